import { useRef, useState } from 'react';
import type { LearningFile } from '@lezioni/contracts';
import {
  Alert,
  Button,
  checkUpload,
  describeRequestFailure,
  formatFileSize,
  UPLOAD_ACCEPT,
  useUploadLearningFileMutation,
} from '@lezioni/web-kit';
import { THEME_TOKENS } from '../theme/theme-tokens';

/**
 * The homework's file: "Attach a file" uploads one (the service's types and size, checked here
 * first) and hands it to the note, which autosaves it with the task; "Remove attachment" takes it
 * off the note (the upload is swept once nothing uses it).
 */
export function HomeworkAttachment({
  attachment,
  hasTask,
  onChange,
}: {
  attachment: LearningFile | null;
  hasTask: boolean;
  onChange: (attachment: LearningFile | null) => void;
}) {
  const [upload, uploading] = useUploadLearningFileMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // Removing the attachment takes its button away: the keyboard lands on "Attach a file" instead.
  const attachRef = useRef<HTMLButtonElement>(null);

  const attach = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const refusal = checkUpload(file);
    setProblem(refusal ?? null);
    if (refusal) return;
    try {
      onChange(await upload(file).unwrap());
    } catch (error) {
      setProblem(describeRequestFailure(error));
    }
  };

  return (
    <div style={{ display: 'grid', gap: 8, minWidth: 0 }}>
      {attachment && (
        <p style={{ margin: 0, overflowWrap: 'anywhere' }}>
          Attachment:{' '}
          <a href={attachment.url} download={attachment.name}>
            {attachment.name} ({formatFileSize(attachment.size)})
          </a>
          {!hasTask && (
            <span style={{ display: 'block', color: THEME_TOKENS.colorTextSecondary }}>
              Write the task: the attachment is saved with it.
            </span>
          )}
        </p>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <input
          ref={inputRef}
          type="file"
          accept={UPLOAD_ACCEPT}
          aria-label="Choose the homework's file"
          tabIndex={-1}
          hidden
          onChange={(event) => void attach(event.target.files?.[0])}
        />
        <Button ref={attachRef} size="small" loading={uploading.isLoading} onClick={() => inputRef.current?.click()}>
          {attachment ? 'Attach another file' : 'Attach a file'}
        </Button>
        {attachment && (
          <Button
            size="small"
            onClick={() => {
              onChange(null);
              attachRef.current?.focus();
            }}
          >
            Remove attachment
          </Button>
        )}
      </div>
      {problem && <Alert type="error" title="The file could not be attached." description={problem} />}
    </div>
  );
}
