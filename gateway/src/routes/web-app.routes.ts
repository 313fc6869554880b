import {
  APP_BACKGROUND_COLOR,
  APP_ICONS,
  APP_THEME_COLOR,
  WEB_APP_MANIFEST_PATH,
  dashboardPathFor,
  type PageConfig,
} from '@lezioni/contracts';
import { createRouter } from '@lezioni/service-kit';

/**
 * The web app manifest (issue 46, ARCHITECTURE D34): written here rather than built, as its name is
 * this deployment's teacher. The installed app opens on the students' dashboard: the teacher's
 * dashboard link is in the top bar of every page.
 */
export function createWebAppRouter(pageConfig: PageConfig) {
  const manifest = JSON.stringify({
    id: '/',
    name: `Lezioni – ${pageConfig.teacherName}`,
    short_name: 'Lezioni',
    start_url: dashboardPathFor('student'),
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
  return router;
}
