import { sql } from 'kysely';
import type { HomeworkItem, LessonNote } from '@lezioni/contracts';
import type { Db } from './db';
import { toJoinedFile, toLearningFile } from './files.repository';
import { toLesson } from './lessons.repository';

/** What a save writes: the whole note. */
export type NoteContent = {
  covered: string;
  words: { word: string; translation: string; example: string | null }[];
  homework: { text: string; dueDate: string | null; fileId: string | null } | null;
};

export type VocabularyEntry = {
  word: string;
  translation: string;
  example: string | null;
  lessonId: string;
  lessonStartsAt: string;
};

const dueDate = sql<string | null>`to_char(n.homework_due_date, 'YYYY-MM-DD')`;

/** The homework attachment's description, from `files as hf` left-joined on the note's `homework_file_id`. */
const ATTACHMENT_COLUMNS = [
  'n.homework_file_id',
  'hf.name as homework_file_name',
  'hf.content_type as homework_file_content_type',
  'hf.size as homework_file_size',
] as const;
type AttachmentRow = {
  homework_file_id: string | null;
  homework_file_name: string | null;
  homework_file_content_type: string | null;
  homework_file_size: number | null;
};
const attachmentOf = (row: AttachmentRow) =>
  toJoinedFile(row.homework_file_id, row.homework_file_name, row.homework_file_content_type, row.homework_file_size);

