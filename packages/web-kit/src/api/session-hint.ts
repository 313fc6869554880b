import { SESSION_HINT_COOKIE } from '@lezioni/contracts/constants';

/**
 * Whether this browser may be signed in: auth sets the hint beside the httpOnly session cookie and
 * clears it with it. The pages and the API share one origin (ARCHITECTURE D5), so pages see it.
 * Its own entry (`@lezioni/web-kit/session-hint`): the landing page's start script reads it too.
 */
export function hasSessionHint(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((pair) => pair.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}
