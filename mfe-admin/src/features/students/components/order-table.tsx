import type { Order } from '@lezioni/contracts';
import { paymentStatusOf } from '@lezioni/contracts/values';
import { Table, useTexts, type TableColumn } from '@lezioni/web-kit';
import { ADMIN_TEXTS, type AdminT } from '../../../texts';
import { formatDateTime, formatEuros } from '../../../utils/format';

const orderColumns = (t: AdminT): TableColumn<Order>[] => [
  { key: 'date', title: t('student.orders.columns.ordered'), render: ({ createdAt }) => formatDateTime(createdAt) },
  { key: 'credits', title: t('student.orders.columns.credits'), align: 'right', render: ({ credits }) => credits },
  {
    key: 'price',
    title: t('student.orders.columns.price'),
    align: 'right',
    render: ({ priceEur }) => formatEuros(priceEur),
  },
  {
    key: 'method',
    title: t('student.orders.columns.payment'),
    render: ({ paymentMethod }) => t(`common.method.${paymentMethod === 'card' ? 'card' : 'transfer'}`),
  },
  {
    key: 'status',
    title: t('student.orders.columns.status'),
    render: ({ status, refund, priceCents }) => {
      // A refund paid out is what the order now is: "Refunded €100", as in the Payments tab.
      const paid = paymentStatusOf({ status, refund, priceCents });
      if (refund && (paid === 'refunded' || paid === 'partially_refunded'))
        return t(`payments.status.${paid}`, { amount: formatEuros(refund.amountCents / 100) });
      return refund
        ? t('student.orders.withRefund', {
            status: t(`student.orders.status.${status}`),
            refund: t(`student.orders.refund.${refund.status}`),
          })
        : t(`student.orders.status.${status}`);
    },
  },
];

/** The student's orders and how each was paid (or refunded). */
export function OrderTable({ orders }: { orders: Order[] }) {
  const { t } = useTexts(ADMIN_TEXTS);
  return (
    <Table<Order>
      aria-label={t('student.orders.label')}
      columns={orderColumns(t)}
      rows={orders}
      rowKey={({ id }) => id}
      emptyText={t('student.orders.empty')}
    />
  );
}
