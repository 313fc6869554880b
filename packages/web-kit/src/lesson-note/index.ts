// '@lezioni/web-kit/lesson-note': the teacher's lesson note editor, bundled by the apps that show it
// (the admin remote's student page, the lesson room), so no other page downloads it.
export { LessonNoteEditor } from './lesson-note-editor';
export { LessonNotePanel } from './lesson-note-panel';
