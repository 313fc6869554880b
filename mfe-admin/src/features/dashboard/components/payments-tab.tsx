import { Alert, Button, Popconfirm, Space, Tag, type TableColumnType } from 'antd';
import type { AdminOrder, AdminOrdersResponse, PaymentStatus } from '@lezioni/contracts';
import { paymentStatusOf } from '@lezioni/contracts/values';
import { toast } from '@lezioni/web-kit';
import { useConfirmOrderMutation, useDecideRefundMutation, useRejectOrderMutation } from '../api';
import { LoadError } from '../../../components/load-error';
import { describeRequestFailure } from '../../../utils/request-failure';
import { askPaymentConfirmation, formatDateTime, formatEuros, namePackage, splitOrders } from '../dashboard-format';
import type { QueryState } from '../query-state';
import { EmptyTableText } from '../../../components/empty-table-text';
import { PersonCell, secondaryLine } from './two-line-cell';
import { ResponsiveTable } from '../../../components/responsive-table';

/** Confirm grants the credits once the teacher has the money; reject cancels the order. */
function PendingOrderActions({ order }: { order: AdminOrder }) {
  const [confirmOrder, confirmation] = useConfirmOrderMutation();
  const [rejectOrder, rejection] = useRejectOrderMutation();
  const isBusy = confirmation.isLoading || rejection.isLoading;

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
    <Space>
      <Popconfirm
        title={askPaymentConfirmation(order)}
        description={`${order.credits} credits will be added to ${order.student.name}'s account.`}
        okText="Yes, confirm"
        cancelText="Not yet"
        onConfirm={confirm}
      >
        <Button type="primary" size="small" loading={confirmation.isLoading} disabled={isBusy}>
          Confirm
        </Button>
      </Popconfirm>
      <Popconfirm
        title={`Reject ${order.student.name}'s order?`}
        description="No credits are granted; the student can order again."
        okText="Yes, reject"
        okButtonProps={{ danger: true }}
        cancelText="Keep it"
        onConfirm={reject}
      >
        <Button danger size="small" loading={rejection.isLoading} disabled={isBusy}>
          Reject
        </Button>
      </Popconfirm>
    </Space>
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
    <Space wrap>
      <span>
        Refund asked: {formatEuros(refund.amountCents / 100)} ({refund.lessonsUsed} used)
      </span>
      <Popconfirm
        title={`Refund ${formatEuros(refund.amountCents / 100)} to ${order.student.name}?`}
        description={`${refund.creditsWithdrawn} unused credits are withdrawn.${order.paymentMethod === 'card' ? ' The card is refunded through Stripe.' : ' You send it back by bank transfer.'}`}
        okText="Yes, refund"
        cancelText="Not yet"
        onConfirm={() => decide('approve')}
      >
        <Button type="primary" size="small" loading={decision.isLoading}>
          Approve refund
        </Button>
      </Popconfirm>
      <Button size="small" disabled={decision.isLoading} onClick={() => decide('reject')}>
        Decline
      </Button>
    </Space>
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

const ORDER_COLUMNS: TableColumnType<AdminOrder>[] = [
  {
    title: 'Student',
    key: 'student',
    render: (_, { student }) => <PersonCell name={student.name} email={student.email} />,
  },
  { title: 'Package', key: 'package', render: (_, { packageId }) => namePackage(packageId) },
  { title: 'Credits', dataIndex: 'credits', align: 'right' },
  { title: 'Price', key: 'price', align: 'right', render: (_, { priceEur }) => formatEuros(priceEur) },
  {
    title: 'Method',
    key: 'method',
    render: (_, { paymentMethod }) => (paymentMethod === 'card' ? 'Card' : 'Transfer'),
  },
  {
    title: 'Ordered',
    key: 'ordered',
    render: (_, { createdAt }) => <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>,
  },
];

const PENDING_COLUMNS: TableColumnType<AdminOrder>[] = [
  ...ORDER_COLUMNS,
  { title: 'Payment', key: 'actions', render: (_, order) => <WaitingActions order={order} /> },
];

const DECIDED_COLUMNS: TableColumnType<AdminOrder>[] = [
  ...ORDER_COLUMNS,
  {
    title: 'Status',
    key: 'status',
    render: (_, order) => (
      <>
        <Tag variant="outlined" color={paymentStatusOf(order) === 'paid' ? 'success' : undefined}>
          {PAYMENT_STATUS[paymentStatusOf(order)]}
        </Tag>
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
// Scrolls sideways on narrow screens (not the Table's `scroll.x`, which measures on every resize).
const wideTable = { overflowX: 'auto' } as const;

/** Every payment (card or transfer): what waits for the teacher first (transfers, refund requests), decided ones below. */
export function PaymentsTab({ orders }: { orders: QueryState<AdminOrdersResponse> }) {
  if (orders.isError) {
    return <LoadError what="The orders" error={orders.error} onRetry={orders.refetch} />;
  }
  const { pending, decided } = splitOrders(orders.data?.orders ?? []);
  const tableProps = { rowKey: 'id', size: 'middle', pagination: false, stackedTitle: 'Order' } as const;
  const notice = orders.data?.cardPayments.notice;
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      {notice && <Alert type="info" title={notice} />}
      {orders.data && (
        <p style={{ margin: 0 }}>
          Monthly Revenue: <strong>{formatEuros(orders.data.monthlyRevenueCents / 100)}</strong> (payments this month
          minus refunds)
        </p>
      )}
      <section style={wideTable}>
        <h3 style={heading}>Awaiting payment or a decision</h3>
        <ResponsiveTable<AdminOrder>
          {...tableProps}
          aria-label="Orders awaiting payment"
          columns={PENDING_COLUMNS}
          dataSource={pending}
          loading={orders.isLoading}
          locale={{ emptyText: <EmptyTableText>No orders are awaiting payment.</EmptyTableText> }}
        />
      </section>
      <section style={wideTable}>
        <h3 style={heading}>Decided orders</h3>
        <ResponsiveTable<AdminOrder>
          {...tableProps}
          aria-label="Decided orders"
          columns={DECIDED_COLUMNS}
          dataSource={decided}
          loading={orders.isLoading}
          locale={{ emptyText: <EmptyTableText>No orders decided yet.</EmptyTableText> }}
        />
      </section>
    </div>
  );
}
