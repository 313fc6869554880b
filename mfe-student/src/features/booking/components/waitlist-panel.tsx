import { useId, useRef, useState } from 'react';
import type { WaitlistEntry, WaitlistOffer } from '@lezioni/contracts';
import { LESSON_DURATIONS_MIN, WAITLIST_OFFER_HOLD_MINUTES } from '@lezioni/contracts/values';
import {
  Alert,
  Button,
  calendarDayOf,
  describeRequestFailure,
  toast,
  translateText,
  useMyWaitlist,
  useTexts,
} from '@lezioni/web-kit';
import { useSchemaForm } from '@lezioni/web-kit/forms';
import { STUDENT_TEXTS, type StudentT } from '../../../texts';
import { describeLesson, formatSlotDay, formatSlotTime, shownTimeZone } from '../../../utils/slot-times';
import { useJoinWaitlistMutation, useLeaveWaitlistMutation, useTakeWaitlistOfferMutation } from '../api';
import { OwnCalendarStyles } from '../own-calendar-styles';

const DAY_MS = 24 * 3_600_000;
/** The form's first day: the day after tomorrow, past the booking notice. */
const firstDayToWait = () => calendarDayOf(new Date(Date.now() + 2 * DAY_MS));

/** "Wednesday 9 December, 10:00–12:00, 50 minutes". */
const describeEntry = (t: StudentT, entry: WaitlistEntry) =>
  t('booking.own.waitlist.entry', {
    day: formatSlotDay(entry.from),
    from: formatSlotTime(entry.from),
    to: formatSlotTime(entry.to),
    minutes: entry.durationMinutes,
  });

/**
 * The times held for her on the waitlist, at the top of the booking page (where the bell and the
 * mail lead): each named in full, with until when, and taken with one press.
 */
