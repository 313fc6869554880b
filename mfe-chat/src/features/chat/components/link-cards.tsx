import { Card, theme } from 'antd';
import { DocumentIcon } from '../../../components/icons';
import { useLinkPreview } from '../api';
import { googleDocumentKind, isWebUrl } from '../message-links';

const cardStyle = { marginTop: 8, maxWidth: 360 } as const;
const clampTwoLines = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

/** A Google Docs or Drive link as a document card (spec §2). */
export function GoogleDocumentCard({ url }: { url: string }) {
  const kind = googleDocumentKind(url);
  return (
    <Card size="small" style={cardStyle} role="group" aria-label={`${kind} document`}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <DocumentIcon />
        <div style={{ minWidth: 0 }}>
          <strong>{kind}</strong>
          <br />
          <a href={url} target="_blank" rel="noopener noreferrer">
            Open in {kind}
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
  const { token } = theme.useToken();
  const { data: preview } = useLinkPreview(url);
  if (!preview?.ok || !isWebUrl(url)) return null;
  const title = preview.title || preview.site || url;
  return (
    <Card
      size="small"
      style={cardStyle}
      cover={
        isWebUrl(preview.image) ? (
          <img
            src={preview.image}
            alt=""
            loading="lazy"
            referrerPolicy="no-referrer"
            style={{ maxHeight: 160, objectFit: 'cover' }}
          />
        ) : undefined
      }
    >
      <a href={url} target="_blank" rel="noopener noreferrer" style={{ display: 'block' }}>
        <strong>{title}</strong>
      </a>
      {preview.description && (
        <p style={{ ...clampTwoLines, margin: '4px 0 0', color: token.colorTextSecondary }}>{preview.description}</p>
      )}
      {preview.site && (
        <span style={{ fontSize: 12, color: token.colorTextSecondary }}>
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
