// '@lezioni/service-kit/calendar': lessons as iCalendar files, for the services that write them
// (booking-proxy's feeds, the mailer's invitations) and no other.
export { lessonCalendar, type CalendarLesson } from './lesson-calendar';
// And the zone arithmetic both rest on, which booking-proxy's free times use too.
export { offsetMinutesAt, wallClockParts } from './time-zones';
