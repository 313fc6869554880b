import { useState } from 'react';
import { Link } from '@lezioni/web-kit';
import { ForgotPasswordRequestSchema } from '@lezioni/contracts';
import { UI_MESSAGES } from '@lezioni/contracts/values';
import { useForgotPasswordMutation } from './auth-api';
import { forgotPasswordFailureText, toastFailure } from './auth-messages';
import { useSchemaForm } from './use-schema-form';
import { AuthCard, EmailField, SubmitButton } from './form-fields';

export function ForgotPasswordPage() {
  const [forgotPassword] = useForgotPasswordMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm(ForgotPasswordRequestSchema, { email: '' });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await forgotPassword({ email }).unwrap();
      setSentTo(email);
    } catch (error) {
      toastFailure(UI_MESSAGES.forgotErrorTitle, forgotPasswordFailureText(error));
    }
  });

  if (sentTo) {
    return (
      <AuthCard title="Check Your Email" footer={<Link to="/login">Back to Login</Link>}>
        <p>
          We&apos;ve sent a password reset link to <strong>{sentTo}</strong>.
        </p>
        <p className="shell-muted">
          Didn&apos;t receive it? Check your spam or junk folder, or try again in a few minutes.
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot Password?"
      subtitle="Enter your email and we'll send you a link to reset your password."
      footer={<Link to="/login">Back to Login</Link>}
    >
      <form className="shell-form" onSubmit={onSubmit} noValidate>
        <EmailField registration={register('email')} error={errors.email?.message} />
        <SubmitButton isSubmitting={isSubmitting} label="Send Reset Link" busyLabel="Sending..." />
      </form>
    </AuthCard>
  );
}
