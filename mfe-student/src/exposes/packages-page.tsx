import type { ExposedProps } from '@lezioni/contracts';
import { ComingSoon } from '../components/coming-soon';

/** './PackagesPage': target of the pricing buttons when signed in (spec §2). */
export function PackagesPage(_props: ExposedProps<'student', 'PackagesPage'>) {
  return <ComingSoon title="Lesson Packages" />;
}
