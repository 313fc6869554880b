/** The value of a cookie scripts can read, if the browser holds it. */
export function cookieOf(name: string, doc: Document = document): string | undefined {
  const prefix = `${name}=`;
  const found = doc.cookie.split('; ').find((cookie) => cookie.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
}
