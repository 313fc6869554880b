import { UiStyles } from './ui-styles';

/**
 * A busy indicator that says what is loading: a polite live region with its label. `.lz-spinner` is
 * what the page bench waits on (infra/bench/web-pages.ts).
 */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={['lz-ui-busy', className].filter(Boolean).join(' ')}>
      <UiStyles />
      <span className="lz-spinner" aria-hidden="true" />
      {label}
    </div>
  );
}
