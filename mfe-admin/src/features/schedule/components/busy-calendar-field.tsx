import { useId } from 'react';
import type { BusyCalendarStatus } from '@lezioni/contracts';
import { BUSY_CALENDAR_POLL_MINUTES } from '@lezioni/contracts/values';
import { Alert, Input, useTexts } from '@lezioni/web-kit';
import type { useSchemaForm } from '@lezioni/web-kit/forms';
import { FieldError } from '../../../components/field-error';
import { ADMIN_TEXTS } from '../../../texts';
import { formatDateTime } from '../../../utils/format';

type Form = ReturnType<typeof useSchemaForm<'ScheduleSchema'>>;

/** An empty field is no address at all. */
const addressOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * Her own calendar's private iCal address (issue 44): where Google and Outlook give it, and how its
 * last reads went as the service last said (saved, then read at once).
 */
export function BusyCalendarField({
  form,
  saved,
  status,
}: {
  form: Form;
  /** The address as saved: the reads told of are its. */
  saved: string | null;
  status: BusyCalendarStatus;
}) {
  const { t } = useTexts(ADMIN_TEXTS);
  const id = useId();
  const error = form.formState.errors.busyCalendarUrl?.message;
  // What she is typing has not been read yet: the reads shown are those of the saved address.
  const isSet = saved !== null && addressOf(form.watch('busyCalendarUrl')) === saved;
  return (
    <section aria-labelledby={`${id}-title`} className="lz-admin-schedule-form__section">
      <h4 id={`${id}-title`}>{t('schedule.busyCalendar.title')}</h4>
      <div className="lz-admin-field">
        <label htmlFor={`${id}-address`}>{t('schedule.busyCalendar.address')}</label>
        <Input
          id={`${id}-address`}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          {...form.register('busyCalendarUrl', { setValueAs: addressOf })}
        />
        <FieldError id={`${id}-error`} message={error} />
        <div id={`${id}-hint`} className="lz-admin-schedule-calendar__hint">
          <p className="lz-admin-schedule-day__note">
            {t('schedule.busyCalendar.hint', { minutes: BUSY_CALENDAR_POLL_MINUTES })}
          </p>
          <ul className="lz-admin-schedule-day__note">
            <li>{t('schedule.busyCalendar.google')}</li>
            <li>{t('schedule.busyCalendar.outlook')}</li>
          </ul>
        </div>
      </div>
      {isSet && (
        <p className="lz-admin-schedule-day__note" role="status">
          {status.lastReadAt ? (
            <time dateTime={status.lastReadAt}>
              {t('schedule.busyCalendar.lastRead', { date: formatDateTime(status.lastReadAt) })}
            </time>
          ) : (
            t('schedule.busyCalendar.notRead')
          )}
        </p>
      )}
      {isSet && status.error && (
        <Alert
          type="warning"
          showIcon
          title={t('schedule.busyCalendar.failed')}
          description={`${t(`schedule.busyCalendar.errors.${status.error}`)}${
            status.lastReadAt ? ` ${t('schedule.busyCalendar.keptTimes')}` : ''
          }`}
        />
      )}
    </section>
  );
}
