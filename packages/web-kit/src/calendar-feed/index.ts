// '@lezioni/web-kit/calendar-feed': the card of a user's private calendar feed (issue 27), bundled by
// the apps that show it (the student's and the teacher's dashboards), so no other page downloads it.
export { CalendarFeedCard } from './calendar-feed-card';
