/**
 * The booking page with the student's name and email filled in (the `name` and `email` query
 * parameters booking pages commonly accept), so the booking reaches the calendar under the address
 * the platform knows them by. Anything but a web address is returned as it is.
 */
export function withBooker(url: string, booker: { name: string; email: string }): string {
  if (!isWebAddress(url)) return url;
  const address = new URL(url);
  address.searchParams.set('name', booker.name);
  address.searchParams.set('email', booker.email);
  return address.toString();
}

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
