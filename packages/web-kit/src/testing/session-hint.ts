import { SESSION_HINT_COOKIE } from '@lezioni/contracts/values';

/** What a sign-in leaves in the browser besides the httpOnly session: tests that mock a signed-in GET /api/me need it. */
export function setSessionHint(): void {
  document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
}

export function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}
