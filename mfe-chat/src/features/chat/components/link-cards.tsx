import { googleDocumentKind } from '@lezioni/contracts/values';
import { Card, DocumentIcon, useTexts } from '@lezioni/web-kit';
import { CHAT_TEXTS } from '../../../texts';
import { useLinkPreview } from '../api';
import { isWebUrl } from '../message-links';

/** A Google Docs or Drive link as a document card (spec §2). */
export function GoogleDocumentCard({ url }: { url: string }) {
  const { t } = useTexts(CHAT_TEXTS);
  const kind = googleDocumentKind(url);
  return (
    <Card size="small" className="lz-chat-link-card" role="group" aria-label={t('messages.document', { kind })}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <DocumentIcon />
        <div style={{ minWidth: 0 }}>
          <strong>{kind}</strong>
          <br />
          <a href={url} target="_blank" rel="noopener noreferrer">
            {t('messages.openIn', { kind })}
          </a>
        </div>
      </div>
    </Card>
  );
}

/**
 * A link unfurled into a preview card from GET /api/unfurl (spec §2). Nothing while it loads or
 * when the page could not be read: the link itself is already in the message.
 */
export function LinkPreviewCard({ url }: { url: string }) {
  const { data: preview } = useLinkPreview(url);
  if (!preview?.ok || !isWebUrl(url)) return null;
  const title = preview.title || preview.site || url;
  return (
    <Card size="small" className="lz-chat-link-card">
      {isWebUrl(preview.image) && (
        <img
          className="lz-chat-link-card__cover"
          src={preview.image}
          alt=""
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      )}
      <a href={url} target="_blank" rel="noopener noreferrer" style={{ display: 'block' }}>
        <strong>{title}</strong>
      </a>
      {preview.description && <p className="lz-chat-link-card__description">{preview.description}</p>}
      {preview.site && (
        <span className="lz-chat-link-card__site">
          {isWebUrl(preview.icon) && (
            <img
              src={preview.icon}
              alt=""
              width={12}
              height={12}
              referrerPolicy="no-referrer"
              style={{ marginRight: 4 }}
            />
          )}
          {preview.site}
        </span>
      )}
    </Card>
  );
}
