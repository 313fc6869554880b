import type { ExposedProps } from '@lezioni/contracts';
import { PageFrame } from '../components/page-frame';
import { StudentsOnly } from '../components/students-only';
import { ReviewView } from '../features/review/components/review-view';

/** './ReviewPage': the words of the lesson notes, reviewed by spaced repetition (issue 45). */
export function ReviewPage({ user }: ExposedProps<'student', 'ReviewPage'>) {
  return (
    <PageFrame width="narrow">
      <StudentsOnly user={user}>
        <ReviewView />
      </StudentsOnly>
    </PageFrame>
  );
}
