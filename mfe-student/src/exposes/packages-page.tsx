import type { ExposedProps } from '@lezioni/contracts';
import { PageFrame } from '../components/page-frame';
import { PackagesView } from '../features/packages/components/packages-view';

/** './PackagesPage': target of the pricing buttons when signed in (spec §2). */
export function PackagesPage({ user, config }: ExposedProps<'student', 'PackagesPage'>) {
  return (
    <PageFrame width="wide">
      <PackagesView user={user} config={config} />
    </PageFrame>
  );
}
