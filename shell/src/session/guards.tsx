import type { ReactNode } from 'react';
import type { User } from '@lezioni/contracts';
import { useContractTexts, useSession, useTexts, Link } from '@lezioni/web-kit';
import { LoadingState } from '../components/loading-state';
import { SHELL_TEXTS } from '../texts';

/** The pages behind a sign-in, by the key of their prompt in the shell's texts (`guards.prompts`). */
export type GuardedPage = 'book' | 'packages' | 'progress' | 'materials' | 'review' | 'chat' | 'lesson';

type RequireLoginProps = {
  /** Whose prompt a signed-out visitor reads, e.g. chat's 'Please log in to access chat' (spec §2). */
  page: GuardedPage;
  children: (user: User) => ReactNode;
};

/** Renders `children` for a signed-in user, otherwise the page's sign-in prompt. */
export function RequireLogin({ page, children }: RequireLoginProps) {
  const { user, isLoading } = useSession();
  const { t } = useTexts(SHELL_TEXTS);
  if (isLoading) return <LoadingState label={t('guards.loading')} />;
  if (!user) {
    return (
      <div className="shell-center">
        <h1>{t(`guards.prompts.${page}`)}</h1>
        <Link className="shell-btn shell-btn-primary" to="/login">
          {page === 'book' ? t('guards.logInToContinue') : t('guards.logIn')}
        </Link>
      </div>
    );
  }
  return children(user);
}

/** Renders `children` for the admin only; anyone else reads the access-denied text (spec §2). */
export function RequireAdmin({ children }: { children: (user: User) => ReactNode }) {
  const { user, isLoading } = useSession();
  const { t } = useTexts(SHELL_TEXTS);
  const { ui } = useContractTexts();
  if (isLoading) return <LoadingState label={t('guards.loading')} />;
  if (user?.role !== 'admin') {
    return (
      <div className="shell-center">
        <h1>{ui.adminAccessDenied}</h1>
        <Link className="shell-btn shell-btn-primary" to="/">
          {t('guards.goHome')}
        </Link>
      </div>
    );
  }
  return children(user);
}
