import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useTexts } from '@lezioni/web-kit';
import { SHELL_TEXTS } from '../texts';

/** The regions a remote renders in, by the key of their name in the shell's texts (`regions.names`). */
export type RegionName =
  | 'home'
  | 'dashboard'
  | 'booking'
  | 'packages'
  | 'progress'
  | 'materials'
  | 'review'
  | 'adminDashboard'
  | 'chat'
  | 'lessonRoom'
  | 'chatWidget';

type BoundaryProps = {
  name: RegionName;
  isCompact?: boolean;
  /** What the region shows when the remote fails, instead of RemoteUnavailable. */
  fallback?: ReactNode;
  /** Called once when the region fails. */
  onFailure?: () => void;
  children: ReactNode;
};

class RegionErrorBoundary extends Component<BoundaryProps, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`The ${this.props.name} region failed`, error, info.componentStack);
    this.props.onFailure?.();
  }

  override render() {
    if (!this.state.hasFailed) return this.props.children;
    if (this.props.isCompact) return null;
    return this.props.fallback ?? <RemoteUnavailable name={this.props.name} />;
  }
}

export function RemoteUnavailable({ name }: { name: RegionName }) {
  const { t } = useTexts(SHELL_TEXTS);
  return (
    <section className="shell-region-fallback" role="alert" aria-labelledby="region-fallback-title">
      <h2 id="region-fallback-title">{t('regions.unavailable', { name: t(`regions.names.${name}`) })}</h2>
      <p className="shell-muted">{t('regions.unavailableText')}</p>
      <button type="button" className="shell-btn" onClick={() => window.location.reload()}>
        {t('regions.tryAgain')}
      </button>
    </section>
  );
}

/**
 * Every remote renders inside one of these: a remote that fails to load or crashes breaks only
 * its own region (ARCHITECTURE D6). Compact regions (the floating widget) just disappear, and show
 * nothing while they load. A page's region has no Suspense boundary of its own: its loading suspends
 * the layout's, around every page, so a move (a transition) keeps the page before on screen until
 * the next one's code is in; a boundary of its own would show its loading state at once, and React
 * would then hold the page back for its fallback throttle (300 ms).
 */
export function RemoteBoundary({ name, isCompact, fallback, onFailure, children }: BoundaryProps) {
  return (
    <RegionErrorBoundary name={name} isCompact={isCompact} fallback={fallback} onFailure={onFailure}>
      {isCompact ? <Suspense fallback={null}>{children}</Suspense> : children}
    </RegionErrorBoundary>
  );
}
