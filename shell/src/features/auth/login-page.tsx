import { useState } from 'react';
import { POST_LOGIN_REDIRECT_MS, REMEMBER_ME_DAYS, dashboardPathFor } from '@lezioni/contracts/values';
import { toast, Link, Trans, useContractTexts, useNavigate, useTexts } from '@lezioni/web-kit';
import { SHELL_TEXTS } from '../../texts';
import { useLoginMutation } from './auth-api';
import { requestMessageOr, toastFailure } from './auth-messages';
import { useSchemaForm } from '@lezioni/web-kit/forms';
import { AuthCard, EmailField, PasswordField, SubmitButton } from './form-fields';
import { readRememberedEmail, saveRememberedEmail } from './remembered-email';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function LoginPage() {
  const { t } = useTexts(SHELL_TEXTS);
  const { ui } = useContractTexts();
  const navigate = useNavigate();
  const [login] = useLoginMutation();
  const [rememberedEmail] = useState(readRememberedEmail);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm('LoginRequestSchema', {
    email: rememberedEmail ?? '',
    password: '',
    rememberMe: Boolean(rememberedEmail),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const user = await login(values).unwrap();
      saveRememberedEmail(values.rememberMe ? values.email : null);
      toast({ title: ui.loginSuccessTitle, description: ui.loginSuccessDescription });
      // The pause lets the success toast be read before the page changes (spec §4).
      await pause(POST_LOGIN_REDIRECT_MS);
      navigate(dashboardPathFor(user.role));
    } catch (error) {
      toastFailure(ui.loginFailedTitle, requestMessageOr(error, ui.loginFailedFallback));
    }
  });

  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={<Trans t={t} i18nKey="auth.login.noAccount" components={{ register: <Link to="/register" /> }} />}
    >
      <form className="shell-form" onSubmit={onSubmit} noValidate>
        <EmailField registration={register('email')} error={errors.email?.message} />
        <PasswordField
          label={t('auth.fields.password')}
          autoComplete="current-password"
          registration={register('password')}
          error={errors.password?.message}
        />
        <div className="shell-row">
          <label className="shell-check">
            <input type="checkbox" {...register('rememberMe')} />
            <span>{t('auth.login.rememberMe', { days: REMEMBER_ME_DAYS })}</span>
          </label>
          <Link to="/forgot-password">{t('auth.login.forgotPassword')}</Link>
        </div>
        <SubmitButton
          isSubmitting={isSubmitting}
          label={t('auth.login.submit')}
          busyLabel={t('auth.login.submitting')}
        />
      </form>
    </AuthCard>
  );
}
