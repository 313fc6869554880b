export { appendUserEvent, consumeUserEvents, userEventsStreamKey } from './consume-user-events';
