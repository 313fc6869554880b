import { federatedAppConfig } from '@lezioni/mf-config';

export const DEV_PORT = 3002;

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  federatedAppConfig({
    name: 'mfe_student',
    dir: __dirname,
    mode: argv.mode ?? 'production',
    // Chunks load from wherever remoteEntry.js was served (the gateway serves it at /mfe/student/).
    publicPath: 'auto',
    title: 'Lezioni student area (standalone)',
    exposes: {
      './StudentDashboard': './src/exposes/student-dashboard.tsx',
      './BookingPage': './src/exposes/booking-page.tsx',
      './PackagesPage': './src/exposes/packages-page.tsx',
      './BookLessonPage': './src/exposes/book-lesson-page.tsx',
    },
  });
