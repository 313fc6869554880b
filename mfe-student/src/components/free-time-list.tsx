import { useMemo, useState, type ReactNode, type RefObject } from 'react';
import type { Slot } from '@lezioni/contracts';
import { Alert, Button, Spinner, describeRequestFailure, useTexts } from '@lezioni/web-kit';
import { useSlots, type LessonMinutes } from '../hooks/free-times';
import { STUDENT_TEXTS } from '../texts';
import {
  describeLesson,
  formatSlotDay,
  formatSlotTime,
  groupByDay,
  lastBookable,
  windowEnd,
} from '../utils/slot-times';
import { FreeTimesStyles } from './free-times-styles';

type FreeTimeListProps = {
  duration: LessonMinutes;
  /** The student's own lesson these times are for moving: its own time is not busy for it. */
  moving?: string;
  /** The days' headings sit under the page's or the panel's own. */
  dayLevel: 3 | 5;
  /** Each time is a button that chooses it; without, the times are only shown (the teacher's view). */
  onChoose?: (slot: Slot) => void;
  chosenAt?: string;
  /** Holds the times' buttons, so focus can go back to one (`focusTime`). */
  listRef: RefObject<HTMLDivElement | null>;
  /** Shown above the times once they are loaded: the chosen time's confirmation, a refusal. */
  children?: ReactNode;
};

/** Her free times lie on a quarter-hour grid. */
const QUARTER_HOUR_MS = 15 * 60_000;

/**
 * Where the window starts: now, down to the quarter hour (no free time is lost: the earliest lies a
 * day ahead). The same for every render of one visit, so the server's renders of the page, and the
 * browser taking it over, ask for the same times (a window from each render's own now would be a
 * new question each time, and the page never rendered on the server).
 */
const windowStart = () => Math.floor(Date.now() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;

/** Focuses the button of the time starting at `startsAt`; false when it is no longer listed. */
export function focusTime(list: HTMLElement | null, startsAt: string | undefined): boolean {
  const button = list?.querySelector<HTMLButtonElement>(`button[data-starts-at="${startsAt}"]`);
  button?.focus();
  return Boolean(button);
}

/** Her free times for one length, by day in the visitor's zone, two weeks more at a time. */
export function FreeTimeList({ duration, moving, dayLevel, onChoose, chosenAt, listRef, children }: FreeTimeListProps) {
  const { t } = useTexts(STUDENT_TEXTS);
  const [start] = useState(windowStart);
  const [pages, setPages] = useState(1);
  const end = windowEnd(start, pages);
  const asked = useMemo(
    () => ({ from: new Date(start).toISOString(), to: new Date(end).toISOString(), duration, moving }),
    [start, end, duration, moving],
  );
  // Kept while later days load: `data` is the last answer, the window asked for only grows.
  const { data, isLoading, isError, error, isFetching, refetch } = useSlots(asked);
  const days = useMemo(() => groupByDay(data?.slots ?? []), [data]);
  const DayHeading = dayLevel === 3 ? 'h3' : 'h5';

  if (isLoading) {
    return (
      <>
        <FreeTimesStyles />
        <Spinner label={t('freeTimes.loading')} className="lz-student-free-times-busy" />
      </>
    );
  }
  if (isError && !data) {
    return (
      <Alert
        type="error"
        title={t('freeTimes.loadFailed')}
        description={describeRequestFailure(error)}
        action={<Button onClick={refetch}>{t('common.retry')}</Button>}
      />
    );
  }
  const canShowLater = end < lastBookable(start);

  return (
    <>
      <FreeTimesStyles />
      {children}
      <div ref={listRef} className="lz-student-free-times">
        {days.length === 0 && <p>{t('freeTimes.none')}</p>}
        {days.map(({ day, slots }) => (
          <section key={day} className="lz-student-free-times__day">
            <DayHeading>{formatSlotDay(slots[0].startsAt)}</DayHeading>
            <ul className="lz-student-free-times__times">
              {slots.map((slot) => (
                <li key={slot.startsAt}>
                  {onChoose ? (
                    <Button
                      size="small"
                      data-starts-at={slot.startsAt}
                      aria-label={describeLesson(t, slot.startsAt, duration)}
                      aria-pressed={chosenAt === slot.startsAt}
                      onClick={() => onChoose(slot)}
                    >
                      {formatSlotTime(slot.startsAt)}
                    </Button>
                  ) : (
                    <time dateTime={slot.startsAt}>{formatSlotTime(slot.startsAt)}</time>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {canShowLater && (
        <div>
          <Button loading={isFetching} onClick={() => setPages((shown) => shown + 1)}>
            {t('freeTimes.later')}
          </Button>
        </div>
      )}
    </>
  );
}
