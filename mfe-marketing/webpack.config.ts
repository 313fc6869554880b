import { federatedAppConfig } from '@lezioni/mf-config';

export const DEV_PORT = 3001;

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  federatedAppConfig({
    name: 'mfe_marketing',
    dir: __dirname,
    mode: argv.mode ?? 'production',
    // Chunks load from wherever remoteEntry.js was served (the gateway serves it at /mfe/marketing/).
    publicPath: 'auto',
    title: 'Lezioni marketing (standalone)',
    exposes: {
      './LandingPage': './src/exposes/landing-page.tsx',
    },
  });
