import { useState } from 'react';
import { Link, Trans, useContractTexts, useTexts } from '@lezioni/web-kit';
import { SHELL_TEXTS } from '../../texts';
import { useForgotPasswordMutation } from './auth-api';
import { forgotPasswordFailureText, toastFailure } from './auth-messages';
import { useSchemaForm } from '@lezioni/web-kit/forms';
import { AuthCard, EmailField, SubmitButton } from './form-fields';

export function ForgotPasswordPage() {
  const { t } = useTexts(SHELL_TEXTS);
  const { ui } = useContractTexts();
  const [forgotPassword] = useForgotPasswordMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm('ForgotPasswordRequestSchema', { email: '' });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await forgotPassword({ email }).unwrap();
      setSentTo(email);
    } catch (error) {
      toastFailure(ui.forgotErrorTitle, forgotPasswordFailureText(error));
    }
  });

  const backToLogin = <Link to="/login">{t('auth.backToLogin')}</Link>;
  if (sentTo) {
    return (
      <AuthCard title={t('auth.forgot.sentTitle')} footer={backToLogin}>
        <p>
          <Trans t={t} i18nKey="auth.forgot.sentTo" values={{ email: sentTo }} components={{ strong: <strong /> }} />
        </p>
        <p className="shell-muted">{t('auth.forgot.notReceived')}</p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')} footer={backToLogin}>
      <form className="shell-form" onSubmit={onSubmit} noValidate>
        <EmailField registration={register('email')} error={errors.email?.message} />
        <SubmitButton
          isSubmitting={isSubmitting}
          label={t('auth.forgot.submit')}
          busyLabel={t('auth.forgot.submitting')}
        />
      </form>
    </AuthCard>
  );
}
