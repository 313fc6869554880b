import { sql, type Insertable, type Kysely } from 'kysely';

/** Rows per statement: well under PostgreSQL's 65535 parameters. */
const ROWS_PER_STATEMENT = 500;

type Row = Record<string, unknown>;

/** One `insert … on conflict (id) do update` that overwrites every column the rows carry but `id`. */
function upsertStatement(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any service schema
  db: Kysely<any>,
  table: string,
  rows: Row[],
  options: { isNewerVersionOnly: boolean },
) {
  const columns = Object.keys(rows[0] ?? {}).filter((column) => column !== 'id');
  const overwrite = Object.fromEntries(columns.map((column) => [column, sql.ref(`excluded.${column}`)]));
  return db
    .insertInto(table)
    .values(rows)
    .onConflict((conflict) => {
      const update = conflict.column('id').doUpdateSet(overwrite);
      return options.isNewerVersionOnly ? update.whereRef(`${table}.version`, '<', 'excluded.version') : update;
    });
}

/**
 * Writes `rows` (all with the same columns, keyed by `id`) over `table`: a new id is inserted, a
 * known one gets every column the rows carry; columns they leave out keep their values. Idempotent,
 * so two copies that overlap write the same rows. Any number of rows, in statements of 500.
 */
export async function upsertById<DB, T extends keyof DB & string>(
  db: Kysely<DB>,
  table: T,
  rows: Insertable<DB[T]>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT) as Row[];
    await upsertStatement(db, table, chunk, { isNewerVersionOnly: false }).execute();
  }
}

/**
 * Keeps a copy of something another service owns, from its events (ARCHITECTURE D13): `row` is
 * inserted, or written over the stored one only when that holds an older `version`. An older or
 * replayed event changes nothing, so delivery at least once and out-of-order replays are harmless.
 */
export async function upsertNewerVersion<DB, T extends keyof DB & string>(
  db: Kysely<DB>,
  table: T,
  row: Insertable<DB[T]> & { id: string; version: number },
): Promise<void> {
  await upsertStatement(db, table, [row], { isNewerVersionOnly: true }).execute();
}
