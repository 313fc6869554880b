import { useState } from 'react';
import type { PackageId, PaymentMethod, RuntimeConfig, User } from '@lezioni/contracts';
import {
  BOOKING_MESSAGES,
  CREDITS_PER_LESSON,
  CURRENCY,
  FREE_CANCELLATION_HOURS,
  MONEY_BACK_DAYS,
  PACKAGES,
} from '@lezioni/contracts/values';
import {
  Alert,
  Card,
  Checkbox,
  Link,
  Spinner,
  Trans,
  isRequestError,
  toast,
  translate,
  translateText,
  useSearchParams,
  useTexts,
} from '@lezioni/web-kit';
import { CreditsLine } from '../../../components/credits-line';
import { STUDENT_TEXTS } from '../../../texts';
import {
  useCancelOrderMutation,
  useCreateOrderMutation,
  useGetPaymentMethodsQuery,
  useMyOrders,
  usePaidOrder,
  useRequestRefundMutation,
  useWithdrawRefundMutation,
} from '../api';
import { OrderList } from './order-list';
import { PackagesStyles } from '../packages-styles';
import { PackageCards } from './package-cards';

const showFailure = (title: string, error: unknown) =>
  toast({
    title,
    description: isRequestError(error) ? error.message : undefined,
    variant: 'destructive',
  });

/**
 * Back from Stripe's checkout (`?paid=<order>`): says so as soon as the webhook has granted the
 * credits (the order is asked every second meanwhile), or that the payment did not go through (`?cancelled=`).
 */
function CheckoutOutcome() {
  const { t } = useTexts(STUDENT_TEXTS);
  const [params] = useSearchParams();
  const paidId = params.get('paid');
  const paid = usePaidOrder(paidId);
  if (params.get('cancelled'))
    return (
      <Alert
        type="warning"
        role="status"
        title={t('packages.checkout.cancelledTitle')}
        description={t('packages.checkout.cancelledText')}
      />
    );
  if (!paidId || paid.isError) return null;
  const order = paid.data;
  return order?.status === 'confirmed' ? (
    <Alert
      type="success"
      role="status"
      title={t('packages.checkout.paid', { credits: t('common.credits', { count: order.credits }) })}
    />
  ) : (
    <Alert type="info" role="status" title={t('packages.checkout.confirming')} />
  );
}

