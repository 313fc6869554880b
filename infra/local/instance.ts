import path from 'node:path';

/** PostgreSQL's longest identifier, in bytes: a longer database name is cut there. */
const MAX_DATABASE_NAME = 63;

/**
 * The database `npm start` uses when DATABASE_URL is not set: the checkout's own, named after its
 * folder (`lezioni_<folder>`, lower case, anything but letters, digits and `_` as `_`), so two
 * checkouts started with the defaults never share their data (nor, by redisPrefixFor, their Redis
 * keys). A folder whose name starts with `lezioni` (a plain clone) keeps its name: `lezioni/` uses
 * the `lezioni` database it always did.
 */
export function localDatabaseName(checkoutDir: string): string {
  const folder = path
    .basename(path.resolve(checkoutDir))
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '_');
  return (folder.startsWith('lezioni') ? folder : `lezioni_${folder}`).slice(0, MAX_DATABASE_NAME);
}

/** The local DATABASE_URL of the checkout at `checkoutDir` (localDatabaseName) on this machine's PostgreSQL. */
export const localDatabaseUrl = (checkoutDir: string) =>
  `postgres://postgres@127.0.0.1:5432/${localDatabaseName(checkoutDir)}`;

/** The name of the database in `databaseUrl`. */
export const databaseNameOf = (databaseUrl: string) => decodeURIComponent(new URL(databaseUrl).pathname.slice(1));

/**
 * What tells one platform on this machine from another: a second checkout, or a test run beside a
 * dev run, has its own database, and so gets its own Redis prefix for every key, queue and stream
 * (otherwise one platform's mailer sends the other's mail, and their limits count together).
 */
export function redisPrefixFor(databaseUrl: string): string {
  const name = databaseNameOf(databaseUrl) || 'lezioni';
  return name.replace(/[^A-Za-z0-9_.:-]/g, '_');
}
