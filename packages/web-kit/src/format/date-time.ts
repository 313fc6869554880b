import { dateTimeFormat } from './intl';

/** A time in the visitor's own locale and time zone: "Wed, 1 May, 12:00". */
export const formatDateTime = (date: Date) =>
  dateTimeFormat(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
