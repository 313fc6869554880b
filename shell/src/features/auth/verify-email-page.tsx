import { useEffect, useRef } from 'react';
import { Link, useContractTexts, useTexts } from '@lezioni/web-kit';
import { SHELL_TEXTS } from '../../texts';
import { useVerifyEmailMutation } from './auth-api';
import { verifyEmailFailureText } from './auth-messages';
import { AuthCard } from './form-fields';
import { useLinkToken } from './link-token';

function ToDashboard() {
  const { t } = useTexts(SHELL_TEXTS);
  return (
    <Link to="/student-dashboard" className="shell-btn shell-btn-primary shell-btn-block">
      {t('auth.verify.toDashboard')}
    </Link>
  );
}

/**
 * Where the confirmation mail's link lands (`/verify-email#token=…`): the token is sent at once,
 * signed in or not (the link may be opened on another device), and only once per page load.
 */
export function VerifyEmailPage() {
  const { t } = useTexts(SHELL_TEXTS);
  const { ui, server } = useContractTexts();
  const token = useLinkToken();
  const [verifyEmail, { isSuccess, isError, error }] = useVerifyEmailMutation();
  // Effects run twice in development (StrictMode): a second send would find the link spent.
  const hasSent = useRef(false);
  useEffect(() => {
    if (!token || hasSent.current) return;
    hasSent.current = true;
    void verifyEmail({ token });
  }, [token, verifyEmail]);

  if (!token) {
    return (
      <AuthCard title={t('auth.verify.invalidTitle')}>
        <p>{ui.verifyNoToken}</p>
        <ToDashboard />
      </AuthCard>
    );
  }
  if (isSuccess) {
    return (
      <AuthCard title={t('auth.verify.confirmedTitle')}>
        <p role="status">
          {server.emailVerified} {t('auth.verify.lessonsShown')}
        </p>
        <ToDashboard />
      </AuthCard>
    );
  }
  if (isError) {
    return (
      <AuthCard title={t('auth.verify.failedTitle')}>
        <p role="alert">{verifyEmailFailureText(error)}</p>
        <ToDashboard />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.verify.confirmingTitle')}>
      <p role="status">{t('auth.verify.confirming')}</p>
    </AuthCard>
  );
}
