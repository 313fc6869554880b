import type { ReactNode } from 'react';
import type { User } from '@lezioni/contracts';
import { UI_MESSAGES } from '@lezioni/contracts/values';
import { useSession, Link } from '@lezioni/web-kit';
import { LoadingState } from '../components/loading-state';

type RequireLoginProps = {
  /** What a signed-out visitor reads, e.g. 'Please log in to access chat' (spec §2). */
  title: string;
  buttonText?: string;
  loadingText?: string;
  children: (user: User) => ReactNode;
};

/** Renders `children` for a signed-in user, otherwise the page's sign-in prompt. */
export function RequireLogin({
  title,
  buttonText = 'Log In',
  loadingText = 'Loading...',
  children,
}: RequireLoginProps) {
  const { user, isLoading } = useSession();
  if (isLoading) return <LoadingState label={loadingText} />;
  if (!user) {
    return (
      <div className="shell-center">
        <h1>{title}</h1>
        <Link className="shell-btn shell-btn-primary" to="/login">
          {buttonText}
        </Link>
      </div>
    );
  }
  return children(user);
}

/** Renders `children` for the admin only; anyone else reads the access-denied text (spec §2). */
export function RequireAdmin({ children }: { children: (user: User) => ReactNode }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <LoadingState label="Loading..." />;
  if (user?.role !== 'admin') {
    return (
      <div className="shell-center">
        <h1>{UI_MESSAGES.adminAccessDenied}</h1>
        <Link className="shell-btn shell-btn-primary" to="/">
          Go Home
        </Link>
      </div>
    );
  }
  return children(user);
}
