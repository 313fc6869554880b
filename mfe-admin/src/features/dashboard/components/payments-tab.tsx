import type { AdminOrder, AdminOrdersResponse, PaymentStatus } from '@lezioni/contracts';
import { paymentStatusOf } from '@lezioni/contracts/values';
import {
  Alert,
  Badge,
  Button,
  ConfirmButton,
  describeRequestFailure,
  Table,
  type TableColumn,
  toast,
} from '@lezioni/web-kit';
import { useConfirmOrderMutation, useDecideRefundMutation, useRejectOrderMutation } from '../api';
import { LoadError } from '../../../components/load-error';
import { formatDateTime, formatEuros } from '../../../utils/format';
import { askPaymentConfirmation, namePackage, splitOrders } from '../dashboard-format';
import type { QueryState } from '../query-state';
import { PersonCell, secondaryLine } from '../../../components/two-line-cell';

// The actions of a row side by side, wrapping on a narrow screen; a question opens under its button.
const actions = { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 8 } as const;

/** Confirm grants the credits once the teacher has the money; reject cancels the order. */
function PendingOrderActions({ order }: { order: AdminOrder }) {
  const [confirmOrder, confirmation] = useConfirmOrderMutation();
  const [rejectOrder, rejection] = useRejectOrderMutation();

  // Each failure is told in a toast with the server's text (a 409: the order was decided meanwhile).
  const confirm = async () => {
    try {
      await confirmOrder(order.id).unwrap();
      toast({ title: 'Payment confirmed', description: `${order.credits} credits granted to ${order.student.name}.` });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Could not confirm the payment',
        description: describeRequestFailure(error),
      });
    }
  };
  const reject = async () => {
    try {
      await rejectOrder(order.id).unwrap();
      toast({ title: 'Order rejected', description: `${order.student.name}'s order was cancelled.` });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Could not reject the order',
        description: describeRequestFailure(error),
      });
    }
  };

  return (
    <div style={actions}>
      <ConfirmButton
        title={askPaymentConfirmation(order)}
        description={`${order.credits} credits will be added to ${order.student.name}'s account.`}
        okText="Yes, confirm"
        cancelText="Not yet"
        onConfirm={confirm}
        variant="primary"
        size="small"
        loading={confirmation.isLoading}
        disabled={rejection.isLoading}
      >
        Confirm
      </ConfirmButton>
      <ConfirmButton
        title={`Reject ${order.student.name}'s order?`}
        description="No credits are granted; the student can order again."
        okText="Yes, reject"
        cancelText="Keep it"
        onConfirm={reject}
        danger
        size="small"
        loading={rejection.isLoading}
        disabled={confirmation.isLoading}
      >
        Reject
      </ConfirmButton>
    </div>
  );
}

/** A refund request: approving refunds the amount (by Stripe, or marks it for a transfer) and withdraws the unused credits. */
function RefundActions({ order }: { order: AdminOrder }) {
  const [decideRefund, decision] = useDecideRefundMutation();
  const refund = order.refund!;
  const decide = async (choice: 'approve' | 'reject') => {
    try {
      await decideRefund({ orderId: order.id, decision: choice }).unwrap();
      toast({ title: choice === 'approve' ? 'Refund approved' : 'Refund declined' });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Could not decide the refund',
        description: describeRequestFailure(error),
      });
    }
  };
  return (
    <div style={actions}>
      <span style={{ alignSelf: 'center' }}>
        Refund asked: {formatEuros(refund.amountCents / 100)} ({refund.lessonsUsed} used)
      </span>
      <ConfirmButton
        title={`Refund ${formatEuros(refund.amountCents / 100)} to ${order.student.name}?`}
        description={`${refund.creditsWithdrawn} unused credits are withdrawn.${order.paymentMethod === 'card' ? ' The card is refunded through Stripe.' : ' You send it back by bank transfer.'}`}
        okText="Yes, refund"
        cancelText="Not yet"
        onConfirm={() => decide('approve')}
        variant="primary"
        size="small"
        loading={decision.isLoading}
      >
        Approve refund
      </ConfirmButton>
      <Button size="small" disabled={decision.isLoading} onClick={() => decide('reject')}>
        Decline
      </Button>
    </div>
  );
}

