import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('students')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('conversations')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // Unique: "one conversation per student" holds even when two first messages race.
    .addColumn('student_id', 'uuid', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_message_at', 'timestamptz')
    .execute();
  // The teacher's list: newest activity first.
  await sql`create index conversations_activity on conversations (last_message_at desc nulls last, created_at desc)`.execute(
    db,
  );

  await db.schema
    .createTable('files')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('uploader_id', 'uuid', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull().check(sql`size >= 0`))
    .addColumn('bytes', 'bytea', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('message_id', 'uuid')
    .execute();
  // The sweep looks for old files no message carries.
  await sql`create index files_unattached_created_at on files (created_at) where message_id is null`.execute(db);

  await db.schema
    .createTable('messages')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('conversation_id', 'uuid', (col) => col.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('sender_id', 'uuid', (col) => col.notNull())
    .addColumn('sender_role', 'text', (col) => col.notNull().check(sql`sender_role in ('admin', 'student')`))
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('message_type', 'text', (col) =>
      col.notNull().check(sql`message_type in ('text', 'file', 'file_upload', 'google_drive_file')`),
    )
    .addColumn('file_id', 'uuid', (col) => col.references('files.id').onDelete('set null'))
    .addColumn('file_name', 'text')
    .addColumn('file_size', 'integer')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .execute();
  // Listing a conversation's latest page; unread counts read the small partial index only.
  await db.schema
    .createIndex('messages_conversation_created_at')
    .on('messages')
    .columns(['conversation_id', 'created_at', 'id'])
    .execute();
  await sql`create index messages_unread on messages (conversation_id, sender_role) where read_at is null`.execute(db);

  await db.schema
    .alterTable('files')
    .addForeignKeyConstraint('files_message_id_fkey', ['message_id'], 'messages', ['id'])
    .onDelete('set null')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('files').dropConstraint('files_message_id_fkey').execute();
  await db.schema.dropTable('messages').execute();
  await db.schema.dropTable('files').execute();
  await db.schema.dropTable('conversations').execute();
  await db.schema.dropTable('students').execute();
}
