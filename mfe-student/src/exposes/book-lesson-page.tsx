import type { ExposedProps } from '@lezioni/contracts';
import { useTexts } from '@lezioni/web-kit';
import { PageFrame } from '../components/page-frame';
import { BookLessonView } from '../features/book-lesson/components/book-lesson-view';
import { STUDENT_TEXTS } from '../texts';

/** './BookLessonPage': target of the expiring-credit notification (spec §2). */
export function BookLessonPage({ user }: ExposedProps<'student', 'BookLessonPage'>) {
  const { t } = useTexts(STUDENT_TEXTS);
  return (
    <PageFrame>
      <h1>{t('bookLesson.title')}</h1>
      <BookLessonView user={user} />
    </PageFrame>
  );
}
