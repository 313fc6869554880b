import { Stylesheet } from '@lezioni/web-kit';

// The card's own layout, in plain CSS beside it (as the kit's ui-styles.tsx): the rest is the kit's.
const CALENDAR_FEED_CSS = `
.lz-ui-input.lz-ui-feed__address { margin: 4px 0; }
.lz-ui-feed__note { margin: 0 0 12px; }
.lz-ui-feed__actions { display: flex; flex-wrap: wrap; gap: 8px; }
`;

/** The calendar feed card's stylesheet. */
export const CalendarFeedStyles = () => <Stylesheet href="lz-ui-feed" css={CALENDAR_FEED_CSS} />;
