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
import { Alert, Card, Checkbox, Link, Spinner, isRequestError, toast, useSearchParams } from '@lezioni/web-kit';
import { CreditsLine } from '../../../components/credits-line';
import { formatCredits } from '../../../utils/format';
import {
  useCancelOrderMutation,
  useCreateOrderMutation,
  useGetPaymentMethodsQuery,
  useMyOrders,
  usePaidOrder,
  useRequestRefundMutation,
} from '../api';
import { OrderList } from './order-list';
import { PackageCards } from './package-cards';
import { THEME_TOKENS } from '@lezioni/web-kit/theme';

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
  const [params] = useSearchParams();
  const paidId = params.get('paid');
  const paid = usePaidOrder(paidId);
  if (params.get('cancelled'))
    return (
      <Alert
        type="warning"
        role="status"
        title="Payment not completed"
        description="No money was taken. Your order waits under Your Orders: continue to payment or cancel it."
      />
    );
  if (!paidId || paid.isError) return null;
  const order = paid.data;
  return order?.status === 'confirmed' ? (
    <Alert type="success" role="status" title={`Payment received, your ${formatCredits(order.credits)} are ready`} />
  ) : (
    <Alert type="info" role="status" title="Confirming your payment…" />
  );
}

/** /packages: buy credits by ordering a package, paid by card (Stripe) or by bank transfer (spec §2, §9). */
export function PackagesView({ user, config }: { user: User; config: RuntimeConfig }) {
  const orders = useMyOrders();
  const methods = useGetPaymentMethodsQuery();
  const [hasConsent, setHasConsent] = useState(false);
  const [createOrder, { originalArgs, isLoading: isOrdering }] = useCreateOrderMutation();
  const [cancelOrder, { originalArgs: cancellingId, isLoading: isCancelling }] = useCancelOrderMutation();
  const [requestRefund, { originalArgs: refundingId, isLoading: isRefunding }] = useRequestRefundMutation();
  const hasPendingOrder = orders.data?.some((order) => order.status === 'pending') ?? false;
  const isCardAvailable = methods.data?.isCardAvailable ?? false;

  const order = async (packageId: PackageId, paymentMethod: PaymentMethod) => {
    if (paymentMethod === 'card' && !hasConsent) {
      toast({
        title: 'Please tick the box first',
        description: BOOKING_MESSAGES.withdrawalConsentRequired,
        variant: 'destructive',
      });
      return;
    }
    try {
      const placed = await createOrder({ packageId, paymentMethod, withdrawalConsent: hasConsent }).unwrap();
      if (placed.checkoutUrl) return window.location.assign(placed.checkoutUrl);
      toast({ title: 'Order placed', description: 'Your order is awaiting payment: see Your Orders for how to pay.' });
    } catch (error) {
      showFailure('Order not placed', error);
    }
  };
  const refund = async (orderId: string) => {
    try {
      await requestRefund(orderId).unwrap();
      toast({ title: 'Refund requested', description: 'The teacher will look at it soon.' });
    } catch (error) {
      showFailure('Refund not requested', error);
    }
  };
  const cancel = async (orderId: string) => {
    try {
      await cancelOrder(orderId).unwrap();
      toast({ title: 'Order cancelled' });
    } catch (error) {
      showFailure('Order not cancelled', error);
    }
  };

  return (
    <>
      <h1 style={{ marginTop: 0 }}>Lesson Packages</h1>
      <p>Buy lesson credits, then book whenever it suits you. Each lesson uses {formatCredits(CREDITS_PER_LESSON)}.</p>
      <CheckoutOutcome />
      <CreditsLine isStudent={user.role !== 'admin'} />
      {methods.data?.isDemoCard && (
        <p style={{ color: THEME_TOKENS.colorTextSecondary }}>
          Demo checkout: card payments on this machine go to a local stand-in for Stripe, and no card is charged.
        </p>
      )}
      <p>
        <Checkbox checked={hasConsent} onChange={(event) => setHasConsent(event.target.checked)}>
          I want my lessons to start within the {MONEY_BACK_DAYS}-day withdrawal period, and I understand that a refund
          keeps the lessons I have used at the single lesson price.
        </Checkbox>
      </p>

      <PackageCards
        onOrder={order}
        teacherName={config.teacherName}
        orderingId={isOrdering ? (originalArgs?.packageId ?? null) : null}
        isCardAvailable={isCardAvailable}
        isOrderingBlocked={hasPendingOrder}
      />
      {hasPendingOrder && (
        <p style={{ color: THEME_TOKENS.colorTextSecondary }}>
          You can order another package once your current order is confirmed or cancelled.
        </p>
      )}

      <section aria-labelledby="your-orders" style={{ marginTop: 32 }}>
        <h2 id="your-orders">Your Orders</h2>
        {orders.isLoading ? (
          <Spinner label="Loading your orders..." />
        ) : orders.isError ? (
          <Alert type="error" title="Your orders could not be loaded. Please try again later." />
        ) : (
          <OrderList
            orders={orders.data ?? []}
            teacherName={config.teacherName}
            onCancel={cancel}
            cancellingId={isCancelling ? (cancellingId ?? null) : null}
            onRefund={refund}
            refundingId={isRefunding ? (refundingId ?? null) : null}
          />
        )}
      </section>

      <Card style={{ marginTop: 32 }} title={<h2 style={{ margin: 0, fontSize: 18 }}>Good to know</h2>}>
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          <li>
            Credits expire {PACKAGES.single.validityMonths} months after purchase ({PACKAGES.ten.validityMonths} months
            for the 10-lesson package).
          </li>
          <li>Each lesson uses {formatCredits(CREDITS_PER_LESSON)}.</li>
          <li>
            Cancel a lesson {FREE_CANCELLATION_HOURS} hours or more before it starts and your credit is refunded in
            full; with less notice the credit is forfeited.
          </li>
          <li>
            Not satisfied? Ask for your money back within {MONEY_BACK_DAYS} days of your purchase. All prices are in{' '}
            {CURRENCY}.
          </li>
        </ul>
        <p style={{ marginBottom: 0 }}>
          The full rules are in the <Link to="/terms">Terms of Service</Link>.
        </p>
      </Card>
    </>
  );
}
