import { federatedAppConfig } from '@lezioni/mf-config';

export const DEV_PORT = 3003;

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  federatedAppConfig({
    name: 'mfe_admin',
    dir: __dirname,
    mode: argv.mode ?? 'production',
    // Chunks load from wherever remoteEntry.js was served (the gateway serves it at /mfe/admin/).
    publicPath: 'auto',
    title: 'Lezioni admin (standalone)',
    exposes: {
      './AdminDashboard': './src/exposes/admin-dashboard.tsx',
    },
  });
