import {
  SaveLessonBoardRequestSchema,
  SaveLessonNoteRequestSchema,
  SaveLessonWordRequestSchema,
  type LessonNote,
  type LessonWords,
} from '@lezioni/contracts';
import { NO_STORE, idParam, parseInput, requireRole, requireUser, createRouter } from '@lezioni/service-kit';
import type { LearningDeps } from '../domain/deps';
import { readNote, saveBoard, saveNote, saveWord, shareNote } from '../domain/notes';

/** The teacher's lesson notes; 401 signed out, 403 for students (but a word saved in the lesson room). */
export function createNotesRouter(deps: LearningDeps) {
  const router = createRouter();
  router.get('/api/learning/lessons/:lessonId/note', requireRole('admin'), async (req, res) => {
    const note: LessonNote = await readNote(deps, idParam(req, 'lessonId'));
    res.set(NO_STORE).json(note);
  });

  router.put('/api/learning/lessons/:lessonId/note', requireRole('admin'), async (req, res) => {
    const input = parseInput(SaveLessonNoteRequestSchema, req.body);
    const note: LessonNote = await saveNote(deps, req.user!, idParam(req, 'lessonId'), input);
    res.json(note);
  });

  router.post('/api/learning/lessons/:lessonId/note/share', requireRole('admin'), async (req, res) => {
    const note: LessonNote = await shareNote(deps, req.user!, idParam(req, 'lessonId'));
    res.json(note);
  });

  // The lesson room's "Save as image" of the whiteboard: the teacher's upload, into her note.
  router.post('/api/learning/lessons/:lessonId/boards', requireRole('admin'), async (req, res) => {
    const input = parseInput(SaveLessonBoardRequestSchema, req.body);
    const note: LessonNote = await saveBoard(deps, req.user!, idParam(req, 'lessonId'), input);
    res.json(note);
  });

  // The lesson room's "Save as a word": the teacher, or the lesson's own student (others: 404).
  router.post('/api/learning/lessons/:lessonId/words', requireUser, async (req, res) => {
    const input = parseInput(SaveLessonWordRequestSchema, req.body);
    const words: LessonWords = await saveWord(deps, req.user!, idParam(req, 'lessonId'), input);
    res.json(words);
  });
  return router;
}
