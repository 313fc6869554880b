import { useRef, useState } from 'react';
import type { LearningFile } from '@lezioni/contracts';
import {
  Alert,
  Button,
  checkUpload,
  describeRequestFailure,
  formatFileSize,
  KIT_TEXTS,
  UPLOAD_ACCEPT,
  useTexts,
  useUploadLearningFileMutation,
} from '@lezioni/web-kit';

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
  const { t } = useTexts(KIT_TEXTS);
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
    <div className="lz-ui-note__attachment">
      {attachment && (
        <p>
          {t('lessonNote.attachment.label')}{' '}
          <a href={attachment.url} download={attachment.name}>
            {attachment.name} ({formatFileSize(attachment.size)})
          </a>
          {!hasTask && <span className="lz-ui-note__hint">{t('lessonNote.attachment.needsTask')}</span>}
        </p>
      )}
      <div className="lz-ui-note__actions">
        <input
          ref={inputRef}
          type="file"
          accept={UPLOAD_ACCEPT}
          aria-label={t('lessonNote.attachment.choose')}
          tabIndex={-1}
          hidden
          onChange={(event) => void attach(event.target.files?.[0])}
        />
        <Button ref={attachRef} size="small" loading={uploading.isLoading} onClick={() => inputRef.current?.click()}>
          {attachment ? t('lessonNote.attachment.attachAnother') : t('lessonNote.attachment.attach')}
        </Button>
        {attachment && (
          <Button
            size="small"
            onClick={() => {
              onChange(null);
              attachRef.current?.focus();
            }}
          >
            {t('lessonNote.attachment.remove')}
          </Button>
        )}
      </div>
      {problem && <Alert type="error" title={t('lessonNote.attachment.failed')} description={problem} />}
    </div>
  );
}
