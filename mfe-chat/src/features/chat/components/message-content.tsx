import type { Message } from '@lezioni/contracts';
import { isGoogleDocumentLink } from '@lezioni/contracts/values';
import { formatFileSize, useTexts } from '@lezioni/web-kit';
import { CHAT_TEXTS } from '../../../texts';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { isFileMessage } from '../chat-logic';
import { isWebUrl, linkCardsOf, splitMessageText } from '../message-links';
import { GoogleDocumentCard, LinkPreviewCard } from './link-cards';

function MessageText({ content }: { content: string }) {
  return (
    <p style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {splitMessageText(content).map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} href={part.url} target="_blank" rel="noopener noreferrer" style={{ color: 'inherit' }}>
            {part.url}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

function FileLink({ message }: { message: Message }) {
  const { t } = useTexts(CHAT_TEXTS);
  const name = message.fileName || t('messages.attachment');
  if (!isWebUrl(message.fileUrl ?? undefined)) return <span>{name}</span>;
  return (
    <a href={message.fileUrl!} download={name} style={{ color: 'inherit', fontWeight: 600 }}>
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
      {linkCardsOf(message.content).map((card) =>
        card.kind === 'google-document' ? (
          <GoogleDocumentCard key={card.url} url={card.url} />
        ) : (
          <LinkPreviewCard key={card.url} url={card.url} />
        ),
      )}
    </>
  );
}
