import { sql, type Kysely } from 'kysely';
import { compiledOnce, createDb } from './db';
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

describe('a query compiled once (compiledOnce)', () => {
  type Words = { words: { word: string; language: string } };
  const words = db as unknown as Kysely<Words>;
  beforeAll(async () => {
    await sql`create temporary table if not exists words (word text, language text)`.execute(db);
    await sql`insert into words values ('ciao', 'it'), ('grazie', 'it'), ('hello', 'en')`.execute(db);
  });

  it('when it runs with other values, then each answer is the one its values select, as the builder would give', async () => {
    const wordsIn = compiledOnce(words, (language: string) =>
      words.selectFrom('words').select('word').where('language', '=', language).where('word', '!=', 'grazie'),
    );

    const italian = await wordsIn('it');
    const english = await wordsIn('en');
    const none = await wordsIn('fr');

    expect([italian, english, none]).toEqual([[{ word: 'ciao' }], [{ word: 'hello' }], []]);
  });

  it('when a transaction runs it, then it reads what the transaction wrote', async () => {
    const seen = await words.transaction().execute(async (trx) => {
      await trx.insertInto('words').values({ word: 'prego', language: 'xx' }).execute();
      return compiledOnce(trx, (language: string) =>
        trx.selectFrom('words').select('word').where('language', '=', language),
      )('xx');
    });

    expect(seen).toEqual([{ word: 'prego' }]);
  });

  it('when a value is written into the SQL text instead of passed as a parameter, then it refuses to run', async () => {
    const unsafe = compiledOnce(words, (language: string) =>
      words
        .selectFrom('words')
        .select('word')
        .where(sql.raw<string>(`'${language}'`), '=', 'it'),
    );

    await expect(unsafe('it')).rejects.toThrow('each value must be a parameter');
  });
});
