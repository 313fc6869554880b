/** Only http(s) addresses from the server go into a frame or a link: never `javascript:` or a typo. */
export function isWebAddress(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    // Not an absolute URL at all.
    return false;
  }
}
