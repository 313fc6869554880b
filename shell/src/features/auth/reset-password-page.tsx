import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { POST_RESET_REDIRECT_MS, ResetPasswordFormSchema, UI_MESSAGES } from '@lezioni/contracts';
import { useResetPasswordMutation } from './auth-api';
import { resetPasswordFailureText, toastFailure } from './auth-messages';
import { useSchemaForm } from './use-schema-form';
import { AuthCard, PasswordField, SubmitButton } from './form-fields';

function ResetComplete() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/login'), POST_RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <AuthCard title="Password Reset Complete">
      <p role="status">
        Your password has been reset. You will be taken to the login page in {POST_RESET_REDIRECT_MS / 1000} seconds.
      </p>
      <Link to="/login" className="shell-btn shell-btn-primary shell-btn-block">
        Go to Login Now
      </Link>
    </AuthCard>
  );
}

function ResetForm({ token, onDone }: { token: string; onDone: () => void }) {
  const [resetPassword] = useResetPasswordMutation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm(ResetPasswordFormSchema, { newPassword: '', confirmPassword: '' });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    try {
      await resetPassword({ token, newPassword }).unwrap();
      onDone();
    } catch (error) {
      toastFailure(UI_MESSAGES.resetFailedTitle, resetPasswordFailureText(error));
    }
  });

  return (
    <AuthCard
      title="Set a New Password"
      subtitle="Choose a new password for your account."
      footer={<Link to="/login">Back to Login</Link>}
    >
      <form className="shell-form" onSubmit={onSubmit} noValidate>
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          registration={register('newPassword')}
          error={errors.newPassword?.message}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          registration={register('confirmPassword')}
          error={errors.confirmPassword?.message}
        />
        <SubmitButton isSubmitting={isSubmitting} label="Reset Password" busyLabel="Resetting..." />
      </form>
    </AuthCard>
  );
}

/**
 * The link's token, read once: from the fragment (`#token=`), which browsers never send to a server,
 * or from the query of links mailed before it moved there. It is then dropped from the address bar
 * and the history entry, so it is not shared with the page, bookmarked or left in the history.
 */
function useResetToken(): string | null {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [token] = useState(
    () => new URLSearchParams(hash.slice(1)).get('token') ?? new URLSearchParams(search).get('token'),
  );
  useEffect(() => {
    if (search || hash) void navigate(pathname, { replace: true });
  }, [navigate, pathname, search, hash]);
  return token;
}

export function ResetPasswordPage() {
  const token = useResetToken();
  const [isDone, setIsDone] = useState(false);

  if (isDone) return <ResetComplete />;
  if (!token) {
    return (
      <AuthCard title="Invalid Reset Link">
        <p>This password reset link is missing its token. Please request a new link.</p>
        <Link to="/forgot-password" className="shell-btn shell-btn-primary shell-btn-block">
          Request a New Link
        </Link>
      </AuthCard>
    );
  }
  return <ResetForm token={token} onDone={() => setIsDone(true)} />;
}
