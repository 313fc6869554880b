import { googleDocumentKind } from '@lezioni/contracts/values';
// By package name, never relatively: this subpath is bundled by each app that imports it, and must
// use the shared singleton's api, texts and kit.
import { Card, DocumentIcon, KIT_TEXTS, useLinkPreview, useTexts } from '@lezioni/web-kit';
import { isWebUrl, linkCardsOf, splitMessageText } from './message-links';
import { MessageLinksStyles } from './message-links-styles';

/** A Google Docs or Drive link as a document card (spec §2). */
export function GoogleDocumentCard({ url }: { url: string }) {
  const { t } = useTexts(KIT_TEXTS);
  const kind = googleDocumentKind(url);
  return (
    <Card size="small" className="lz-ui-link-card" role="group" aria-label={t('linkCards.document', { kind })}>
      <MessageLinksStyles />
      <div className="lz-ui-link-card__document">
        <DocumentIcon />
        <div>
          <strong>{kind}</strong>
          <br />
          <a href={url} target="_blank" rel="noopener noreferrer">
            {t('linkCards.openIn', { kind })}
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
    <Card size="small" className="lz-ui-link-card">
      <MessageLinksStyles />
      {isWebUrl(preview.image) && (
        <img
          className="lz-ui-link-card__cover"
          src={preview.image}
          alt=""
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      )}
      <a href={url} target="_blank" rel="noopener noreferrer" className="lz-ui-link-card__title">
        <strong>{title}</strong>
      </a>
      {preview.description && <p className="lz-ui-link-card__description">{preview.description}</p>}
      {preview.site && (
        <span className="lz-ui-link-card__site">
          {isWebUrl(preview.icon) && (
            <img src={preview.icon} alt="" width={12} height={12} referrerPolicy="no-referrer" />
          )}
          {preview.site}
        </span>
      )}
    </Card>
  );
}

/** The cards a message's links call for (linkCardsOf): a document card or a preview card each. */
export function LinkCards({ content }: { content: string }) {
  return linkCardsOf(content).map((card) =>
    card.kind === 'google-document' ? (
      <GoogleDocumentCard key={card.url} url={card.url} />
    ) : (
      <LinkPreviewCard key={card.url} url={card.url} />
    ),
  );
}

/** Message text with its web links as anchors (opening in a new tab), the rest as it was written. */
export function LinkedText({ text }: { text: string }) {
  return splitMessageText(text).map((part, i) =>
    part.kind === 'link' ? (
      <a key={i} href={part.url} target="_blank" rel="noopener noreferrer">
        {part.url}
      </a>
    ) : (
      part.text
    ),
  );
}
