import { federatedAppConfig } from '@lezioni/mf-config';

export const DEV_PORT = 3004;

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  federatedAppConfig({
    name: 'mfe_chat',
    dir: __dirname,
    mode: argv.mode ?? 'production',
    // Chunks load from wherever remoteEntry.js was served (the gateway serves it at /mfe/chat/).
    publicPath: 'auto',
    title: 'Lezioni chat (standalone)',
    exposes: {
      './ChatPage': './src/exposes/chat-page.tsx',
      './ChatWidget': './src/exposes/chat-widget.tsx',
    },
  });
