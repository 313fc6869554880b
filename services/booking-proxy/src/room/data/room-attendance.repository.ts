import { sql } from 'kysely';
import type { Role } from '@lezioni/contracts';
import type { Db } from '../../shared/data/db';

/** The join and leave times of each participant in each lesson's room. */
export function createRoomAttendanceRepository(db: Db) {
  return {
    async recordJoin(stay: {
      id: string;
      bookingId: string;
      userId: string;
      role: Role;
      joinedAt: Date;
    }): Promise<void> {
      await db
        .insertInto('room_attendance')
        .values({
          id: stay.id,
          booking_id: stay.bookingId,
          user_id: stay.userId,
          role: stay.role,
          joined_at: stay.joinedAt,
        })
        .execute();
    },

    async recordLeave(id: string, leftAt: Date): Promise<void> {
      await db.updateTable('room_attendance').set({ left_at: leftAt }).where('id', '=', id).execute();
    },

    /** Every stay of the user in a room, oldest first (their data export). */
    async staysOf(userId: string): Promise<Array<{ bookingId: string; joinedAt: Date; leftAt: Date | null }>> {
      const rows = await db
        .selectFrom('room_attendance')
        .select(['booking_id', 'joined_at', 'left_at'])
        .where('user_id', '=', userId)
        .orderBy('joined_at')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ bookingId: row.booking_id, joinedAt: row.joined_at, leftAt: row.left_at }));
    },

    /** Whether the booking's student has been in its room before. */
    async hasStudentStayed(bookingId: string): Promise<boolean> {
      const row = await db
        .selectFrom('room_attendance')
        .select('id')
        .where('booking_id', '=', bookingId)
        .where('role', '=', 'student')
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Of `bookingIds`, those whose room recorded anyone: true when the student was in it at least once. */
    async studentCameTo(bookingIds: string[]): Promise<Map<string, boolean>> {
      if (bookingIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('room_attendance')
        .select(['booking_id', sql<boolean>`bool_or(role = 'student')`.as('did_student_come')])
        .where('booking_id', 'in', bookingIds)
        .groupBy('booking_id')
        .execute();
      return new Map(rows.map((row) => [row.booking_id, row.did_student_come]));
    },

    /** Of `bookingIds`, those whose student was in the room at least once. */
    async attendedByStudent(bookingIds: string[]): Promise<Set<string>> {
      if (bookingIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('room_attendance')
        .select('booking_id')
        .distinct()
        .where('booking_id', 'in', bookingIds)
        .where('role', '=', 'student')
        .execute();
      return new Set(rows.map((row) => row.booking_id));
    },
  };
}
export type RoomAttendanceRepository = ReturnType<typeof createRoomAttendanceRepository>;
