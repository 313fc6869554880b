/** The lesson's shared page and whiteboard (issue 45): the room mounts it; Yjs stays in the panel's chunk, the board in its own. */
export { LessonPage } from './components/lesson-page';
