import { useId } from 'react';
import type { LessonSeries } from '@lezioni/contracts';
import { FREE_CANCELLATION_HOURS } from '@lezioni/contracts/values';
import {
  Alert,
  Button,
  ConfirmButton,
  LinkButton,
  describeRequestFailure,
  formatLessonTime,
  formatWeekly,
  toast,
  useTexts,
} from '@lezioni/web-kit';
import { STUDENT_TEXTS } from '../../../texts';
import { useChangeSeriesMutation, useGetMySeriesQuery } from '../api';
import { OwnCalendarStyles } from '../own-calendar-styles';

/** One series: when it repeats, where it stands, and what the student can do with it. */
function SeriesItem({ series }: { series: LessonSeries }) {
  const { t } = useTexts(STUDENT_TEXTS);
  const [change, changing] = useChangeSeriesMutation();
  const { weekday, time } = formatWeekly(series.firstStartsAt, series.timeZone);
  const when = t('booking.own.series.every', { weekday, time, minutes: series.durationMinutes });
  const busy = changing.isLoading;

  const act = async (action: 'pause' | 'resume' | 'end') => {
    try {
      await change({ id: series.id, action }).unwrap();
      toast({ title: t(`booking.own.series.${action}.done`) });
    } catch (error) {
      toast({
        title: t('booking.own.series.failed'),
        description: describeRequestFailure(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <li className="lz-student-own__series">
      <p>
        <strong>{when}</strong>
      </p>
      <p className="lz-student-muted">{t(`booking.own.series.status.${series.status}`)}</p>
      {series.creditsShort && series.nextUnbooked && (
        <Alert
          type="warning"
          title={t('booking.own.series.short.title')}
          description={t('booking.own.series.short.text', { time: formatLessonTime(series.nextUnbooked) })}
          action={<LinkButton to="/packages">{t('booking.own.series.short.buy')}</LinkButton>}
        />
      )}
      <div className="lz-student-own__actions">
        {series.status === 'active' && (
          <Button
            size="small"
            aria-label={t('booking.own.series.pause.label', { when })}
            disabled={busy}
            onClick={() => act('pause')}
          >
            {t('booking.own.series.pause.button')}
          </Button>
        )}
        {series.status === 'paused' && (
          <Button
            size="small"
            aria-label={t('booking.own.series.resume.label', { when })}
            disabled={busy}
            onClick={() => act('resume')}
          >
            {t('booking.own.series.resume.button')}
          </Button>
        )}
        <ConfirmButton
          title={t('booking.own.series.end.question')}
          description={t('booking.own.series.end.description', { hours: FREE_CANCELLATION_HOURS })}
          okText={t('booking.own.series.end.yes')}
          cancelText={t('booking.own.confirm.back')}
          onConfirm={() => act('end')}
          danger
          size="small"
          aria-label={t('booking.own.series.end.label', { when })}
          disabled={busy}
        >
          {t('booking.own.series.end.button')}
        </ConfirmButton>
      </div>
    </li>
  );
}

/**
 * The student's weekly lessons (issue 44): each repeats at the same time on the teacher's clock,
 * booked as credits allow; a warning when the next one lacks a credit. Nothing when there are none.
 */
export function MySeries() {
  const { t } = useTexts(STUDENT_TEXTS);
  const titleId = useId();
  const { data } = useGetMySeriesQuery();
  const series = data?.series ?? [];
  if (series.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="lz-student-own">
      <OwnCalendarStyles />
      <h2 id={titleId}>{t('booking.own.series.title')}</h2>
      <ul className="lz-student-own__series-list">
        {series.map((one) => (
          <SeriesItem key={one.id} series={one} />
        ))}
      </ul>
    </section>
  );
}
