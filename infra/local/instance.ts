/**
 * What tells one platform on this machine from another: a second checkout, or a test run beside a
 * dev run, has its own database, and so gets its own Redis prefix for every key, queue and stream
 * (otherwise one platform's mailer sends the other's mail, and their limits count together).
 */
export function redisPrefixFor(databaseUrl: string): string {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || 'lezioni';
  return name.replace(/[^A-Za-z0-9_.:-]/g, '_');
}
