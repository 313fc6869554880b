import { createRemoteAppConfig, type WebpackArgv } from '@lezioni/mf-config';

export const DEV_PORT = 3005;

export default (_env: unknown, argv: WebpackArgv) =>
  createRemoteAppConfig('lesson', { LessonRoom: './src/exposes/lesson-room.tsx' }, argv);
