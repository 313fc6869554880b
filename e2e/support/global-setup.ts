import { startTestCalendar, type TestCalendar } from './calendar';
import { startPlatform, type RunningPlatform } from './platform';

declare global {
  var e2ePlatform: RunningPlatform | undefined;
  var e2eCalendar: TestCalendar | undefined;
}

export default async function globalSetup(): Promise<void> {
  const calendar = await startTestCalendar();
  globalThis.e2eCalendar = calendar;
  const platform = await startPlatform({
    TIDYCAL_API_URL: calendar.fake.url,
    TIDYCAL_API_TOKEN: calendar.fake.token,
    TIDYCAL_BOOKING_URL: calendar.fake.bookingPageUrl,
    // Lessons booked by a test reach the pages within a few seconds.
    TIDYCAL_SYNC_INTERVAL_S: '2',
  });
  globalThis.e2ePlatform = platform;
  // Test files read the addresses from the environment, which the test runtime inherits.
  process.env.E2E_BASE_URL = platform.baseUrl;
  process.env.E2E_MAIL_DIR = platform.mailDir;
  process.env.E2E_CALENDAR_CONTROL_URL = calendar.controlUrl;
}
