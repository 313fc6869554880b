import { sql } from 'kysely';
import { createDb } from './db';
import { testDatabaseUrl } from './testing';

const db = createDb<Record<string, never>>({ url: testDatabaseUrl(), schema: 'public', max: 1 });
afterAll(() => db.destroy());

const preparedOn = async () =>
  (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)).rows.map(
    (row) => row.statement,
  );

describe('queries through createDb', () => {
  it('when a query with parameters runs again, then its answer comes from one statement prepared on the connection', async () => {
    const square = (n: number) => sql<{ square: number }>`select ${n}::int * ${n}::int as square`.execute(db);

    const answers = [await square(3), await square(4), await square(5)].map((result) => result.rows[0]!.square);

    expect(answers).toEqual([9, 16, 25]);
    const prepared = (await preparedOn()).filter((statement) => statement.includes('as square'));
    expect(prepared).toHaveLength(1);
  });

  it('when a statement changes the schema, then it is not kept prepared', async () => {
    await sql`create temporary table if not exists kept_apart (id int)`.execute(db);

    expect((await preparedOn()).some((statement) => statement.includes('kept_apart'))).toBe(false);
  });
});
