import { Stylesheet } from '@lezioni/web-kit';

/** The calendar frame's height, kept while it loads so the page does not jump when it arrives. */
export const BOOKING_FRAME_HEIGHT_PX = 800;

// The booking page's own layout, in plain CSS beside it; the shared part is components/student-styles.
const BOOKING_CSS = `
.lz-student-booking-actions { display: flex; flex-wrap: wrap; gap: 12px; margin-bottom: 24px; }
.lz-student-booking-alert { margin-bottom: 16px; }
.lz-ui-busy.lz-student-booking-busy { display: flex; padding: 24px; }
.lz-student-booking-unavailable { font-size: 20px; }
.lz-student-booking-frame { position: relative; min-height: ${BOOKING_FRAME_HEIGHT_PX}px; }
.lz-student-booking-frame > iframe { display: block; border: 0; }
.lz-ui-busy.lz-student-booking-loading {
  position: absolute; inset: 0; display: flex; flex-direction: column; justify-content: center; background: #fff;
}
`;

/** The booking page's stylesheet. */
export const BookingStyles = () => <Stylesheet href="lz-student-booking" css={BOOKING_CSS} />;
