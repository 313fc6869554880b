import { useId } from 'react';
import type { StudentBooking } from '@lezioni/contracts';
import { Card, JoinLesson, LinkButton, formatLessonTime, namesItsLength, useTexts } from '@lezioni/web-kit';
import { NewTabHint } from '../../../components/new-tab-hint';
import { STUDENT_TEXTS } from '../../../texts';
import { isWebAddress } from '../../../utils/web-address';
import { THEME_TOKENS } from '@lezioni/web-kit/theme';

type LessonColumnProps = {
  title: string;
  lessons: StudentBooking[];
  emptyText: string;
  /** Upcoming lessons offer the platform's room, and the scheduler's meeting link if it carries one. */
  canJoin?: boolean;
};

export function LessonColumn({ title, lessons, emptyText, canJoin = false }: LessonColumnProps) {
  const { t } = useTexts(STUDENT_TEXTS);
  const titleId = useId();
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      title={
        <h3 id={titleId} style={{ margin: 0, fontSize: 16 }}>
          {title}
        </h3>
      }
      size="small"
    >
      {lessons.length === 0 ? (
        <p style={{ margin: 0, color: THEME_TOKENS.colorTextSecondary }}>{emptyText}</p>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
          {lessons.map((lesson) => (
            <li
              key={lesson.id}
              style={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 8,
              }}
            >
              <div>
                <time dateTime={lesson.scheduledAt} style={{ fontWeight: 600 }}>
                  {formatLessonTime(lesson.scheduledAt)}
                </time>
                <div style={{ color: THEME_TOKENS.colorTextSecondary }}>
                  {namesItsLength(lesson.bookingTypeName, lesson.durationMinutes)
                    ? lesson.bookingTypeName
                    : t('dashboard.lessons.lesson', { name: lesson.bookingTypeName, minutes: lesson.durationMinutes })}
                </div>
              </div>
              {canJoin && (
                <JoinLesson
                  bookingId={lesson.id}
                  startsAt={lesson.scheduledAt}
                  durationMinutes={lesson.durationMinutes}
                />
              )}
              {canJoin && lesson.meetingUrl && isWebAddress(lesson.meetingUrl) && (
                <LinkButton size="small" href={lesson.meetingUrl} target="_blank" rel="noopener noreferrer">
                  {t('dashboard.lessons.meetingLink')}
                  <NewTabHint />
                </LinkButton>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