function WaitingActions({ order }: { order: AdminOrder }) {
  if (order.refund?.status === 'requested') return <RefundActions order={order} />;
  if (order.paymentMethod === 'card') return <span>Awaiting card payment (Stripe confirms it)</span>;
  return <PendingOrderActions order={order} />;
}

const PAYMENT_STATUS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
  cancelled: 'Cancelled',
};

const ORDER_COLUMNS: TableColumn<AdminOrder>[] = [
  {
    key: 'student',
    title: 'Student',
    render: ({ student }) => <PersonCell name={student.name} email={student.email} />,
  },
  { key: 'package', title: 'Package', render: ({ packageId }) => namePackage(packageId) },
  { key: 'credits', title: 'Credits', align: 'right', render: ({ credits }) => credits },
  { key: 'price', title: 'Price', align: 'right', render: ({ priceEur }) => formatEuros(priceEur) },
  { key: 'method', title: 'Method', render: ({ paymentMethod }) => (paymentMethod === 'card' ? 'Card' : 'Transfer') },
  {
    key: 'ordered',
    title: 'Ordered',
    render: ({ createdAt }) => <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>,
  },
];

const PENDING_COLUMNS: TableColumn<AdminOrder>[] = [
  ...ORDER_COLUMNS,
  { key: 'actions', title: 'Payment', render: (order) => <WaitingActions order={order} /> },
];

const DECIDED_COLUMNS: TableColumn<AdminOrder>[] = [
  ...ORDER_COLUMNS,
  {
    key: 'status',
    title: 'Status',
    render: (order) => (
      <>
        <Badge variant="outlined" status={paymentStatusOf(order) === 'paid' ? 'success' : 'default'}>
          {PAYMENT_STATUS[paymentStatusOf(order)]}
        </Badge>
        {order.refund?.status === 'to_refund_by_transfer' && (
          <div style={secondaryLine}>To refund by transfer: {formatEuros(order.refund.amountCents / 100)}</div>
        )}
        {order.decidedAt && (
          <div style={secondaryLine}>
            <time dateTime={order.decidedAt}>{formatDateTime(order.decidedAt)}</time>
          </div>
        )}
      </>
    ),
  },
];

const heading = { margin: '0 0 8px', fontSize: 16 } as const;

/** Every payment (card or transfer): what waits for the teacher first (transfers, refund requests), decided ones below. */
export function PaymentsTab({ orders }: { orders: QueryState<AdminOrdersResponse> }) {
  if (orders.isError) {
    return <LoadError what="The orders" error={orders.error} onRetry={orders.refetch} />;
  }
  const { pending, decided } = splitOrders(orders.data?.orders ?? []);
  const tableProps = { rowKey: ({ id }: AdminOrder) => id, loading: orders.isLoading };
  const notice = orders.data?.cardPayments.notice;
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      {notice && <Alert type="info" role="note" title={notice} />}
      {/* Its line is kept while the orders load, so the tables below do not move when they come. */}
      <p style={{ margin: 0, minHeight: '1.5em' }}>
        {orders.data && (
          <>
            Monthly Revenue: <strong>{formatEuros(orders.data.monthlyRevenueCents / 100)}</strong> (payments this month
            minus refunds)
          </>
        )}
      </p>
      <section>
        <h3 style={heading}>Awaiting payment or a decision</h3>
        <Table<AdminOrder>
          {...tableProps}
          aria-label="Orders awaiting payment"
          columns={PENDING_COLUMNS}
          rows={pending}
          emptyText="No orders are awaiting payment."
        />
      </section>
      <section>
        <h3 style={heading}>Decided orders</h3>
        <Table<AdminOrder>
          {...tableProps}
          aria-label="Decided orders"
          columns={DECIDED_COLUMNS}
          rows={decided}
          emptyText="No orders decided yet."
        />
      </section>
    </div>
  );
}