export function WaitlistOffers({ teacherName }: { teacherName: string }) {
  const { t } = useTexts(STUDENT_TEXTS);
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const offers: readonly WaitlistOffer[] = useMyWaitlist(true).data?.offers ?? [];
  const [take, { isLoading, originalArgs: takingId }] = useTakeWaitlistOfferMutation();
  // Once she has taken one, the section stays (empty, it says so) so focus has somewhere to land.
  const [hasTaken, setHasTaken] = useState(false);
  if (offers.length === 0 && !hasTaken) return null;

  const takeOffer = async (id: string) => {
    try {
      await take(id).unwrap();
      setHasTaken(true);
      toast({ title: t('booking.own.waitlist.taken', { teacher: teacherName }) });
      titleRef.current?.focus();
    } catch (error) {
      toast({
        title: t('booking.own.waitlist.notTaken'),
        description: describeRequestFailure(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <section aria-labelledby={titleId} className="lz-student-own lz-student-own__confirm">
      <OwnCalendarStyles />
      <h2 id={titleId} ref={titleRef} tabIndex={-1}>
        {t('booking.own.waitlist.offersTitle')}
      </h2>
      {offers.length === 0 && <p className="lz-student-muted">{t('booking.own.waitlist.noOffers')}</p>}
      <ul className="lz-student-own__pending">
        {offers.map((offer) => {
          const lesson = describeLesson(t, offer.startsAt, offer.durationMinutes);
          return (
            <li key={offer.id}>
              <span>
                <time dateTime={offer.startsAt}>{lesson}</time>
                <br />
                <span className="lz-student-muted">
                  {t('booking.own.waitlist.heldUntil', { time: formatSlotTime(offer.heldUntil) })}
                </span>
              </span>
              <Button
                variant="primary"
                size="small"
                aria-label={t('booking.own.waitlist.takeNamed', { lesson })}
                loading={isLoading && takingId === offer.id}
                onClick={() => takeOffer(offer.id)}
              >
                {t('booking.own.waitlist.take')}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The student's entries waiting, each one left with a press. */
function Entries({ entries }: { entries: readonly WaitlistEntry[] }) {
  const { t } = useTexts(STUDENT_TEXTS);
  const [leave, { isLoading, originalArgs: leavingId }] = useLeaveWaitlistMutation();
  if (entries.length === 0) return <p className="lz-student-muted">{t('booking.own.waitlist.none')}</p>;

  const leaveEntry = async (id: string) => {
    try {
      await leave(id).unwrap();
      toast({ title: t('booking.own.waitlist.left') });
    } catch (error) {
      toast({
        title: t('booking.own.waitlist.notLeft'),
        description: describeRequestFailure(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <ul className="lz-student-own__pending" aria-label={t('booking.own.waitlist.entriesTitle')}>
      {entries.map((entry) => {
        const hours = describeEntry(t, entry);
        return (
          <li key={entry.id}>
            <time dateTime={entry.from}>{hours}</time>
            <Button
              size="small"
              aria-label={t('booking.own.waitlist.leaveNamed', { hours })}
              loading={isLoading && leavingId === entry.id}
              onClick={() => leaveEntry(entry.id)}
            >
              {t('booking.own.waitlist.leave')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The waitlist (issue 44): "tell me if a time frees up" within a day and hours she names, on her
 * clock, and her entries waiting (the times held for her are WaitlistOffers).
 */
export function WaitlistPanel({ teacherName }: { teacherName: string }) {
  const { t } = useTexts(STUDENT_TEXTS);
  const id = useId();
  const { data } = useMyWaitlist(true);
  const [firstDay] = useState(firstDayToWait);
  const [join, { isLoading, error }] = useJoinWaitlistMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm('WaitlistInputSchema', {
    date: firstDay,
    fromTime: '09:00',
    toTime: '12:00',
    durationMinutes: 50,
  });
  const fieldError = (message: string | undefined, field: string) =>
    message && (
      <p id={`${id}-${field}-error`} className="lz-student-own__error">
        {translateText(message)}
      </p>
    );
  const described = (message: string | undefined, field: string) =>
    message ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};

  const submit = handleSubmit(async (values) => {
    try {
      await join({ ...values, timeZone: shownTimeZone() }).unwrap();
      toast({ title: t('booking.own.waitlist.joined') });
    } catch {
      // Shown below the form.
    }
  });

  return (
    <section aria-labelledby={`${id}-title`} className="lz-student-own">
      <OwnCalendarStyles />
      <h2 id={`${id}-title`}>{t('booking.own.waitlist.title')}</h2>
      <p>{t('booking.own.waitlist.text', { teacher: teacherName, minutes: WAITLIST_OFFER_HOLD_MINUTES })}</p>
      <form
        aria-label={t('booking.own.waitlist.title')}
        onSubmit={submit}
        className="lz-student-own__waitlist"
        noValidate
      >
        <label>
          {t('booking.own.waitlist.date')}
          <input
            type="date"
            className="lz-ui-input"
            {...register('date')}
            {...described(errors.date?.message, 'date')}
          />
        </label>
        {fieldError(errors.date?.message, 'date')}
        <label>
          {t('booking.own.waitlist.from')}
          <input
            type="time"
            step={900}
            className="lz-ui-input"
            {...register('fromTime')}
            {...described(errors.fromTime?.message, 'fromTime')}
          />
        </label>
        {fieldError(errors.fromTime?.message, 'fromTime')}
        <label>
          {t('booking.own.waitlist.to')}
          <input
            type="time"
            step={900}
            className="lz-ui-input"
            {...register('toTime')}
            {...described(errors.toTime?.message, 'toTime')}
          />
        </label>
        {fieldError(errors.toTime?.message, 'toTime')}
        <label>
          {t('booking.own.length')}
          <select className="lz-ui-input" {...register('durationMinutes', { valueAsNumber: true })}>
            {LESSON_DURATIONS_MIN.map((minutes) => (
              <option key={minutes} value={minutes}>
                {t('booking.own.minutes', { minutes })}
              </option>
            ))}
          </select>
        </label>
        <p className="lz-student-muted">{t('booking.own.waitlist.inYourZone', { zone: shownTimeZone() })}</p>
        <div className="lz-student-own__actions">
          <Button htmlType="submit" variant="primary" loading={isLoading}>
            {t('booking.own.waitlist.join')}
          </Button>
        </div>
      </form>
      {error !== undefined && (
        <Alert type="error" title={t('booking.own.waitlist.notJoined')} description={describeRequestFailure(error)} />
      )}
      <h3>{t('booking.own.waitlist.entriesTitle')}</h3>
      <Entries entries={data?.entries ?? []} />
    </section>
  );
}
