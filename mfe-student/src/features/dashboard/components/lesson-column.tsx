import { useId } from 'react';
import { Card } from 'antd';
import type { StudentBooking } from '@lezioni/contracts';

const formatDate = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

export function LessonColumn({
  title,
  lessons,
  emptyText,
}: {
  title: string;
  lessons: StudentBooking[];
  emptyText: string;
}) {
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
        <p style={{ margin: 0, color: '#55606a' }}>{emptyText}</p>
      ) : (
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {lessons.map((lesson) => (
            <li key={lesson.id}>
              <time dateTime={lesson.scheduledAt}>{formatDate(lesson.scheduledAt)}</time>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
