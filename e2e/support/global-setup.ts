import { E2E_TEACHER_NAME, startPlatform, type RunningPlatform } from '@lezioni/local-platform/platform';

declare global {
  var e2ePlatform: RunningPlatform | undefined;
}

export default async function globalSetup(): Promise<void> {
  // The platform as a newcomer's `npm start` runs it: no TidyCal token, students book on the
  // platform's own calendar (issue 44); beside it the demo TidyCal the tests set lessons up on.
  const platform = await startPlatform({
    TIDYCAL_API_TOKEN: '',
    BOOKING_CALENDAR: 'builtin',
    // Configured otherwise than the build, as every deployment may be: its pages must show this name.
    ADMIN_NAME: E2E_TEACHER_NAME,
    // Lessons booked by a test reach the pages within a few seconds.
    TIDYCAL_SYNC_INTERVAL_S: '2',
  });
  globalThis.e2ePlatform = platform;
  // Test files read the addresses from the environment, which the test runtime inherits.
  process.env.E2E_BASE_URL = platform.baseUrl;
  process.env.ADMIN_NAME = E2E_TEACHER_NAME;
  process.env.E2E_MAIL_DIR = platform.mailDir;
  process.env.E2E_LOG_FILE = platform.logFile;
}
