import { useEffect, useRef } from 'react';
import { Link } from '@lezioni/web-kit';
import { SERVER_MESSAGES, UI_MESSAGES } from '@lezioni/contracts/values';
import { useVerifyEmailMutation } from './auth-api';
import { verifyEmailFailureText } from './auth-messages';
import { AuthCard } from './form-fields';
import { useLinkToken } from './link-token';

const toDashboard = (
  <Link to="/student-dashboard" className="shell-btn shell-btn-primary shell-btn-block">
    Go to Your Dashboard
  </Link>
);

/**
 * Where the confirmation mail's link lands (`/verify-email#token=…`): the token is sent at once,
 * signed in or not (the link may be opened on another device), and only once per page load.
 */
export function VerifyEmailPage() {
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
      <AuthCard title="Invalid Confirmation Link">
        <p>{UI_MESSAGES.verifyNoToken}</p>
        {toDashboard}
      </AuthCard>
    );
  }
  if (isSuccess) {
    return (
      <AuthCard title="Email Address Confirmed">
        <p role="status">{SERVER_MESSAGES.emailVerified} The lessons you book with it now appear on your dashboard.</p>
        {toDashboard}
      </AuthCard>
    );
  }
  if (isError) {
    return (
      <AuthCard title="Confirmation Failed">
        <p role="alert">{verifyEmailFailureText(error)}</p>
        {toDashboard}
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Confirming Your Email Address">
      <p role="status">Confirming your email address...</p>
    </AuthCard>
  );
}
