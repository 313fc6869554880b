import type { ExposedProps } from '@lezioni/contracts';
import { PageFrame } from '../components/page-frame';
import { BookLessonView } from '../features/book-lesson/components/book-lesson-view';

/** './BookLessonPage': target of the expiring-credit notification (spec §2). */
export function BookLessonPage({ user }: ExposedProps<'student', 'BookLessonPage'>) {
  return (
    <PageFrame>
      <h1 style={{ marginTop: 0 }}>Book a Lesson with Your Credits</h1>
      <BookLessonView user={user} />
    </PageFrame>
  );
}
