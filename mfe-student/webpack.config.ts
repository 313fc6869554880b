import { createRemoteAppConfig, type WebpackArgv } from '@lezioni/mf-config';

export const DEV_PORT = 3002;

export default (_env: unknown, argv: WebpackArgv) =>
  createRemoteAppConfig(
    'student',
    {
      StudentDashboard: './src/exposes/student-dashboard.tsx',
      BookingPage: './src/exposes/booking-page.tsx',
      PackagesPage: './src/exposes/packages-page.tsx',
      BookLessonPage: './src/exposes/book-lesson-page.tsx',
      ProgressPage: './src/exposes/progress-page.tsx',
      MaterialsPage: './src/exposes/materials-page.tsx',
      ReviewPage: './src/exposes/review-page.tsx',
    },
    argv,
  );