/** /packages: buy credits by ordering a package, paid by card (Stripe) or by bank transfer (spec §2, §9). */
export function PackagesView({ user, config }: { user: User; config: RuntimeConfig }) {
  const { t } = useTexts(STUDENT_TEXTS);
  const orders = useMyOrders();
  const methods = useGetPaymentMethodsQuery();
  const [hasConsent, setHasConsent] = useState(false);
  const [createOrder, { originalArgs, isLoading: isOrdering }] = useCreateOrderMutation();
  const [cancelOrder, { originalArgs: cancellingId, isLoading: isCancelling }] = useCancelOrderMutation();
  const [requestRefund, { originalArgs: refundingId, isLoading: isRefunding }] = useRequestRefundMutation();
  const [withdrawRefund, { originalArgs: withdrawingId, isLoading: isWithdrawing }] = useWithdrawRefundMutation();
  const hasPendingOrder = orders.data?.some((order) => order.status === 'pending') ?? false;
  const isCardAvailable = methods.data?.isCardAvailable ?? false;

  const order = async (packageId: PackageId, paymentMethod: PaymentMethod) => {
    if (paymentMethod === 'card' && !hasConsent) {
      toast({
        title: translate('student:packages.toast.tickFirst'),
        description: translateText(BOOKING_MESSAGES.withdrawalConsentRequired),
        variant: 'destructive',
      });
      return;
    }
    try {
      const placed = await createOrder({ packageId, paymentMethod, withdrawalConsent: hasConsent }).unwrap();
      if (placed.checkoutUrl) return window.location.assign(placed.checkoutUrl);
      toast({
        title: translate('student:packages.toast.placed'),
        description: translate('student:packages.toast.placedText'),
      });
    } catch (error) {
      showFailure(translate('student:packages.toast.notPlaced'), error);
    }
  };
  const refund = async (orderId: string) => {
    try {
      await requestRefund(orderId).unwrap();
      toast({
        title: translate('student:packages.toast.refundRequested'),
        description: translate('student:packages.toast.refundRequestedText'),
      });
    } catch (error) {
      showFailure(translate('student:packages.toast.refundNotRequested'), error);
    }
  };
  const withdraw = async (orderId: string) => {
    try {
      await withdrawRefund(orderId).unwrap();
      toast({
        title: translate('student:packages.toast.refundWithdrawn'),
        description: translate('student:packages.toast.refundWithdrawnText'),
      });
    } catch (error) {
      showFailure(translate('student:packages.toast.refundNotWithdrawn'), error);
    }
  };
  const cancel = async (orderId: string) => {
    try {
      await cancelOrder(orderId).unwrap();
      toast({ title: translate('student:packages.toast.cancelled') });
    } catch (error) {
      showFailure(translate('student:packages.toast.notCancelled'), error);
    }
  };

  const perLesson = t('common.credits', { count: CREDITS_PER_LESSON });
  return (
    <>
      <PackagesStyles />
      <h1>{t('packages.title')}</h1>
      <p>{t('packages.intro', { perLesson })}</p>
      <CheckoutOutcome />
      <CreditsLine isStudent={user.role !== 'admin'} />
      {methods.data?.isDemoCard && <p className="lz-student-muted">{t('packages.demoCheckout')}</p>}
      <p>
        <Checkbox checked={hasConsent} onChange={(event) => setHasConsent(event.target.checked)}>
          {t('packages.consent', { days: MONEY_BACK_DAYS })}
        </Checkbox>
      </p>

      <PackageCards
        onOrder={order}
        teacherName={config.teacherName}
        orderingId={isOrdering ? (originalArgs?.packageId ?? null) : null}
        isCardAvailable={isCardAvailable}
        isOrderingBlocked={hasPendingOrder}
      />
      {hasPendingOrder && <p className="lz-student-muted">{t('packages.oneOrderAtATime')}</p>}

      <section aria-labelledby="your-orders" className="lz-student-section">
        <h2 id="your-orders">{t('packages.orders.title')}</h2>
        {orders.isLoading ? (
          <Spinner label={t('packages.orders.loading')} />
        ) : orders.isError ? (
          <Alert type="error" title={t('packages.orders.loadFailed')} />
        ) : (
          <OrderList
            orders={orders.data ?? []}
            teacherName={config.teacherName}
            onCancel={cancel}
            cancellingId={isCancelling ? (cancellingId ?? null) : null}
            onRefund={refund}
            refundingId={isRefunding ? (refundingId ?? null) : null}
            onWithdrawRefund={withdraw}
            withdrawingId={isWithdrawing ? (withdrawingId ?? null) : null}
          />
        )}
      </section>

      <Card
        className="lz-student-section"
        title={<h2 className="lz-ui-card__title">{t('packages.goodToKnow.title')}</h2>}
      >
        <ul className="lz-student-good-to-know">
          <li>
            {t('packages.goodToKnow.expiry', {
              months: PACKAGES.single.validityMonths,
              tenMonths: PACKAGES.ten.validityMonths,
            })}
          </li>
          <li>{t('packages.goodToKnow.perLesson', { perLesson })}</li>
          <li>{t('packages.goodToKnow.cancelling', { hours: FREE_CANCELLATION_HOURS })}</li>
          <li>{t('packages.goodToKnow.moneyBack', { days: MONEY_BACK_DAYS, currency: CURRENCY })}</li>
        </ul>
        <p>
          <Trans t={t} i18nKey="packages.goodToKnow.terms" components={{ terms: <Link to="/terms" /> }} />
        </p>
      </Card>
    </>
  );
}
