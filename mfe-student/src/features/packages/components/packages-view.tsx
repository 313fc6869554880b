import { Alert, Card, Spin } from 'antd';
import { Link } from 'react-router-dom';
import {
  CREDITS_PER_LESSON,
  CURRENCY,
  FREE_CANCELLATION_HOURS,
  MONEY_BACK_DAYS,
  PACKAGES,
  type PackageId,
  type RuntimeConfig,
  type User,
} from '@lezioni/contracts';
import { isRequestError, toast } from '@lezioni/web-kit';
import { CreditsLine } from '../../../components/credits-line';
import { formatCredits } from '../../../utils/format';
import { useCancelOrderMutation, useCreateOrderMutation, useMyOrders } from '../api';
import { OrderList } from './order-list';
import { PackageCards } from './package-cards';
import { THEME_TOKENS } from '@lezioni/web-kit/theme';

const showFailure = (title: string, error: unknown) =>
  toast({
    title,
    description: isRequestError(error) ? error.message : undefined,
    variant: 'destructive',
  });

/** /packages: buy credits by ordering a package, paid by bank transfer or cash (spec §2, §9). */
export function PackagesView({ user, config }: { user: User; config: RuntimeConfig }) {
  const orders = useMyOrders();
  const [createOrder, { originalArgs: orderingId, isLoading: isOrdering }] = useCreateOrderMutation();
  const [cancelOrder, { originalArgs: cancellingId, isLoading: isCancelling }] = useCancelOrderMutation();
  const hasPendingOrder = orders.data?.some((order) => order.status === 'pending') ?? false;

  const order = async (packageId: PackageId) => {
    try {
      await createOrder(packageId).unwrap();
      toast({ title: 'Order placed', description: 'Your order is awaiting payment: see Your Orders for how to pay.' });
    } catch (error) {
      showFailure('Order not placed', error);
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
      <CreditsLine isStudent={user.role !== 'admin'} />

      <PackageCards
        onOrder={order}
        teacherName={config.teacherName}
        orderingId={isOrdering ? (orderingId ?? null) : null}
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
          <Spin />
        ) : orders.isError ? (
          <Alert type="error" title="Your orders could not be loaded. Please try again later." />
        ) : (
          <OrderList
            orders={orders.data ?? []}
            teacherName={config.teacherName}
            onCancel={cancel}
            cancellingId={isCancelling ? (cancellingId ?? null) : null}
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
