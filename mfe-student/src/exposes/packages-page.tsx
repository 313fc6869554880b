import type { SignedInPageProps } from '@lezioni/contracts';
import { ComingSoon } from '../components/coming-soon';

/** './PackagesPage': target of the pricing buttons when signed in (spec §2). */
export function PackagesPage(_props: SignedInPageProps) {
  return <ComingSoon title="Lesson Packages" />;
}
