// '@lezioni/service-kit/calendar': lessons as iCalendar files, for the services that write them
// (booking-proxy's feeds, the mailer's invitations) and no other.
export { lessonCalendar, type CalendarLesson } from './lesson-calendar';
