import { useId } from 'react';
import type { AdminLessonSeries } from '@lezioni/contracts';
import { Button, ConfirmButton, describeRequestFailure, formatWeekly, toast, useTexts } from '@lezioni/web-kit';
import { AdminStyles } from '../../../components/admin-styles';
import { ADMIN_TEXTS } from '../../../texts';
import { useAnswerLessonSeriesMutation, type LessonSeriesQuery } from '../api';
import { LessonRequestsStyles } from '../lesson-requests-styles';

/**
 * A series awaiting her answer: approve books its weeks as the student's credits allow; decline,
 * asked first, gives the first lesson's credit back. A running one: end, asked first.
 */
function SeriesItem({ series }: { series: AdminLessonSeries }) {
  const { t } = useTexts(ADMIN_TEXTS);
  const [answer, answering] = useAnswerLessonSeriesMutation();
  const name = series.student.name;
  const { weekday, time } = formatWeekly(series.firstStartsAt, series.timeZone);
  const when = t('lessonSeries.every', { weekday, time, minutes: series.durationMinutes });

  const onAnswer = async (verdict: 'approve' | 'decline' | 'end') => {
    try {
      await answer({ id: series.id, answer: verdict }).unwrap();
      toast({ title: t(`lessonSeries.${verdict}.done`), description: t(`lessonSeries.${verdict}.mailed`, { name }) });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t(`lessonSeries.${verdict}.failed`),
        description: describeRequestFailure(error),
      });
    }
  };

  return (
    <li className="lz-admin-item">
      <div className="lz-admin-request__who">
        <span className="lz-admin-request__name">{name}</span>
        <span className="lz-admin-request__email">{series.student.email}</span>
      </div>
      <p className="lz-admin-request__when">{when}</p>
      {series.status !== 'pending' && (
        <p className="lz-admin-request__deadline">{t(`lessonSeries.status.${series.status}`)}</p>
      )}
      {series.status === 'pending' ? (
        <div className="lz-admin-actions">
          <Button
            variant="primary"
            size="small"
            aria-label={t('lessonSeries.approve.label', { name, when })}
            loading={answering.isLoading && answering.originalArgs?.answer === 'approve'}
            disabled={answering.isLoading}
            onClick={() => onAnswer('approve')}
          >
            {t('lessonRequests.approve.button')}
          </Button>
          <ConfirmButton
            title={t('lessonSeries.decline.question', { name })}
            description={t('lessonSeries.decline.description')}
            okText={t('lessonRequests.decline.yes')}
            cancelText={t('common.notYet')}
            onConfirm={() => onAnswer('decline')}
            danger
            size="small"
            aria-label={t('lessonSeries.decline.label', { name, when })}
            disabled={answering.isLoading}
          >
            {t('lessonRequests.decline.button')}
          </ConfirmButton>
        </div>
      ) : (
        <div className="lz-admin-actions">
          <ConfirmButton
            title={t('lessonSeries.end.question', { name })}
            description={t('lessonSeries.end.description')}
            okText={t('lessonSeries.end.yes')}
            cancelText={t('common.notYet')}
            onConfirm={() => onAnswer('end')}
            danger
            size="small"
            aria-label={t('lessonSeries.end.label', { name, when })}
            disabled={answering.isLoading}
          >
            {t('lessonSeries.end.button')}
          </ConfirmButton>
        </div>
      )}
    </li>
  );
}

/** One list of series under its heading. */
function SeriesSection({ title, intro, series }: { title: string; intro?: string; series: AdminLessonSeries[] }) {
  const headingId = useId();
  if (series.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="lz-admin-requests">
      <AdminStyles />
      <LessonRequestsStyles />
      <h3 id={headingId}>{title}</h3>
      {intro && <p className="lz-admin-requests__intro">{intro}</p>}
      <ul className="lz-admin-plain-list">
        {series.map((one) => (
          <SeriesItem key={one.id} series={one} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The weekly series (issue 44) beside the lesson requests on the Bookings tab: those awaiting the
 * teacher's answer, then those running, which she may end. Nothing when there are none (or their
 * call failed: the requests above say so). The query is the dashboard's, handed over as the
 * requests' is.
 */
export function LessonSeriesLists({ series }: { series: LessonSeriesQuery }) {
  const { t } = useTexts(ADMIN_TEXTS);
  const all = series.data?.series ?? [];
  return (
    <>
      <SeriesSection
        title={t('lessonSeries.title')}
        intro={t('lessonSeries.intro')}
        series={all.filter((one) => one.status === 'pending')}
      />
      <SeriesSection title={t('lessonSeries.running')} series={all.filter((one) => one.status !== 'pending')} />
    </>
  );
}
