import type { AdminOrder, AdminOrdersResponse } from '@lezioni/contracts';
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
  Trans,
  translateText,
  useTexts,
} from '@lezioni/web-kit';
import { useConfirmOrderMutation, useDecideRefundMutation, useRejectOrderMutation } from '../api';
import { LoadError } from '../../../components/load-error';
import { ADMIN_TEXTS, type AdminT } from '../../../texts';
import { formatDateTime, formatEuros } from '../../../utils/format';
import { askPaymentConfirmation, namePackage, splitOrders } from '../dashboard-format';
import type { QueryState } from '../query-state';
import { PersonCell } from '../../../components/two-line-cell';
import { PaymentProblems } from './payment-problems';

/** Confirm grants the credits once the teacher has the money; reject cancels the order. */
function PendingOrderActions({ order }: { order: AdminOrder }) {
  const { t } = useTexts(ADMIN_TEXTS);
  const [confirmOrder, confirmation] = useConfirmOrderMutation();
  const [rejectOrder, rejection] = useRejectOrderMutation();
  const name = order.student.name;

  // Each failure is told in a toast with the server's text (a 409: the order was decided meanwhile).
  const confirm = async () => {
    try {
      await confirmOrder(order.id).unwrap();
      toast({
        title: t('payments.confirm.done'),
        description: t('payments.confirm.granted', { count: order.credits, name }),
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('payments.confirm.failed'),
        description: describeRequestFailure(error),
      });
    }
  };
  const reject = async () => {
    try {
      await rejectOrder(order.id).unwrap();
      toast({ title: t('payments.reject.done'), description: t('payments.reject.cancelled', { name }) });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('payments.reject.failed'),
        description: describeRequestFailure(error),
      });
    }
  };

  // The actions of a row side by side, wrapping on a narrow screen; a question opens under its button.
  return (
    <div className="lz-admin-actions">
      <ConfirmButton
        title={askPaymentConfirmation(order, t)}
        description={t('payments.confirm.description', { count: order.credits, name })}
        okText={t('payments.confirm.yes')}
        cancelText={t('common.notYet')}
        onConfirm={confirm}
        variant="primary"
        size="small"
        loading={confirmation.isLoading}
        disabled={rejection.isLoading}
      >
        {t('payments.confirm.button')}
      </ConfirmButton>
      <ConfirmButton
        title={t('payments.reject.question', { name })}
        description={t('payments.reject.description')}
        okText={t('payments.reject.yes')}
        cancelText={t('common.keepIt')}
        onConfirm={reject}
        danger
        size="small"
        loading={rejection.isLoading}
        disabled={confirmation.isLoading}
      >
        {t('payments.reject.button')}
      </ConfirmButton>
    </div>
  );
}

/** A refund request: approving refunds the amount (by Stripe, or marks it for a transfer) and withdraws the unused credits. */
function RefundActions({ order }: { order: AdminOrder }) {
  const { t } = useTexts(ADMIN_TEXTS);
  const [decideRefund, decision] = useDecideRefundMutation();
  const refund = order.refund!;
  const amount = formatEuros(refund.amountCents / 100);
  const decide = async (choice: 'approve' | 'reject') => {
    try {
      await decideRefund({ orderId: order.id, decision: choice }).unwrap();
      toast({ title: choice === 'approve' ? t('payments.refund.approved') : t('payments.refund.declined') });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('payments.refund.failed'),
        description: describeRequestFailure(error),
      });
    }
  };
  const withdrawn = t('payments.refund.withdrawn', { count: refund.creditsWithdrawn });
  const howRefunded = order.paymentMethod === 'card' ? t('payments.refund.byCard') : t('payments.refund.byTransfer');
  return (
    <div className="lz-admin-actions">
      <span className="lz-admin-payments__asked">
        {t('payments.refund.asked', { amount, count: refund.lessonsUsed })}
      </span>
      <ConfirmButton
        title={t('payments.refund.question', { amount, name: order.student.name })}
        description={`${withdrawn} ${howRefunded}`}
        okText={t('payments.refund.yes')}
        cancelText={t('common.notYet')}
        onConfirm={() => decide('approve')}
        variant="primary"
        size="small"
        loading={decision.isLoading}
      >
        {t('payments.refund.approve')}
      </ConfirmButton>
      <Button size="small" disabled={decision.isLoading} onClick={() => decide('reject')}>
        {t('payments.refund.decline')}
      </Button>
    </div>
  );
}

