import { useTexts } from '@lezioni/web-kit';
import { SHELL_TEXTS } from '../texts';

/** What a page or region shows while it loads: a spinner and `label` (by default 'Loading...'), announced as a status. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTexts(SHELL_TEXTS);
  return (
    <div className="shell-center" role="status">
      <div className="shell-spinner" aria-hidden="true" />
      <p>{label ?? t('layout.loading')}</p>
    </div>
  );
}
