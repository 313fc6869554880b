import { useEffect, useState } from 'react';
import { Link, Trans, translateText, useLocation, useParams, useTexts } from '@lezioni/web-kit';
import { EXCLAMATION_ROTATE_404_MS, EXCLAMATION_ROTATE_MS } from '@lezioni/contracts/values';
import { SHELL_TEXTS } from '../../texts';
import { FORBIDDEN_STORIES, NOT_FOUND_STORIES, SERVER_ERROR_STORIES } from './error-content';
import { ItalianErrorPage } from './italian-error-page';
import { forgetStoredErrorMessage, readStoredErrorMessage } from './stored-error-message';

const reload = () => window.location.reload();

function HomeLink({ label }: { label: string }) {
  return (
    <Link to="/" className="shell-btn shell-btn-primary">
      {label}
    </Link>
  );
}

/** The 404 'Lost' page: any unknown path (spec §2). */
export function NotFoundPage() {
  const { t } = useTexts(SHELL_TEXTS);
  const { pathname } = useLocation();
  return (
    <ItalianErrorPage
      code="404"
      title={t('errors.notFound.title')}
      rotateEveryMs={EXCLAMATION_ROTATE_404_MS}
      stories={NOT_FOUND_STORIES}
      hasAnotherStoryButton
      lead={
        <p>
          <Trans
            t={t}
            i18nKey="errors.notFound.lead"
            values={{ path: pathname }}
            components={{ path: <code className="shell-missing-path" /> }}
          />
        </p>
      }
      actions={<HomeLink label={t('errors.goHomeNotFound')} />}
    />
  );
}

function ServerErrorPage() {
  const { t } = useTexts(SHELL_TEXTS);
  return (
    <ItalianErrorPage
      code="500"
      title={t('errors.serverError.title')}
      rotateEveryMs={EXCLAMATION_ROTATE_MS}
      stories={SERVER_ERROR_STORIES}
      actions={
        <>
          <button type="button" className="shell-btn" onClick={reload}>
            {t('errors.tryAgain')}
          </button>
          <HomeLink label={t('errors.goHome')} />
        </>
      }
    />
  );
}

function ForbiddenPage() {
  const { t } = useTexts(SHELL_TEXTS);
  return (
    <ItalianErrorPage
      code="403"
      title={t('errors.forbidden.title')}
      rotateEveryMs={EXCLAMATION_ROTATE_MS}
      stories={FORBIDDEN_STORIES}
      lead={<p>{t('errors.forbidden.lead')}</p>}
      actions={
        <>
          <Link to="/login" className="shell-btn">
            {t('errors.login')}
          </Link>
          <HomeLink label={t('errors.goHome')} />
        </>
      }
    />
  );
}

/**
 * The generic error page: the code as heading (default 'Errore') and a message, which falls back
 * to the one stored in the session under error_message, read once (spec §2).
 */
function GenericErrorPage({ code, message }: { code?: string; message?: string }) {
  const { t } = useTexts(SHELL_TEXTS);
  const [storedMessage] = useState(readStoredErrorMessage);
  useEffect(forgetStoredErrorMessage, []);
  const text = message ?? storedMessage;
  return (
    <div className="shell-error-page">
      <h1 className="shell-error-code">{code || t('errors.generic.code')}</h1>
      {/* A stored message is one of the spec's (English) when it is known: shown in the page's language. */}
      <p>{text ? translateText(text) : t('errors.generic.message')}</p>
      <div className="shell-button-row">
        <button type="button" className="shell-btn" onClick={reload}>
          {t('errors.tryAgain')}
        </button>
        <HomeLink label={t('errors.goHome')} />
      </div>
    </div>
  );
}

/** /error/500, /error/403 and /error/{code}. */
export function ErrorRoute() {
  const { code } = useParams();
  if (code === '500') return <ServerErrorPage />;
  if (code === '403') return <ForbiddenPage />;
  return <GenericErrorPage code={code} />;
}
