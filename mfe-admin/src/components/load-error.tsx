import { Alert, Button, describeRequestFailure } from '@lezioni/web-kit';

/** One call's failure, in place of what it would have shown; the rest of the page carries on. */
export function LoadError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={`${what} could not be loaded.`}
      description={describeRequestFailure(error)}
      action={
        <Button size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
