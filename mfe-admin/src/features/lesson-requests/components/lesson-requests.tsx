import { useId } from 'react';
import type { AdminLessonRequest } from '@lezioni/contracts';
import {
  Alert,
  Button,
  ConfirmButton,
  describeRequestFailure,
  formatLessonTime,
  toast,
  useTexts,
} from '@lezioni/web-kit';
import { AdminStyles } from '../../../components/admin-styles';
import { ADMIN_TEXTS } from '../../../texts';
import { useApproveLessonRequestMutation, useDeclineLessonRequestMutation, type LessonRequestsQuery } from '../api';
import { LessonRequestsStyles } from '../lesson-requests-styles';

/** Approve makes it a scheduled lesson; decline, asked first, gives the student's credit back. */
function RequestActions({ request, time }: { request: AdminLessonRequest; time: string }) {
  const { t } = useTexts(ADMIN_TEXTS);
  const [approve, approval] = useApproveLessonRequestMutation();
  const [decline, declining] = useDeclineLessonRequestMutation();
  const name = request.student.name;

  // Each failure is told in a toast with the server's text (a 409: answered meanwhile, or it lapsed).
  const onApprove = async () => {
    try {
      await approve(request.id).unwrap();
      toast({ title: t('lessonRequests.approve.done'), description: t('lessonRequests.approve.mailed', { name }) });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('lessonRequests.approve.failed'),
        description: describeRequestFailure(error),
      });
    }
  };
  const onDecline = async () => {
    try {
      await decline(request.id).unwrap();
      toast({ title: t('lessonRequests.decline.done'), description: t('lessonRequests.decline.creditBack', { name }) });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('lessonRequests.decline.failed'),
        description: describeRequestFailure(error),
      });
    }
  };

  return (
    <div className="lz-admin-actions">
      <Button
        variant="primary"
        size="small"
        aria-label={t('lessonRequests.approve.label', { name, time })}
        loading={approval.isLoading}
        disabled={declining.isLoading}
        onClick={onApprove}
      >
        {t('lessonRequests.approve.button')}
      </Button>
      <ConfirmButton
        title={t('lessonRequests.decline.question', { name })}
        description={t('lessonRequests.decline.description')}
        okText={t('lessonRequests.decline.yes')}
        cancelText={t('common.notYet')}
        onConfirm={onDecline}
        danger
        size="small"
        aria-label={t('lessonRequests.decline.label', { name, time })}
        loading={declining.isLoading}
        disabled={approval.isLoading}
      >
        {t('lessonRequests.decline.button')}
      </ConfirmButton>
    </div>
  );
}

function RequestItem({ request }: { request: AdminLessonRequest }) {
  const { t } = useTexts(ADMIN_TEXTS);
  const time = formatLessonTime(request.startsAt);
  return (
    <li className="lz-admin-item">
      <div className="lz-admin-request__who">
        <span className="lz-admin-request__name">{request.student.name}</span>
        <span className="lz-admin-request__email">{request.student.email}</span>
      </div>
      <p className="lz-admin-request__when">
        <time dateTime={request.startsAt}>{time}</time>
        {', '}
        {t('bookings.duration', { minutes: request.durationMinutes })}
      </p>
      {request.movingFrom && (
        <p className="lz-admin-request__deadline">
          {t('lessonRequests.movingFrom', { time: formatLessonTime(request.movingFrom) })}
        </p>
      )}
      <p className="lz-admin-request__deadline">
        {t('lessonRequests.answerBy', { time: formatLessonTime(request.expiresAt) })}
      </p>
      <RequestActions request={request} time={time} />
    </li>
  );
}

/**
 * The lesson requests awaiting the teacher's answer (issue 44), above the Bookings tab's table:
 * nothing when there are none. The query is the dashboard's (it counts them on the tab), handed
 * over rather than subscribed to here: a new subscriber would refetch a failed call as it mounts.
 */
export function LessonRequests({ requests }: { requests: LessonRequestsQuery }) {
  const { t } = useTexts(ADMIN_TEXTS);
  const headingId = useId();
  if (requests.isError) {
    // A warning rather than an alert: the bookings below still stand, and Retry asks again.
    return (
      <Alert
        type="warning"
        title={t('lessonRequests.loadFailed')}
        description={describeRequestFailure(requests.error)}
        action={
          <Button size="small" onClick={() => requests.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  const pending = requests.data?.requests ?? [];
  if (pending.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="lz-admin-requests">
      <AdminStyles />
      <LessonRequestsStyles />
      <h3 id={headingId}>{t('lessonRequests.title')}</h3>
      <p className="lz-admin-requests__intro">{t('lessonRequests.intro')}</p>
      <ul className="lz-admin-plain-list">
        {pending.map((request) => (
          <RequestItem key={request.id} request={request} />
        ))}
      </ul>
    </section>
  );
}
