import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from '@lezioni/web-kit';
import { EXCLAMATION_ROTATE_404_MS, EXCLAMATION_ROTATE_MS } from '@lezioni/contracts/values';
import { FORBIDDEN_STORIES, NOT_FOUND_STORIES, SERVER_ERROR_STORIES } from './error-content';
import { ItalianErrorPage } from './italian-error-page';
import { forgetStoredErrorMessage, readStoredErrorMessage } from './stored-error-message';

const reload = () => window.location.reload();

function HomeLink({ label = 'Torna a Casa' }: { label?: string }) {
  return (
    <Link to="/" className="shell-btn shell-btn-primary">
      {label}
    </Link>
  );
}

/** The 404 'Lost' page: any unknown path (spec §2). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <ItalianErrorPage
      code="404"
      title="Lost? This page does not exist"
      rotateEveryMs={EXCLAMATION_ROTATE_404_MS}
      stories={NOT_FOUND_STORIES}
      hasAnotherStoryButton
      lead={
        <p>
          We could not find <code className="shell-missing-path">{pathname}</code>.
        </p>
      }
      actions={<HomeLink label="Torna a Casa (Go Home)" />}
    />
  );
}

function ServerErrorPage() {
  return (
    <ItalianErrorPage
      code="500"
      title="Something went wrong on our end"
      rotateEveryMs={EXCLAMATION_ROTATE_MS}
      stories={SERVER_ERROR_STORIES}
      actions={
        <>
          <button type="button" className="shell-btn" onClick={reload}>
            Riprova (Try Again)
          </button>
          <HomeLink />
        </>
      }
    />
  );
}

function ForbiddenPage() {
  return (
    <ItalianErrorPage
      code="403"
      title="Access restricted"
      rotateEveryMs={EXCLAMATION_ROTATE_MS}
      stories={FORBIDDEN_STORIES}
      lead={<p>Only the admin may enter restricted areas.</p>}
      actions={
        <>
          <Link to="/login" className="shell-btn">
            Accedi (Login)
          </Link>
          <HomeLink />
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
  const [storedMessage] = useState(readStoredErrorMessage);
  useEffect(forgetStoredErrorMessage, []);
  const text = message ?? storedMessage;
  return (
    <div className="shell-error-page">
      <h1 className="shell-error-code">{code || 'Errore'}</h1>
      <p>{text ?? 'Something unexpected happened.'}</p>
      <div className="shell-button-row">
        <button type="button" className="shell-btn" onClick={reload}>
          Riprova (Try Again)
        </button>
        <HomeLink />
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
