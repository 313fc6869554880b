import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { createDb, migrateToLatest } from '@lezioni/service-kit';
import { testDatabaseUrl, uniqueEmail } from '@lezioni/service-kit/testing';
import type { Database } from './db';
import { migrations } from './migrations';

// A schema of the test's own: it migrates in two steps, as a deployment upgrading would.
const schema = `auth_upgrade_${randomUUID().slice(0, 8)}`;
const db = createDb<Database>({ url: testDatabaseUrl(), schema, max: 1 });
afterAll(async () => {
  await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
  await db.destroy();
});

describe('upgrading a database that has accounts', () => {
  it('when the confirmation arrives, then the accounts that existed count as unproven, except the teacher’s', async () => {
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '2026-12-01'));
    await migrateToLatest(db, schema, before);
    const account = (role: 'student' | 'admin') => ({ name: 'Anna', email: uniqueEmail(), password_hash: 'x', role });
    await db
      .insertInto('users')
      .values([account('student'), account('admin')])
      .execute();

    await migrateToLatest(db, schema, migrations);

    const rows = await db.selectFrom('users').select(['role', 'email_verified_at']).orderBy('role').execute();
    expect(rows.map((row) => [row.role, row.email_verified_at !== null])).toEqual([
      ['admin', true],
      ['student', false],
    ]);
  });
});

describe('upgrading a database to accounts with a language', () => {
  const languageSchema = `auth_language_${randomUUID().slice(0, 8)}`;
  const languageDb = createDb<Database>({ url: testDatabaseUrl(), schema: languageSchema, max: 1 });
  afterAll(async () => {
    await sql`drop schema ${sql.id(languageSchema)} cascade`.execute(languageDb);
    await languageDb.destroy();
  });

  it('when the languages arrive, then the accounts that existed speak English, and no other language can be stored', async () => {
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '2026-12-07'));
    await migrateToLatest(languageDb, languageSchema, before);
    const email = uniqueEmail();
    await languageDb.insertInto('users').values({ name: 'Anna', email, password_hash: 'x', role: 'student' }).execute();

    await migrateToLatest(languageDb, languageSchema, migrations);

    const row = await languageDb.selectFrom('users').select('language').where('email', '=', email).executeTakeFirst();
    expect(row?.language).toBe('en');
    await expect(sql`update users set language = 'fr' where email = ${email}`.execute(languageDb)).rejects.toThrow(
      /check constraint/,
    );
  });
});
