import { Button, Input, useSendMessageMutation, useTexts } from '@lezioni/web-kit';
import { useSchemaForm } from '@lezioni/web-kit/forms';
import { LESSON_TEXTS } from '../../../texts';

/**
 * The room chat's send box: the trimmed text goes to the conversation, which is undefined while it
 * is being opened. A blank message fails the schema and is not sent; what was typed stays when
 * sending fails.
 */
export function RoomMessageForm({ conversationId, otherName }: { conversationId?: string; otherName: string }) {
  const { t } = useTexts(LESSON_TEXTS);
  const [sendMessage, { isLoading: isSending }] = useSendMessageMutation();
  const { register, handleSubmit, reset } = useSchemaForm('MessageDraftSchema', { content: '' });

  const submit = handleSubmit(async ({ content }) => {
    if (!conversationId) return;
    const result = await sendMessage({ conversationId, message: { content: content.trim(), messageType: 'text' } });
    if (!('error' in result)) reset();
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Input
        aria-label={t('chat.messageTo', { name: otherName })}
        disabled={!conversationId}
        {...register('content')}
      />
      <Button htmlType="submit" disabled={!conversationId || isSending}>
        {t('chat.send')}
      </Button>
    </form>
  );
}
