import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createFederatedAppConfig, type WebpackArgv } from '@lezioni/mf-config';
import { THEME_TOKENS } from '@lezioni/web-kit/theme';

export const DEV_PORT = 3000;

const themeVariables = Object.entries(THEME_TOKENS)
  .map(([name, value]) => `--shell-${name}: ${typeof value === 'number' ? `${value}px` : value};`)
  .join(' ');

// The shell's CSS is small and styles the first paint (top bar), so it is inlined in index.html.
const css = `:root { ${themeVariables} }\n${readFileSync(path.join(__dirname, 'src/styles/shell.css'), 'utf8')}`;

export default (_env: unknown, argv: WebpackArgv) =>
  createFederatedAppConfig({
    name: 'shell',
    dir: __dirname,
    mode: argv.mode ?? 'production',
    publicPath: '/',
    title: 'Lezioni – Italian lessons online',
    templateParameters: { css },
  });

/** In development the remotes come from the running platform, like the API. */
export const DEV_PROXY_PATHS = ['/api', '/mfe'];
