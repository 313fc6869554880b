export {
  appendLessonEvent,
  appendUserEvent,
  consumeLessonEvents,
  consumeUserEvents,
  lessonEventsStreamKey,
  userEventsStreamKey,
} from './consume-events';
