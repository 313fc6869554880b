/** The lesson's shared page (issue 45): the room mounts it; Yjs stays in the panel's own chunk. */
export { LessonPage } from './components/lesson-page';
