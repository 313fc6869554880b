import { Kysely, Migrator, PostgresDialect, sql, type Migration, type MigrationProvider } from 'kysely';
import pg from 'pg';

// timestamptz as ISO strings in JSON comes from Date; bigint counts (COUNT(*)) as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * A Kysely instance bound to one service's schema: every unqualified table name resolves there,
 * so the service could move to its own database by changing DATABASE_URL only.
 */
export function createDb<DB>(options: { url: string; schema: string; max?: number }): Kysely<DB> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 10,
    options: `-c search_path=${options.schema}`,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client that loses its server emits here; without a listener the process would crash.
  pool.on('error', () => undefined);
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * Creates the schema if needed and applies the service's migrations, in name order. A session
 * advisory lock is held around the whole run: replicas (and parallel test files) starting together
 * would otherwise race on `create schema if not exists`, which PostgreSQL does not make atomic;
 * Kysely's own migration lock covers only what comes after.
 */
export async function migrateToLatest(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any service schema
  db: Kysely<any>,
  schema: string,
  migrations: Record<string, Migration>,
): Promise<void> {
  await db.connection().execute(async (connection) => {
    const lockKey = `lezioni:${schema}:migrations`;
    await sql`select pg_advisory_lock(hashtext(${lockKey}))`.execute(connection);
    try {
      await sql`create schema if not exists ${sql.id(schema)}`.execute(connection);
      const provider: MigrationProvider = { getMigrations: async () => migrations };
      const migrator = new Migrator({ db: connection, provider, migrationTableSchema: schema });
      const { error, results } = await migrator.migrateToLatest();
      const failed = results?.find((result) => result.status === 'Error');
      if (error || failed) {
        throw new Error(`Migration of schema "${schema}" failed${failed ? ` at ${failed.migrationName}` : ''}`, {
          cause: error,
        });
      }
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${lockKey}))`.execute(connection);
    }
  });
}

/** Runs `work` on data bound to one transaction: its writes commit together, or none does. */
export type TransactionRunner<Data> = <T>(work: (data: Data) => Promise<T>) => Promise<T>;

/**
 * A service's `inTransaction`: `createData` builds its repositories on the pool or on a transaction
 * (a Kysely `Transaction` is a `Kysely`), so domain code gets the same repositories bound to one
 * transaction (docs/style.md).
 */
export function createTransactionRunner<DB, Data>(
  db: Kysely<DB>,
  createData: (db: Kysely<DB>) => Data,
): TransactionRunner<Data> {
  return (work) => db.transaction().execute((trx) => work(createData(trx)));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any service schema
export async function pingDb(db: Kysely<any>): Promise<void> {
  await sql`select 1`.execute(db);
}
