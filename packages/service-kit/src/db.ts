import { createHash, randomUUID } from 'node:crypto';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  sql,
  type Compilable,
  type CompiledQuery,
  type Migration,
  type MigrationProvider,
} from 'kysely';
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
  pool.on('connect', prepareStatements);
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}

/** Statements one connection keeps prepared; past this, a new text runs unnamed, as before. */
const PREPARED_PER_CONNECTION = 200;
/** Statement names by text, shared by the process's connections; bounded like them. */
const statementNames = new Map<string, string>();

/**
 * Runs each query with parameters as a named prepared statement, parsed and planned once per
 * connection instead of on every call: for the polled lists, planning was two thirds of
 * PostgreSQL's time (pgbench on the conversations query: 10,000 calls/s unnamed, 30,000 prepared).
 * Only data statements (schema changes run unnamed), whose texts are the code's own: values always
 * travel as parameters, so the texts are few.
 */
function prepareStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (config: unknown, values?: unknown) => unknown;
  const prepared = new Set<string>();
  client.query = ((text: unknown, values?: unknown) => {
    if (typeof text !== 'string' || !/^\s*(select|insert|update|delete|with)\b/i.test(text)) return query(text, values);
    let name = statementNames.get(text);
    if (!name && statementNames.size < PREPARED_PER_CONNECTION * 5) {
      name = `lz_${createHash('sha1').update(text).digest('base64url')}`;
      statementNames.set(text, name);
    }
    if (!name || (!prepared.has(name) && prepared.size >= PREPARED_PER_CONNECTION)) return query(text, values);
    prepared.add(name);
    return query({ name, text, values });
  }) as typeof client.query;
}

/**
 * A query built and compiled once, then run with new values: for the hottest reads, where building
 * Kysely's query tree and compiling it on every call cost more than PostgreSQL's work (chat's
 * conversation list: about an eighth of the service's time per answer, docs/benchmarks.md). `build`
 * gets stand-ins for the values, and must use each as a value (compared, inserted), never as SQL
 * text; the SQL is the same for every call. Compiled on the first call, on `db` (a transaction's too).
 */
export function compiledOnce<DB, Values extends string[], Row>(
  db: Pick<Kysely<DB>, 'executeQuery'>,
  build: (...values: Values) => Compilable<Row>,
): (...values: Values) => Promise<Row[]> {
  let compiled: { query: CompiledQuery<Row>; valueAt: (number | undefined)[] } | undefined;
  return async (...values) => {
    if (!compiled) {
      const standIns = values.map(() => `stand-in ${randomUUID()}`) as Values;
      const query = build(...standIns).compile();
      if (!standIns.every((standIn) => query.parameters.includes(standIn))) {
        throw new Error('compiledOnce: each value must be a parameter of the query');
      }
      const valueAt = query.parameters.map((parameter) => {
        const at = standIns.indexOf(parameter as string);
        return at < 0 ? undefined : at;
      });
      compiled = { query, valueAt };
    }
    const { query, valueAt } = compiled;
    const parameters = query.parameters.map((constant, i) => {
      const at = valueAt[i];
      return at === undefined ? constant : values[at];
    });
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
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