export function createNotesRepository(db: Db) {
  const notesWithLessons = () =>
    db
      .selectFrom('lesson_notes as n')
      .innerJoin('lessons as l', 'l.id', 'n.lesson_id')
      .leftJoin('files as hf', 'hf.id', 'n.homework_file_id')
      .select([
        ...ATTACHMENT_COLUMNS,
        'l.id',
        'l.student_id',
        'l.starts_at',
        'l.ends_at',
        'l.duration_minutes',
        'l.title',
        'l.cancelled_at',
        'l.attended_at',
        'n.covered',
        'n.homework_text',
        dueDate.as('homework_due_date'),
        'n.homework_done_at',
        'n.revision',
        'n.shared_at',
        'n.updated_at',
      ]);
  type NoteRow = Awaited<ReturnType<ReturnType<typeof notesWithLessons>['execute']>>[number];

  /** The rows as notes, each with its words in the order they were written and its whiteboard images. */
  async function toNotes(rows: NoteRow[]): Promise<LessonNote[]> {
    if (rows.length === 0) return [];
    const lessonIds = rows.map((row) => row.id);
    const [words, boards] = await Promise.all([
      db
        .selectFrom('note_words')
        .select(['lesson_id', 'word', 'translation', 'example'])
        .where('lesson_id', 'in', lessonIds)
        .orderBy('lesson_id')
        .orderBy('position')
        .execute(),
      db
        .selectFrom('note_boards as b')
        .innerJoin('files as f', 'f.id', 'b.file_id')
        .select(['b.lesson_id', 'f.id', 'f.name', 'f.content_type', 'f.size'])
        .where('b.lesson_id', 'in', lessonIds)
        .orderBy('b.lesson_id')
        .orderBy('b.position')
        .execute(),
    ]);
    return rows.map((row) => ({
      lesson: toLesson(row),
      covered: row.covered,
      vocabulary: words
        .filter((word) => word.lesson_id === row.id)
        .map(({ word, translation, example }) => ({ word, translation, example })),
      boards: boards
        .filter((board) => board.lesson_id === row.id)
        .map((board) =>
          toLearningFile({ id: board.id, name: board.name, contentType: board.content_type, size: board.size }),
        ),
      homework:
        row.homework_text === null
          ? null
          : {
              text: row.homework_text,
              dueDate: row.homework_due_date,
              doneAt: row.homework_done_at?.toISOString() ?? null,
              attachment: attachmentOf(row),
            },
      revision: row.revision,
      sharedAt: row.shared_at?.toISOString() ?? null,
      updatedAt: row.updated_at.toISOString(),
    }));
  }

  /** The homework of the student's shared notes (with its attachment), newest lesson first. */
  const homeworkOfStudent = (studentId: string) =>
    db
      .selectFrom('lesson_notes as n')
      .innerJoin('lessons as l', 'l.id', 'n.lesson_id')
      .leftJoin('files as hf', 'hf.id', 'n.homework_file_id')
      .select([
        ...ATTACHMENT_COLUMNS,
        'n.lesson_id',
        'l.starts_at',
        'n.homework_text',
        dueDate.as('homework_due_date'),
        'n.homework_done_at',
      ])
      .where('l.student_id', '=', studentId)
      .where('n.shared_at', 'is not', null)
      .where('n.homework_text', 'is not', null)
      .orderBy('l.starts_at', 'desc')
      .orderBy('l.id');
  type HomeworkRow = Awaited<ReturnType<ReturnType<typeof homeworkOfStudent>['execute']>>[number];
  const toHomework = (row: HomeworkRow): HomeworkItem => ({
    lessonId: row.lesson_id,
    lessonStartsAt: row.starts_at.toISOString(),
    text: row.homework_text ?? '',
    dueDate: row.homework_due_date,
    doneAt: row.homework_done_at?.toISOString() ?? null,
    attachment: attachmentOf(row),
  });

  async function replaceWords(lessonId: string, words: NoteContent['words']): Promise<void> {
    await db.deleteFrom('note_words').where('lesson_id', '=', lessonId).execute();
    if (words.length === 0) return;
    await db
      .insertInto('note_words')
      .values(words.map((word, position) => ({ lesson_id: lessonId, position, ...word })))
      .execute();
  }

  const contentColumns = (content: NoteContent, now: Date) => ({
    covered: content.covered,
    homework_text: content.homework?.text ?? null,
    homework_due_date: content.homework?.dueDate ?? null,
    homework_file_id: content.homework?.fileId ?? null,
    updated_at: now,
  });

  return {
    async findByLesson(lessonId: string): Promise<LessonNote | undefined> {
      const row = await notesWithLessons().where('n.lesson_id', '=', lessonId).executeTakeFirst();
      return row && (await toNotes([row]))[0];
    },

    /** The student's notes, newest lesson first: every one, or only the shared ones of lessons started by `startedBy`. */
    async listOfStudent(studentId: string, only?: { sharedAndStartedBy: Date }): Promise<LessonNote[]> {
      let query = notesWithLessons().where('l.student_id', '=', studentId);
      if (only) {
        query = query.where('n.shared_at', 'is not', null).where('l.starts_at', '<=', only.sharedAndStartedBy);
      }
      return toNotes(await query.orderBy('l.starts_at', 'desc').orderBy('l.id').execute());
    },

    /** When the student's next lesson with a shared note starts after `after` (its note shows from then); null for none. */
    async nextSharedStartAfter(studentId: string, after: Date): Promise<Date | null> {
      const row = await db
        .selectFrom('lesson_notes as n')
        .innerJoin('lessons as l', 'l.id', 'n.lesson_id')
        .select((eb) => eb.fn.min<Date | null>('l.starts_at').as('starts_at'))
        .where('l.student_id', '=', studentId)
        .where('n.shared_at', 'is not', null)
        .where('l.starts_at', '>', after)
        .executeTakeFirstOrThrow();
      return row.starts_at;
    },

    /**
     * Writes the first revision of a lesson's note; false if the lesson has one already (another tab
     * saved first). Runs in the caller's transaction with the words.
     */
    async insertFirst(lessonId: string, content: NoteContent, now: Date): Promise<boolean> {
      const inserted = await db
        .insertInto('lesson_notes')
        .values({ lesson_id: lessonId, ...contentColumns(content, now), revision: 1 })
        .onConflict((conflict) => conflict.column('lesson_id').doNothing())
        .executeTakeFirst();
      if (inserted.numInsertedOrUpdatedRows === 0n) return false;
      await replaceWords(lessonId, content.words);
      return true;
    },

    /**
     * Writes the next revision over `revision`; false if the stored one is another (saved meanwhile
     * from elsewhere). The student's "done" survives edits of the homework (a corrected typo, a new
     * due date) and goes with the homework when it is removed.
     */
    async update(lessonId: string, content: NoteContent, revision: number, now: Date): Promise<boolean> {
      const updated = await db
        .updateTable('lesson_notes')
        .set({
          ...contentColumns(content, now),
          revision: sql<number>`revision + 1`,
          homework_done_at: content.homework ? sql<Date | null>`homework_done_at` : null,
        })
        .where('lesson_id', '=', lessonId)
        .where('revision', '=', revision)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) return false;
      await replaceWords(lessonId, content.words);
      return true;
    },

    /**
     * Adds one word to the lesson's note, creating its draft if it has none, and bumps its revision;
     * a word already there (any case) takes the new spelling, translation and example in its place.
     * The upsert locks the note for the caller's transaction, so concurrent saves queue. `full`
     * (nothing changed once the caller rolls back) when a new word would pass `maxWords`.
     */
    async appendWord(
      lessonId: string,
      word: NoteContent['words'][number],
      maxWords: number,
      now: Date,
    ): Promise<{ revision: number } | 'full'> {
      const { revision } = await db
        .insertInto('lesson_notes')
        .values({ lesson_id: lessonId, covered: '', revision: 1, updated_at: now })
        .onConflict((conflict) =>
          conflict
            .column('lesson_id')
            .doUpdateSet({ revision: sql<number>`lesson_notes.revision + 1`, updated_at: now }),
        )
        .returning('revision')
        .executeTakeFirstOrThrow();
      const updated = await db
        .updateTable('note_words')
        .set(word)
        .where('lesson_id', '=', lessonId)
        .where(sql<boolean>`lower(word) = lower(${word.word})`)
        .executeTakeFirst();
      if (updated.numUpdatedRows > 0n) return { revision };
      const { count, next } = await db
        .selectFrom('note_words')
        .select([sql<number>`count(*)::int`.as('count'), sql<number>`coalesce(max(position) + 1, 0)::int`.as('next')])
        .where('lesson_id', '=', lessonId)
        .executeTakeFirstOrThrow();
      if (count >= maxWords) return 'full';
      await db
        .insertInto('note_words')
        .values({ lesson_id: lessonId, position: next, ...word })
        .execute();
      return { revision };
    },

    /**
     * Adds a whiteboard image (a file) to the lesson's note, creating its draft if it has none (the
     * revision of a note already saved stays: the image is not part of what its editor saves). The
     * upsert locks the note, so concurrent saves queue. `full` when the note holds `maxBoards`.
     */
    async appendBoard(lessonId: string, fileId: string, maxBoards: number, now: Date): Promise<'added' | 'full'> {
      await db
        .insertInto('lesson_notes')
        .values({ lesson_id: lessonId, covered: '', revision: 1, updated_at: now })
        .onConflict((conflict) => conflict.column('lesson_id').doUpdateSet({ updated_at: now }))
        .execute();
      const { count, next } = await db
        .selectFrom('note_boards')
        .select([sql<number>`count(*)::int`.as('count'), sql<number>`coalesce(max(position) + 1, 0)::int`.as('next')])
        .where('lesson_id', '=', lessonId)
        .executeTakeFirstOrThrow();
      if (count >= maxBoards) return 'full';
      await db.insertInto('note_boards').values({ lesson_id: lessonId, position: next, file_id: fileId }).execute();
      return 'added';
    },

    /** Shares the note (once: sharing again keeps the first time); false when the lesson has no note. */
    async share(lessonId: string, now: Date): Promise<boolean> {
      const updated = await db
        .updateTable('lesson_notes')
        .set({ shared_at: sql<Date>`coalesce(shared_at, ${now})` })
        .where('lesson_id', '=', lessonId)
        .executeTakeFirst();
      return updated.numUpdatedRows > 0n;
    },

    /** The homework of the student's shared notes, newest lesson first. */
    async homeworkOf(studentId: string): Promise<HomeworkItem[]> {
      return (await homeworkOfStudent(studentId).execute()).map(toHomework);
    },

    /**
     * Marks the homework of a shared note of the student's lesson done (`doneAt`) or not (null);
     * undefined when there is no such homework. Marking it done again keeps the first time.
     */
    async setHomeworkDone(lessonId: string, studentId: string, doneAt: Date | null): Promise<HomeworkItem | undefined> {
      const updated = await db
        .updateTable('lesson_notes as n')
        .from('lessons as l')
        .set({ homework_done_at: doneAt ? sql<Date>`coalesce(n.homework_done_at, ${doneAt})` : null })
        .whereRef('l.id', '=', 'n.lesson_id')
        .where('n.lesson_id', '=', lessonId)
        .where('l.student_id', '=', studentId)
        .where('n.shared_at', 'is not', null)
        .where('n.homework_text', 'is not', null)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) return undefined;
      const row = await homeworkOfStudent(studentId).where('n.lesson_id', '=', lessonId).executeTakeFirst();
      return row && toHomework(row);
    },

    /** The words of the student's shared notes matching `query` in the word or translation (any case), newest lesson first. */
    async wordsOf(studentId: string, query: string | undefined): Promise<VocabularyEntry[]> {
      let select = db
        .selectFrom('note_words as w')
        .innerJoin('lesson_notes as n', 'n.lesson_id', 'w.lesson_id')
        .innerJoin('lessons as l', 'l.id', 'n.lesson_id')
        .select(['w.word', 'w.translation', 'w.example', 'w.lesson_id', 'l.starts_at'])
        .where('l.student_id', '=', studentId)
        .where('n.shared_at', 'is not', null);
      if (query) {
        const pattern = `%${query.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
        select = select.where((eb) => eb.or([eb('w.word', 'ilike', pattern), eb('w.translation', 'ilike', pattern)]));
      }
      const rows = await select.orderBy('l.starts_at', 'desc').orderBy('w.lesson_id').orderBy('w.position').execute();
      return rows.map((row) => ({
        word: row.word,
        translation: row.translation,
        example: row.example,
        lessonId: row.lesson_id,
        lessonStartsAt: row.starts_at.toISOString(),
      }));
    },

    /** Distinct words (any case) of the student's shared notes. */
    async countWordsOf(studentId: string): Promise<number> {
      const row = await db
        .selectFrom('note_words as w')
        .innerJoin('lesson_notes as n', 'n.lesson_id', 'w.lesson_id')
        .innerJoin('lessons as l', 'l.id', 'n.lesson_id')
        .select(sql<number>`count(distinct lower(w.word))`.as('count'))
        .where('l.student_id', '=', studentId)
        .where('n.shared_at', 'is not', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Deletes the notes (and words) of the student's lessons. */
    async deleteOfStudent(studentId: string): Promise<void> {
      await db
        .deleteFrom('lesson_notes')
        .where('lesson_id', 'in', db.selectFrom('lessons').select('id').where('student_id', '=', studentId))
        .execute();
    },
  };
}
export type NotesRepository = ReturnType<typeof createNotesRepository>;
