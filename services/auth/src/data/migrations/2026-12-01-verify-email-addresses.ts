import { sql, type Kysely } from 'kysely';

/**
 * Addresses are proven by a mailed link before scheduler bookings are linked to the account.
 * Accounts that exist already are not taken as proven, except the teacher's (seeded from the
 * operator's ADMIN_EMAIL): any of them may have been registered with someone else's address, which
 * is the hole this closes. Their owners confirm with "Send the link again" on the dashboard
 * (docs/architecture.md, "Verified email addresses").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified_at', 'timestamptz').execute();
  await sql`update users set email_verified_at = created_at where role = 'admin'`.execute(db);
  await db.schema
    .createTable('email_verification_tokens')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // SHA-256 of the token, hex: a leaked table holds no usable link.
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('email_verification_tokens_user_id')
    .on('email_verification_tokens')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_verification_tokens').execute();
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
}
