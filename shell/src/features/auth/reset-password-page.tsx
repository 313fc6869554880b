import { useEffect, useState } from 'react';
import { Link, useNavigate } from '@lezioni/web-kit';
import { ResetPasswordFormSchema } from '@lezioni/contracts';
import { POST_RESET_REDIRECT_MS, UI_MESSAGES } from '@lezioni/contracts/values';
import { useResetPasswordMutation } from './auth-api';
import { resetPasswordFailureText, toastFailure } from './auth-messages';
import { useSchemaForm } from './use-schema-form';
import { AuthCard, PasswordField, SubmitButton } from './form-fields';
import { useLinkToken } from './link-token';

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

export function ResetPasswordPage() {
  const token = useLinkToken();
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
