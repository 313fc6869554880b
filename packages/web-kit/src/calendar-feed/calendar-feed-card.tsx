import { useId, useState } from 'react';
// By package name: this subpath is bundled by each app, the kit's singletons (texts too) are the shell's.
import {
  Alert,
  Button,
  Card,
  ConfirmButton,
  Input,
  KIT_TEXTS,
  LinkButton,
  describeRequestFailure,
  toast,
  useContractTexts,
  useTexts,
} from '@lezioni/web-kit';
import { useGetCalendarFeedQuery, useRenewCalendarFeedMutation, useStopCalendarFeedMutation } from './api';
import { CalendarFeedStyles } from './calendar-feed-styles';

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
  const { t } = useTexts(KIT_TEXTS);
  const texts = useContractTexts().calendar;

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
    <Card size={size} title={<h2 className="lz-ui-card__title">{texts.title}</h2>}>
      <CalendarFeedStyles />
      {error && <Alert type="error" title={describeRequestFailure(error)} />}
      {!feed ? (
        <>
          <p>{texts.intro}</p>
          <Button variant="primary" loading={renewing.isLoading} onClick={() => void run(() => renew().unwrap())}>
            {texts.add}
          </Button>
        </>
      ) : (
        <>
          <label htmlFor={addressId}>{texts.address}</label>
          <Input
            id={addressId}
            readOnly
            value={feed.url}
            onFocus={(event) => event.currentTarget.select()}
            className="lz-ui-feed__address"
          />
          <p className="lz-ui-feed__note">
            <small>{texts.keepPrivate}</small>
          </p>
          <div className="lz-ui-feed__actions">
            <LinkButton href={feed.webcalUrl} variant="primary">
              {texts.open}
            </LinkButton>
            <Button onClick={() => void run(copy)}>{isCopied ? texts.copied : texts.copy}</Button>
            <ConfirmButton
              title={texts.renew}
              description={texts.renewConfirm}
              okText={texts.renew}
              cancelText={t('common.cancel')}
              loading={renewing.isLoading}
              onConfirm={() => void run(() => renew().unwrap(), texts.renewed)}
            >
              {texts.renew}
            </ConfirmButton>
            <ConfirmButton
              danger
              title={texts.stop}
              description={texts.stopConfirm}
              okText={texts.stop}
              cancelText={t('common.cancel')}
              loading={stopping.isLoading}
              onConfirm={() => void run(() => stop().unwrap(), texts.stopped)}
            >
              {texts.stop}
            </ConfirmButton>
          </div>
        </>
      )}
    </Card>
  );
}
