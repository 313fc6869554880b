import type { Message } from '@lezioni/contracts';
import { isGoogleDocumentLink } from '@lezioni/contracts/values';
import { formatFileSize, useTexts } from '@lezioni/web-kit';
import { CHAT_TEXTS } from '../../../texts';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { GoogleDocumentCard, isWebUrl, LinkCards, LinkedText } from '@lezioni/web-kit/message-links';
import { isFileMessage } from '../chat-logic';

function MessageText({ content }: { content: string }) {
  return (
    <p className="lz-chat-text">
      <LinkedText text={content} />
    </p>
  );
}

function FileLink({ message }: { message: Message }) {
  const { t } = useTexts(CHAT_TEXTS);
  const name = message.fileName || t('messages.attachment');
  if (!isWebUrl(message.fileUrl ?? undefined)) return <span>{name}</span>;
  return (
    <a href={message.fileUrl!} download={name} className="lz-chat-file">
      <VisuallyHidden>{t('messages.download')} </VisuallyHidden>
      {name}
      {message.fileSize !== null && ` (${formatFileSize(message.fileSize)})`}
    </a>
  );
}

/**
 * What a message shows (spec §2): a file as a download link with its size, a Google Docs or Drive
 * link as a document card, and text with its other links unfurled into preview cards.
 */
export function MessageContent({ message }: { message: Message }) {
  if (isFileMessage(message)) {
    return (
      <>
        <FileLink message={message} />
        {message.content && <MessageText content={message.content} />}
      </>
    );
  }
  const content = message.content.trim();
  const documentUrl =
    message.messageType === 'google_drive_file' && isWebUrl(message.fileUrl ?? undefined)
      ? message.fileUrl!
      : isGoogleDocumentLink(content)
        ? content
        : undefined;
  if (documentUrl) return <GoogleDocumentCard url={documentUrl} />;
  return (
    <>
      <MessageText content={message.content} />
      <LinkCards content={message.content} />
    </>
  );
}
