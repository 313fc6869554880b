import { matchPath } from '@lezioni/web-kit';

const SITE_TITLE = 'Lezioni – Italian lessons online';

/** Each page's own document title (tabs, history, screen readers announce it), by route of spec §2. */
const PAGE_TITLES: ReadonlyArray<readonly [pattern: string, title: string]> = [
  ['/', SITE_TITLE],
  ['/login', 'Log in'],
  ['/register', 'Create your account'],
  ['/forgot-password', 'Forgot your password'],
  ['/reset-password', 'Choose a new password'],
  ['/verify-email', 'Confirm your email address'],
  ['/booking', 'Book a lesson'],
  ['/book-lesson', 'Book a lesson'],
  ['/packages', 'Lesson packages'],
  ['/progress', 'My progress'],
  ['/materials', 'Homework and materials'],
  ['/student-dashboard/*', 'Your dashboard'],
  ['/admin-dashboard/*', 'Admin dashboard'],
  ['/chat/*', 'Chat'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/error/:code', 'Something went wrong'],
];

export function pageTitleFor(pathname: string): string {
  const title = PAGE_TITLES.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? 'Page not found';
  return title === SITE_TITLE ? title : `${title} – Lezioni`;
}
