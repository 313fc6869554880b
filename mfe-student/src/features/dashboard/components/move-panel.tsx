import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { LessonRequest, Slot } from '@lezioni/contracts';
import { Alert, Button, describeRequestFailure, formatLessonTime, toast, useTexts } from '@lezioni/web-kit';
import { FreeTimeList, focusTime } from '../../../components/free-time-list';
import type { LessonMinutes } from '../../../hooks/free-times';
import { STUDENT_TEXTS } from '../../../texts';
import { shownTimeZone } from '../../../utils/slot-times';
import { useRescheduleLessonMutation } from '../api';

type MovePanelProps = {
  bookingId: string;
  scheduledAt: string;
  duration: LessonMinutes;
  /** The lesson as her list names it: its type and length, and its time. */
  lesson: string;
  teacherName: string;
  onKeep: () => void;
  onDone: (status: LessonRequest['status']) => void;
};

/** Moving one lesson: her free times of its length, then a confirmation of the one chosen. */
export function MovePanel({ bookingId, scheduledAt, duration, lesson, teacherName, onKeep, onDone }: MovePanelProps) {
  const { t } = useTexts(STUDENT_TEXTS);
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [chosen, setChosen] = useState<Slot | null>(null);
  useEffect(() => titleRef.current?.focus(), []);

  const goBack = () => {
    const time = chosen?.startsAt;
    setChosen(null);
    // A refusal refreshes the list: the time she chose may have left it.
    if (!focusTime(listRef.current, time)) titleRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onKeep();
  };

  return (
    <div role="region" aria-labelledby={titleId} className="lz-student-move" onKeyDown={onKeyDown}>
      <h4 id={titleId} ref={titleRef} tabIndex={-1}>
        {t('dashboard.move.title')}
      </h4>
      <p>
        <strong>{lesson}</strong>
      </p>
      <p>{t('dashboard.move.freeTimes', { teacher: teacherName, minutes: duration, zone: shownTimeZone() })}</p>
      {/* Before the times, so a keyboard need not pass them all to leave. */}
      <div className="lz-student-move__actions">
        <Button onClick={onKeep}>{t('dashboard.move.keep')}</Button>
      </div>
      <FreeTimeList
        duration={duration}
        moving={bookingId}
        dayLevel={5}
        onChoose={setChosen}
        chosenAt={chosen?.startsAt}
        listRef={listRef}
      >
        {chosen && (
          <MoveConfirmation
            key={chosen.startsAt}
            bookingId={bookingId}
            startsAt={chosen.startsAt}
            oldTime={formatLessonTime(scheduledAt)}
            teacherName={teacherName}
            onBack={goBack}
            onDone={onDone}
          />
        )}
      </FreeTimeList>
    </div>
  );
}

type MoveConfirmationProps = {
  bookingId: string;
  startsAt: string;
  oldTime: string;
  teacherName: string;
  onBack: () => void;
  onDone: (status: LessonRequest['status']) => void;
};

/** The new time said in full with what happens until she approves it, then Send request or Back. */
function MoveConfirmation({ bookingId, startsAt, oldTime, teacherName, onBack, onDone }: MoveConfirmationProps) {
  const { t } = useTexts(STUDENT_TEXTS);
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [reschedule, { isLoading, error }] = useRescheduleLessonMutation();
  const time = formatLessonTime(startsAt);
  useEffect(() => titleRef.current?.focus(), []);

  const send = async () => {
    try {
      const { status } = await reschedule({ id: bookingId, startsAt }).unwrap();
      toast({
        title:
          status === 'approved'
            ? t('dashboard.move.moved', { time })
            : t('dashboard.move.sent', { oldTime, teacher: teacherName }),
      });
      onDone(status);
    } catch {
      // The refusal stays shown here, from the mutation's state.
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Escape steps back one level: to the times, not out of the panel.
    event.stopPropagation();
    onBack();
  };

  return (
    <div role="region" aria-labelledby={titleId} className="lz-student-move__confirm" onKeyDown={onKeyDown}>
      <h5 id={titleId} ref={titleRef} tabIndex={-1}>
        {t('dashboard.move.confirmTitle', { time })}
      </h5>
      <p>{t('dashboard.move.confirmHold', { oldTime, teacher: teacherName })}</p>
      {error !== undefined && (
        <Alert type="error" title={t('dashboard.move.notMoved')} description={describeRequestFailure(error)} />
      )}
      <div className="lz-student-move__actions">
        <Button variant="primary" loading={isLoading} onClick={send}>
          {t('dashboard.move.send')}
        </Button>
        <Button onClick={onBack}>{t('dashboard.move.back')}</Button>
      </div>
    </div>
  );
}
