import { Stylesheet } from '@lezioni/web-kit';
import { THEME_TOKENS as T } from '../theme/theme-tokens';

// The link cards' own layout, in plain CSS beside them (as the kit's ui-styles.tsx): the card is the kit's.
const MESSAGE_LINKS_CSS = `
.lz-ui-link-card { margin-top: 8px; max-width: 360px; }
.lz-ui-link-card__document { display: flex; align-items: center; gap: 12px; }
.lz-ui-link-card__document > div { min-width: 0; }
.lz-ui-link-card__title { display: block; }
.lz-ui-link-card__cover { display: block; width: calc(100% + 24px); max-height: 160px; margin: -12px -12px 8px; object-fit: cover; border-radius: 12px 12px 0 0; }
.lz-ui-link-card__description {
  display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden;
  margin: 4px 0 0; color: ${T.colorTextSecondary};
}
.lz-ui-link-card__site { font-size: 12px; color: ${T.colorTextSecondary}; }
.lz-ui-link-card__site img { margin-right: 4px; }
`;

export const MessageLinksStyles = () => <Stylesheet href="lz-ui-link-cards" css={MESSAGE_LINKS_CSS} />;
