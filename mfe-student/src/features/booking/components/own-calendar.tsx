import { useId, useRef, useState } from 'react';
import { LESSON_DURATIONS_MIN } from '@lezioni/contracts/values';
import { useTexts } from '@lezioni/web-kit';
import { STUDENT_TEXTS } from '../../../texts';
import type { LessonMinutes } from '../../../hooks/free-times';
import { shownTimeZone } from '../../../utils/slot-times';
import { OwnCalendarStyles } from '../own-calendar-styles';
import { FreeTimes } from './free-times';

const DEFAULT_LENGTH: LessonMinutes = 50;

/**
 * The platform's own calendar (issue 44), in place of TidyCal's frame: a length, then her free times
 * for it; a student asks for one, the teacher sees what students are offered.
 */
export function OwnCalendar({ teacherName, canRequest }: { teacherName: string; canRequest: boolean }) {
  const { t } = useTexts(STUDENT_TEXTS);
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [duration, setDuration] = useState<LessonMinutes>(DEFAULT_LENGTH);

  return (
    <section aria-labelledby={titleId} className="lz-student-own">
      <OwnCalendarStyles />
      <h2 id={titleId} ref={headingRef} tabIndex={-1}>
        {t('booking.own.freeTimes')}
      </h2>
      <p>{canRequest ? t('booking.own.howItWorks', { teacher: teacherName }) : t('booking.own.teacherView')}</p>
      <p className="lz-student-muted">{t('booking.own.inYourZone', { zone: shownTimeZone() })}</p>
      <fieldset className="lz-student-own__lengths">
        <legend>{t('booking.own.length')}</legend>
        {LESSON_DURATIONS_MIN.map((minutes) => (
          <label key={minutes}>
            <input
              type="radio"
              name={`${titleId}-length`}
              value={minutes}
              checked={duration === minutes}
              onChange={() => setDuration(minutes)}
            />
            {t('booking.own.minutes', { minutes })}
          </label>
        ))}
      </fieldset>
      {/* A new length starts over: its own times, from the first two weeks. */}
      <FreeTimes
        key={duration}
        duration={duration}
        teacherName={teacherName}
        canRequest={canRequest}
        headingRef={headingRef}
      />
    </section>
  );
}
