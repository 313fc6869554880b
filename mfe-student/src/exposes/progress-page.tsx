import type { ExposedProps } from '@lezioni/contracts';
import { PageFrame } from '../components/page-frame';
import { ProgressView } from '../features/progress/components/progress-view';

/** './ProgressPage': lessons, levels, streak and vocabulary (issue 26). */
export function ProgressPage(_props: ExposedProps<'student', 'ProgressPage'>) {
  return (
    <PageFrame>
      <ProgressView />
    </PageFrame>
  );
}
