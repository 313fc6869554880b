import { createRemoteAppConfig, type WebpackArgv } from '@lezioni/mf-config';

export const DEV_PORT = 3001;

export default (_env: unknown, argv: WebpackArgv) =>
  createRemoteAppConfig('marketing', { LandingPage: './src/exposes/landing-page.tsx' }, argv);
