import { useEffect, useState } from 'react';
import { Link, useContractTexts, useNavigate, useTexts } from '@lezioni/web-kit';
import { POST_RESET_REDIRECT_MS } from '@lezioni/contracts/values';
import { SHELL_TEXTS } from '../../texts';
import { useResetPasswordMutation } from './auth-api';
import { resetPasswordFailureText, toastFailure } from './auth-messages';
import { useSchemaForm } from '@lezioni/web-kit/forms';
import { AuthCard, PasswordField, SubmitButton } from './form-fields';
import { useLinkToken } from './link-token';

function ResetComplete() {
  const { t } = useTexts(SHELL_TEXTS);
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/login'), POST_RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <AuthCard title={t('auth.reset.doneTitle')}>
      <p role="status">{t('auth.reset.done', { seconds: POST_RESET_REDIRECT_MS / 1000 })}</p>
      <Link to="/login" className="shell-btn shell-btn-primary shell-btn-block">
        {t('auth.reset.toLogin')}
      </Link>
    </AuthCard>
  );
}

function ResetForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTexts(SHELL_TEXTS);
  const { ui } = useContractTexts();
  const [resetPassword] = useResetPasswordMutation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm('ResetPasswordFormSchema', { newPassword: '', confirmPassword: '' });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    try {
      await resetPassword({ token, newPassword }).unwrap();
      onDone();
    } catch (error) {
      toastFailure(ui.resetFailedTitle, resetPasswordFailureText(error));
    }
  });

  return (
    <AuthCard
      title={t('auth.reset.title')}
      subtitle={t('auth.reset.subtitle')}
      footer={<Link to="/login">{t('auth.backToLogin')}</Link>}
    >
      <form className="shell-form" onSubmit={onSubmit} noValidate>
        <PasswordField
          label={t('auth.reset.newPassword')}
          autoComplete="new-password"
          registration={register('newPassword')}
          error={errors.newPassword?.message}
        />
        <PasswordField
          label={t('auth.reset.confirmPassword')}
          autoComplete="new-password"
          registration={register('confirmPassword')}
          error={errors.confirmPassword?.message}
        />
        <SubmitButton
          isSubmitting={isSubmitting}
          label={t('auth.reset.submit')}
          busyLabel={t('auth.reset.submitting')}
        />
      </form>
    </AuthCard>
  );
}

export function ResetPasswordPage() {
  const { t } = useTexts(SHELL_TEXTS);
  const token = useLinkToken();
  const [isDone, setIsDone] = useState(false);

  if (isDone) return <ResetComplete />;
  if (!token) {
    return (
      <AuthCard title={t('auth.reset.invalidTitle')}>
        <p>{t('auth.reset.invalid')}</p>
        <Link to="/forgot-password" className="shell-btn shell-btn-primary shell-btn-block">
          {t('auth.reset.requestNew')}
        </Link>
      </AuthCard>
    );
  }
  return <ResetForm token={token} onDone={() => setIsDone(true)} />;
}
