import type { ExposedProps } from '@lezioni/contracts';
import { PageFrame } from '../components/page-frame';
import { StudentsOnly } from '../components/students-only';
import { ProgressView } from '../features/progress/components/progress-view';

/** './ProgressPage': lessons, levels, streak and vocabulary (issue 26). */
export function ProgressPage({ user }: ExposedProps<'student', 'ProgressPage'>) {
  return (
    <PageFrame>
      <StudentsOnly user={user}>
        <ProgressView />
      </StudentsOnly>
    </PageFrame>
  );
}
