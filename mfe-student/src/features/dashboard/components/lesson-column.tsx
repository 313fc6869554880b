import { useId, useRef } from 'react';
import type { StudentBooking } from '@lezioni/contracts';
import { Badge, Card, JoinLesson, LinkButton, formatLessonTime, namesItsLength, useTexts } from '@lezioni/web-kit';
import { NewTabHint } from '../../../components/new-tab-hint';
import { STUDENT_TEXTS } from '../../../texts';
import { isWebAddress } from '../../../utils/web-address';
import { CancelLesson, MoveLesson, WithdrawRequest } from './lesson-actions';

type LessonColumnProps = {
  title: string;
  lessons: StudentBooking[];
  emptyText: string;
  /**
   * Upcoming lessons offer the platform's room, the scheduler's meeting link if it carries one, and
   * moving one of her own calendar and cancelling one not begun (withdrawing one asked for).
   */
  isUpcoming?: boolean;
  /** Who approves a lesson moved to another time. */
  teacherName: string;
};

export function LessonColumn({ title, lessons, emptyText, isUpcoming = false, teacherName }: LessonColumnProps) {
  const { t } = useTexts(STUDENT_TEXTS);
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // A lesson cancelled, withdrawn or moved leaves its place in the list: focus stays in the column, on its title.
  const focusTitle = () => titleRef.current?.focus();
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      title={
        <h3 id={titleId} ref={titleRef} tabIndex={-1} className="lz-ui-card__title">
          {title}
        </h3>
      }
      size="small"
    >
      {lessons.length === 0 ? (
        <p className="lz-student-muted">{emptyText}</p>
      ) : (
        <ul className="lz-student-list">
          {lessons.map((lesson) => {
            // A request the teacher has not answered yet has no room or link to join.
            const isPending = lesson.status === 'pending';
            const time = formatLessonTime(lesson.scheduledAt);
            const kind = namesItsLength(lesson.bookingTypeName, lesson.durationMinutes)
              ? lesson.bookingTypeName
              : t('dashboard.lessons.lesson', { name: lesson.bookingTypeName, minutes: lesson.durationMinutes });
            const name = t('dashboard.lessons.named', { kind, time });
            return (
              <li key={lesson.id} className="lz-student-lesson">
                <div>
                  <time dateTime={lesson.scheduledAt} className="lz-student-lesson__time">
                    {time}
                  </time>
                  <div className="lz-student-muted">{kind}</div>
                  {isPending && <Badge status="warning">{t('dashboard.lessons.awaitingApproval')}</Badge>}
                </div>
                {isUpcoming && !isPending && (
                  <JoinLesson
                    bookingId={lesson.id}
                    startsAt={lesson.scheduledAt}
                    durationMinutes={lesson.durationMinutes}
                  />
                )}
                {isUpcoming && !isPending && lesson.meetingUrl && isWebAddress(lesson.meetingUrl) && (
                  <LinkButton size="small" href={lesson.meetingUrl} target="_blank" rel="noopener noreferrer">
                    {t('dashboard.lessons.meetingLink')}
                    <NewTabHint />
                  </LinkButton>
                )}
                {isUpcoming && isPending && <WithdrawRequest lesson={lesson} name={name} onGone={focusTitle} />}
                {isUpcoming && lesson.status === 'scheduled' && (
                  <>
                    <MoveLesson lesson={lesson} name={name} teacherName={teacherName} onGone={focusTitle} />
                    <CancelLesson lesson={lesson} name={name} onGone={focusTitle} />
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
