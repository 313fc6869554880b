import type { ExposedProps } from '@lezioni/contracts';
import { ComingSoon } from '../components/coming-soon';

/** './BookLessonPage': target of the expiring-credit notification (spec §2). */
export function BookLessonPage(_props: ExposedProps<'student', 'BookLessonPage'>) {
  return <ComingSoon title="Book a Lesson with Your Credits" />;
}
