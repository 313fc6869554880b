import { createRemoteAppConfig, type WebpackArgv } from '@lezioni/mf-config';

export const DEV_PORT = 3004;

export default (_env: unknown, argv: WebpackArgv) =>
  createRemoteAppConfig(
    'chat',
    { ChatPage: './src/exposes/chat-page.tsx', ChatWidget: './src/exposes/chat-widget.tsx' },
    argv,
  );
