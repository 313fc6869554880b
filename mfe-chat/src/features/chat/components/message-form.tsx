import { useId, useRef, type KeyboardEvent } from 'react';
import { MESSAGE_MAX_LENGTH } from '@lezioni/contracts/values';
import { Button, checkUpload, formatFileSize, TextArea, toast, UPLOAD_ACCEPT, useTexts } from '@lezioni/web-kit';
import { useSchemaForm } from '@lezioni/web-kit/forms';
import { CHAT_TEXTS } from '../../../texts';
import { PaperclipIcon, SendIcon } from '../../../components/icons';
import { canSendMessage } from '../chat-logic';

/**
 * The send box (spec §2): Enter sends, Shift+Enter starts a new line; with `canAttach`, one file can
 * be attached and shows as a chip with a Remove button. What was typed stays when sending fails.
 */
export function MessageForm({
  onSend,
  isSending,
  canAttach = false,
}: {
  onSend: (text: string, file?: File) => Promise<boolean>;
  isSending: boolean;
  canAttach?: boolean;
}) {
  const { t } = useTexts(CHAT_TEXTS);
  const { register, handleSubmit, reset, setValue, watch } = useSchemaForm('MessageDraftSchema', { content: '' });
  const file = watch('file');
  const fileInputRef = useRef<HTMLInputElement>(null);
  const chipId = useId();
  const isReady = canSendMessage(watch('content'), Boolean(file)) && !isSending;

  // A blank message fails the schema and is not sent; the disabled send button already says so.
  const submit = handleSubmit(async (draft) => {
    if (isSending) return;
    if (await onSend(draft.content, draft.file)) reset();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method is composing a character confirms it; it does not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const attach = (chosen: File | undefined) => {
    if (fileInputRef.current) fileInputRef.current.value = '';
    if (!chosen) return;
    const problem = checkUpload(chosen);
    if (problem) {
      toast({ title: problem, variant: 'destructive' });
      return;
    }
    setValue('file', chosen);
  };

  return (
    <form onSubmit={submit} aria-label={t('composer.label')} className="lz-chat-composer" noValidate>
      {file && (
        <div id={chipId} role="group" aria-label={t('composer.attached')} className="lz-chat-chip">
          <PaperclipIcon />
          <span className="lz-chat-chip__name">
            {file.name} ({formatFileSize(file.size)})
          </span>
          <Button
            size="small"
            className="lz-chat-text-btn"
            aria-label={t('composer.removeFile', { name: file.name })}
            onClick={() => setValue('file', undefined)}
          >
            {t('composer.remove')}
          </Button>
        </div>
      )}
      <div className="lz-chat-composer__row">
        {canAttach && (
          <>
            <input
              ref={fileInputRef}
              type="file"
              accept={UPLOAD_ACCEPT}
              aria-label={t('composer.chooseFile')}
              onChange={(event) => attach(event.target.files?.[0])}
            />
            <Button
              className="lz-chat-icon-btn"
              aria-label={t('composer.attach')}
              disabled={isSending}
              onClick={() => fileInputRef.current?.click()}
            >
              <PaperclipIcon />
            </Button>
          </>
        )}
        <TextArea
          aria-label={t('composer.message')}
          aria-describedby={file ? chipId : undefined}
          placeholder={t('composer.placeholder')}
          maxLength={MESSAGE_MAX_LENGTH}
          maxRows={5}
          {...register('content')}
          onKeyDown={onKeyDown}
        />
        <Button
          variant="primary"
          htmlType="submit"
          className="lz-chat-icon-btn"
          aria-label={t('composer.send')}
          disabled={!isReady}
          loading={isSending}
        >
          {!isSending && <SendIcon />}
        </Button>
      </div>
    </form>
  );
}
