import { createRemoteAppConfig, type WebpackArgv } from '@lezioni/mf-config';

export const DEV_PORT = 3003;

export default (_env: unknown, argv: WebpackArgv) =>
  createRemoteAppConfig('admin', { AdminDashboard: './src/exposes/admin-dashboard.tsx' }, argv);
