import { useId, useState } from 'react';
import { CALENDAR_TEXTS } from '@lezioni/contracts/values';
// By package name: this subpath is bundled by each app, the kit's singletons are the shell's.
import { Alert, Button, Card, ConfirmButton, Input, LinkButton, describeRequestFailure, toast } from '@lezioni/web-kit';
import { useGetCalendarFeedQuery, useRenewCalendarFeedMutation, useStopCalendarFeedMutation } from './api';

const row = { display: 'flex', flexWrap: 'wrap', gap: 8 } as const;

/**
 * The user's private calendar feed (issue 27): "Add to my calendar" starts it; then its address to
 * paste into a calendar ("From URL"), the same as a webcal: link that calendar apps open, and a new
 * address or none when it has leaked.
 */
export function CalendarFeedCard({ size = 'default' }: { size?: 'small' | 'default' }) {
  const addressId = useId();
  const { data, error } = useGetCalendarFeedQuery();
  const [renew, renewing] = useRenewCalendarFeedMutation();
  const [stop, stopping] = useStopCalendarFeedMutation();
  const [isCopied, setIsCopied] = useState(false);
  const feed = data?.feed;

  const run = async (work: () => Promise<unknown>, done?: string) => {
    try {
      await work();
      if (done) toast({ title: done });
    } catch (failure) {
      toast({ title: describeRequestFailure(failure), variant: 'destructive' });
    }
  };
  const copy = async () => {
    await navigator.clipboard.writeText(feed!.url);
    setIsCopied(true);
  };

  return (
    <Card
      size={size}
      title={<h2 style={{ margin: 0, fontSize: size === 'small' ? 16 : 18 }}>{CALENDAR_TEXTS.title}</h2>}
    >
      {error && <Alert type="error" title={describeRequestFailure(error)} />}
      {!feed ? (
        <>
          <p>{CALENDAR_TEXTS.intro}</p>
          <Button variant="primary" loading={renewing.isLoading} onClick={() => void run(() => renew().unwrap())}>
            {CALENDAR_TEXTS.add}
          </Button>
        </>
      ) : (
        <>
          <label htmlFor={addressId}>{CALENDAR_TEXTS.address}</label>
          <Input
            id={addressId}
            readOnly
            value={feed.url}
            onFocus={(event) => event.currentTarget.select()}
            style={{ margin: '4px 0' }}
          />
          <p style={{ margin: '0 0 12px' }}>
            <small>{CALENDAR_TEXTS.keepPrivate}</small>
          </p>
          <div style={row}>
            <LinkButton href={feed.webcalUrl} variant="primary">
              {CALENDAR_TEXTS.open}
            </LinkButton>
            <Button onClick={() => void run(copy)}>{isCopied ? CALENDAR_TEXTS.copied : CALENDAR_TEXTS.copy}</Button>
            <ConfirmButton
              title={CALENDAR_TEXTS.renew}
              description={CALENDAR_TEXTS.renewConfirm}
              okText={CALENDAR_TEXTS.renew}
              cancelText="Cancel"
              loading={renewing.isLoading}
              onConfirm={() => void run(() => renew().unwrap(), CALENDAR_TEXTS.renewed)}
            >
              {CALENDAR_TEXTS.renew}
            </ConfirmButton>
            <ConfirmButton
              danger
              title={CALENDAR_TEXTS.stop}
              description={CALENDAR_TEXTS.stopConfirm}
              okText={CALENDAR_TEXTS.stop}
              cancelText="Cancel"
              loading={stopping.isLoading}
              onConfirm={() => void run(() => stop().unwrap(), CALENDAR_TEXTS.stopped)}
            >
              {CALENDAR_TEXTS.stop}
            </ConfirmButton>
          </div>
        </>
      )}
    </Card>
  );
}
