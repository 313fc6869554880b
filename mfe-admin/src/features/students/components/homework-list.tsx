import type { HomeworkItem } from '@lezioni/contracts';
import { Badge, formatDay, formatFileSize, useTexts } from '@lezioni/web-kit';
import { ADMIN_TEXTS } from '../../../texts';
import { formatDateTime } from '../../../utils/format';

/** The homework of shared notes, newest lesson first, and whether the student marked it done. */
export function HomeworkList({ homework }: { homework: HomeworkItem[] }) {
  const { t } = useTexts(ADMIN_TEXTS);
  if (homework.length === 0) return <p className="lz-admin-empty">{t('student.homework.none')}</p>;
  return (
    <ul className="lz-admin-homework">
      {homework.map((item) => (
        <li key={item.lessonId}>
          {item.text}{' '}
          <span className="lz-admin-secondary">
            {item.dueDate
              ? t('student.homework.lessonOfDue', {
                  date: formatDateTime(item.lessonStartsAt),
                  due: formatDay(item.dueDate),
                })
              : t('student.homework.lessonOf', { date: formatDateTime(item.lessonStartsAt) })}
          </span>{' '}
          {item.attachment && (
            <>
              <a href={item.attachment.url} download={item.attachment.name}>
                {item.attachment.name}
              </a>{' '}
              <span className="lz-admin-secondary">({formatFileSize(item.attachment.size)})</span>{' '}
            </>
          )}
          <Badge status={item.doneAt ? 'success' : 'default'} variant="outlined">
            {item.doneAt ? t('student.homework.done') : t('student.homework.notDone')}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
