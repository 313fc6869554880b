import { Component, type ErrorInfo, type ReactNode } from 'react';

function CrashFallback({ error }: { error: Error }) {
  return (
    <main className="shell-error-page" id="main">
      <h1>Something went wrong</h1>
      <p role="alert">{error.message || 'An unexpected error occurred.'}</p>
      <div className="shell-button-row">
        <button type="button" className="shell-btn" onClick={() => window.location.reload()}>
          Try Again
        </button>
        <a href="/" className="shell-btn shell-btn-primary">
          Go Home
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