function WaitingActions({ order }: { order: AdminOrder }) {
  const { t } = useTexts(ADMIN_TEXTS);
  if (order.refund?.status === 'requested') return <RefundActions order={order} />;
  if (order.paymentMethod === 'card') return <span>{t('payments.awaitingCard')}</span>;
  return <PendingOrderActions order={order} />;
}

const orderColumns = (t: AdminT): TableColumn<AdminOrder>[] => [
  {
    key: 'student',
    title: t('payments.columns.student'),
    render: ({ student }) => <PersonCell name={student.name} email={student.email} />,
  },
  { key: 'package', title: t('payments.columns.package'), render: ({ packageId }) => namePackage(packageId, t) },
  { key: 'credits', title: t('payments.columns.credits'), align: 'right', render: ({ credits }) => credits },
  {
    key: 'price',
    title: t('payments.columns.price'),
    align: 'right',
    render: ({ priceEur }) => formatEuros(priceEur),
  },
  {
    key: 'method',
    title: t('payments.columns.method'),
    render: ({ paymentMethod }) => t(`common.method.${paymentMethod === 'card' ? 'card' : 'transfer'}`),
  },
  {
    key: 'ordered',
    title: t('payments.columns.ordered'),
    render: ({ createdAt }) => <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>,
  },
];

const pendingColumns = (t: AdminT): TableColumn<AdminOrder>[] => [
  ...orderColumns(t),
  { key: 'actions', title: t('payments.columns.payment'), render: (order) => <WaitingActions order={order} /> },
];

const decidedColumns = (t: AdminT): TableColumn<AdminOrder>[] => [
  ...orderColumns(t),
  {
    key: 'status',
    title: t('payments.columns.status'),
    render: (order) => (
      <>
        <Badge variant="outlined" status={paymentStatusOf(order) === 'paid' ? 'success' : 'default'}>
          {t(`payments.status.${paymentStatusOf(order)}`, {
            amount: formatEuros((order.refund?.amountCents ?? 0) / 100),
          })}
        </Badge>
        {order.refund?.status === 'to_refund_by_transfer' && (
          <div className="lz-admin-cell-detail">
            {t('payments.toRefundByTransfer', { amount: formatEuros(order.refund.amountCents / 100) })}
          </div>
        )}
        {order.decidedAt && (
          <div className="lz-admin-cell-detail">
            <time dateTime={order.decidedAt}>{formatDateTime(order.decidedAt)}</time>
          </div>
        )}
      </>
    ),
  },
];

/** Every payment (card or transfer): what waits for the teacher first (transfers, refund requests), decided ones below. */
export function PaymentsTab({ orders }: { orders: QueryState<AdminOrdersResponse> }) {
  const { t } = useTexts(ADMIN_TEXTS);
  if (orders.isError) {
    return <LoadError title={t('payments.loadFailed')} error={orders.error} onRetry={orders.refetch} />;
  }
  const { pending, decided } = splitOrders(orders.data?.orders ?? []);
  const tableProps = { rowKey: ({ id }: AdminOrder) => id, loading: orders.isLoading };
  const notice = orders.data?.cardPayments.notice;
  return (
    <div className="lz-admin-payments">
      {notice && <Alert type="info" role="note" title={translateText(notice)} />}
      <PaymentProblems problems={orders.data?.paymentProblems ?? []} />
      <p className="lz-admin-payments__revenue">
        {orders.data && (
          <Trans
            t={t}
            i18nKey="payments.monthlyRevenue"
            values={{ amount: formatEuros(orders.data.monthlyRevenueCents / 100) }}
            components={{ strong: <strong /> }}
          />
        )}
      </p>
      <section>
        <h3>{t('payments.waiting.title')}</h3>
        <Table<AdminOrder>
          {...tableProps}
          aria-label={t('payments.waiting.label')}
          columns={pendingColumns(t)}
          rows={pending}
          emptyText={t('payments.waiting.empty')}
        />
      </section>
      <section>
        <h3>{t('payments.decided.title')}</h3>
        <Table<AdminOrder>
          {...tableProps}
          aria-label={t('payments.decided.label')}
          columns={decidedColumns(t)}
          rows={decided}
          emptyText={t('payments.decided.empty')}
        />
      </section>
    </div>
  );
}
