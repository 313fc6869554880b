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
  // The reset tokens' columns, defaults, unique token hash and user index: one repository serves both.
  await sql`create table email_verification_tokens (like password_reset_tokens including all)`.execute(db);
  await sql`
    alter table email_verification_tokens
      add foreign key (user_id) references users (id) on delete cascade
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_verification_tokens').execute();
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
}
