import { Alert, Button, describeRequestFailure, useTexts } from '@lezioni/web-kit';
import { ADMIN_TEXTS } from '../texts';

/**
 * One call's failure, in place of what it would have shown; the rest of the page carries on. `title`
 * is the whole sentence ("The bookings could not be loaded."): languages agree their words differently.
 */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTexts(ADMIN_TEXTS);
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={describeRequestFailure(error)}
      action={
        <Button size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
