import { sql } from 'kysely';
import { createDb } from '@lezioni/service-kit';
import { testDatabaseUrl } from '@lezioni/service-kit/testing';
import { CHAT_SCHEMA, type Database } from '../data/db';

/** The run's database in chat's schema, for arranging what no route does and checking what none shows. */
export function openTestDb() {
  const db = createDb<Database>({ url: testDatabaseUrl(), schema: CHAT_SCHEMA, max: 2 });
  return {
    destroy: () => db.destroy(),

    /**
     * Opens a student's conversation in a transaction held open until `commit`: a start asked for
     * meanwhile waits on it, as a racing request's does, and finds it made by someone else. Resolves
     * once such a start is waiting.
     */
    async holdConversationStart(
      studentId: string,
    ): Promise<{ whenStartWaits: () => Promise<void>; commit: () => Promise<void> }> {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let inserted!: () => void;
      const isInserted = new Promise<void>((resolve) => (inserted = resolve));
      const held = db.connection().execute(async (connection) => {
        await sql`begin`.execute(connection);
        await sql`insert into conversations (student_id) values (${studentId})`.execute(connection);
        inserted();
        await released;
        await sql`commit`.execute(connection);
      });
      await isInserted;
      return {
        async whenStartWaits() {
          for (;;) {
            const { rows } = await sql<{ waiting: number }>`
              select count(*)::int as waiting from pg_stat_activity
              where wait_event_type = 'Lock' and query ilike 'insert into "conversations"%'
            `.execute(db);
            if (rows[0]!.waiting > 0) return;
            await new Promise((resolve) => setImmediate(resolve));
          }
        },
        async commit() {
          release();
          await held;
        },
      };
    },

    /** Moves uploads back in time, as if they were uploaded `minutes` ago. */
    async ageFiles(fileIds: string[], minutes: number): Promise<void> {
      await sql`
        update files set created_at = now() - make_interval(mins => ${minutes})
        where id = any(${fileIds}::uuid[])
      `.execute(db);
    },

    /** Writes `count` text messages "message 0"… one second apart, oldest first, the last a minute ago. */
    async insertMessages(conversationId: string, senderId: string, count: number): Promise<void> {
      await sql`
        insert into messages (conversation_id, sender_id, sender_role, content, message_type, created_at)
        select ${conversationId}, ${senderId}, 'student', 'message ' || i, 'text',
               now() - interval '1 minute' - make_interval(secs => ${count - 1} - i)
        from generate_series(0, ${count - 1}) as i
      `.execute(db);
    },

    /** Writes `count` text messages "message 0"… all with one and the same time, as one transaction's would have. */
    async insertMessagesAtOnce(conversationId: string, senderId: string, count: number): Promise<void> {
      await sql`
        insert into messages (conversation_id, sender_id, sender_role, content, message_type, created_at)
        select ${conversationId}, ${senderId}, 'student', 'message ' || i, 'text', now() - interval '1 minute'
        from generate_series(0, ${count - 1}) as i
      `.execute(db);
    },

    /** Chat's copy of an account, as auth's events left it. */
    studentCopy: (id: string) => db.selectFrom('students').selectAll().where('id', '=', id).executeTakeFirst(),

    async filesCountOf(uploaderId: string): Promise<number> {
      const row = await db
        .selectFrom('files')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('uploader_id', '=', uploaderId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}
