import cookieParser from 'cookie-parser';
import {
  APP_BACKGROUND_COLOR,
  APP_START_PATH,
  APP_ICONS,
  APP_THEME_COLOR,
  WEB_APP_MANIFEST_PATH,
  dashboardPathFor,
  type PageConfig,
} from '@lezioni/contracts';
import { authenticate, createRouter, type SessionVerifier } from '@lezioni/service-kit';

/**
 * The web app manifest (issue 46, ARCHITECTURE D34): written here rather than built, as its name is
 * this deployment's teacher; and the installed app's start, which opens each on their own dashboard
 * (one manifest serves both roles: the role is the session's, known only at the start).
 */
export function createWebAppRouter(pageConfig: PageConfig, verifySession: SessionVerifier) {
  const manifest = JSON.stringify({
    id: '/',
    name: `Lezioni – ${pageConfig.teacherName}`,
    short_name: 'Lezioni',
    start_url: APP_START_PATH,
    scope: '/',
    display: 'standalone',
    theme_color: APP_THEME_COLOR,
    background_color: APP_BACKGROUND_COLOR,
    icons: APP_ICONS.map(({ src, size, purpose }) => ({ src, sizes: `${size}x${size}`, type: 'image/png', purpose })),
  });
  const router = createRouter();
  router.get(WEB_APP_MANIFEST_PATH, (_req, res) => {
    res.type('application/manifest+json').set('Cache-Control', 'no-cache').send(manifest);
  });
  router.get(APP_START_PATH, cookieParser(), authenticate(verifySession), (req, res) => {
    // Never kept: the next start may be another account's.
    res.set('Cache-Control', 'no-store').redirect(302, req.user ? dashboardPathFor(req.user.role) : '/login');
  });
  return router;
}
