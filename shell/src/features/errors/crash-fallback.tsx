import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTexts } from '@lezioni/web-kit';
import { SHELL_TEXTS } from '../../texts';

function CrashFallback({ error }: { error: Error }) {
  const { t } = useTexts(SHELL_TEXTS);
  return (
    <main className="shell-error-page" id="main">
      <h1>{t('errors.crash.title')}</h1>
      <p role="alert">{error.message || t('errors.crash.message')}</p>
      <div className="shell-button-row">
        <button type="button" className="shell-btn" onClick={() => window.location.reload()}>
          {t('errors.crash.tryAgain')}
        </button>
        <a href="/" className="shell-btn shell-btn-primary">
          {t('errors.crash.goHome')}
        </a>
      </div>
    </main>
  );
}

/** The app-wide crash fallback (spec §2): the last line of defence, outside the router. */
export class AppCrashBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('The app crashed', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <CrashFallback error={this.state.error} /> : this.props.children;
  }
}
