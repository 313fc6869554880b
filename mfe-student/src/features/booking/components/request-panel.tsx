import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Slot } from '@lezioni/contracts';
import { LESSON_REQUEST_EXPIRY_HOURS } from '@lezioni/contracts/values';
import { Alert, Button, Checkbox, describeRequestFailure, isRequestError, toast, useTexts } from '@lezioni/web-kit';
import { STUDENT_TEXTS } from '../../../texts';
import type { LessonMinutes } from '../../../hooks/free-times';
import { useRequestLessonMutation, useRequestSeriesMutation } from '../api';
import { describeLesson } from '../../../utils/slot-times';

type RequestPanelProps = {
  slot: Slot;
  duration: LessonMinutes;
  teacherName: string;
  onBack: () => void;
  onSent: () => void;
  /** The time is no longer free (409): the server's message, the list to be shown again. */
  onGone: (message: string) => void;
};

const isSlotGone = (error: unknown) =>
  isRequestError(error) && (error.code === 'slot_taken' || error.code === 'slot_not_free');

/**
 * Asking for one free time, or for it every week (a series she approves once): what the request
 * holds and for how long, then Send or Back.
 */
export function RequestPanel({ slot, duration, teacherName, onBack, onSent, onGone }: RequestPanelProps) {
  const { t } = useTexts(STUDENT_TEXTS);
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [isWeekly, setIsWeekly] = useState(false);
  const [requestLesson, single] = useRequestLessonMutation();
  const [requestSeries, series] = useRequestSeriesMutation();
  const { isLoading, error } = isWeekly ? series : single;
  useEffect(() => titleRef.current?.focus(), []);

  const send = async () => {
    const ask = { startsAt: slot.startsAt, durationMinutes: duration };
    try {
      await (isWeekly ? requestSeries(ask) : requestLesson(ask)).unwrap();
      toast({ title: t(isWeekly ? 'booking.own.series.sent' : 'booking.own.confirm.sent', { teacher: teacherName }) });
      onSent();
    } catch (refusal) {
      // A time taken meanwhile sends her back to the list; any other refusal stays shown here.
      if (isSlotGone(refusal)) onGone(describeRequestFailure(refusal));
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onBack();
  };

  return (
    <div role="region" aria-labelledby={titleId} className="lz-student-own__confirm" onKeyDown={onKeyDown}>
      <h3 id={titleId} ref={titleRef} tabIndex={-1}>
        {t('booking.own.confirm.title')}
      </h3>
      <p>
        <strong>{describeLesson(t, slot.startsAt, duration)}</strong>
      </p>
      <p>{t('booking.own.confirm.hold', { teacher: teacherName, hours: LESSON_REQUEST_EXPIRY_HOURS })}</p>
      <Checkbox checked={isWeekly} onChange={(event) => setIsWeekly(event.target.checked)}>
        {t('booking.own.series.option')}
      </Checkbox>
      {isWeekly && <p className="lz-student-muted">{t('booking.own.series.explain', { teacher: teacherName })}</p>}
      {error !== undefined && !isSlotGone(error) && (
        <Alert type="error" title={t('booking.own.confirm.notSent')} description={describeRequestFailure(error)} />
      )}
      <div className="lz-student-own__actions">
        <Button variant="primary" loading={isLoading} onClick={send}>
          {t('booking.own.confirm.send')}
        </Button>
        <Button onClick={onBack}>{t('booking.own.confirm.back')}</Button>
      </div>
    </div>
  );
}
