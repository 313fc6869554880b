import { useState } from 'react';
import { LoginRequestSchema } from '@lezioni/contracts';
import { POST_LOGIN_REDIRECT_MS, REMEMBER_ME_DAYS, UI_MESSAGES, dashboardPathFor } from '@lezioni/contracts/values';
import { toast, Link, useNavigate } from '@lezioni/web-kit';
import { useLoginMutation } from './auth-api';
import { requestMessageOr, toastFailure } from './auth-messages';
import { useSchemaForm } from './use-schema-form';
import { AuthCard, EmailField, PasswordField, SubmitButton } from './form-fields';
import { readRememberedEmail, saveRememberedEmail } from './remembered-email';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function LoginPage() {
  const navigate = useNavigate();
  const [login] = useLoginMutation();
  const [rememberedEmail] = useState(readRememberedEmail);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm(LoginRequestSchema, {
    email: rememberedEmail ?? '',
    password: '',
    rememberMe: Boolean(rememberedEmail),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const user = await login(values).unwrap();
      saveRememberedEmail(values.rememberMe ? values.email : null);
      toast({ title: UI_MESSAGES.loginSuccessTitle, description: UI_MESSAGES.loginSuccessDescription });
      // The pause lets the success toast be read before the page changes (spec §4).
      await pause(POST_LOGIN_REDIRECT_MS);
      navigate(dashboardPathFor(user.role));
    } catch (error) {
      toastFailure(UI_MESSAGES.loginFailedTitle, requestMessageOr(error, UI_MESSAGES.loginFailedFallback));
    }
  });

  return (
    <AuthCard
      title="Welcome Back"
      subtitle="Sign in to your Italian learning account"
      footer={
        <>
          Don&apos;t have an account? <Link to="/register">Create one here</Link>
        </>
      }
    >
      <form className="shell-form" onSubmit={onSubmit} noValidate>
        <EmailField registration={register('email')} error={errors.email?.message} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          registration={register('password')}
          error={errors.password?.message}
        />
        <div className="shell-row">
          <label className="shell-check">
            <input type="checkbox" {...register('rememberMe')} />
            <span>Remember me for {REMEMBER_ME_DAYS} days</span>
          </label>
          <Link to="/forgot-password">Forgot password?</Link>
        </div>
        <SubmitButton isSubmitting={isSubmitting} label="Sign In" busyLabel="Signing in..." />
      </form>
    </AuthCard>
  );
}
