import { Badge, Button, Card, LinkButton, Trans, usePricingOptions, useTexts } from '@lezioni/web-kit';
import type { Order, OrderStatus, Refund } from '@lezioni/contracts';
import { REFUND_BUSINESS_DAYS } from '@lezioni/contracts/values';
import { STUDENT_TEXTS } from '../../../texts';
import { formatCents, formatDate, formatPrice } from '../../../utils/format';
import { THEME_TOKENS } from '@lezioni/web-kit/theme';

const STATUS_BADGE: Record<OrderStatus, 'warning' | 'success' | 'default'> = {
  pending: 'warning',
  confirmed: 'success',
  cancelled: 'default',
};

type OrderListProps = {
  orders: readonly Order[];
  teacherName: string;
  onCancel: (orderId: string) => void;
  cancellingId: string | null;
  onRefund: (orderId: string) => void;
  refundingId: string | null;
};

function RefundLine({ refund }: { refund: Refund }) {
  const { t } = useTexts(STUDENT_TEXTS);
  return (
    <p style={{ margin: '4px 0 0' }}>
      {t('packages.refund.amount', {
        status: t(`packages.refund.status.${refund.status}`),
        amount: formatCents(refund.amountCents),
      })}
      {refund.creditsWithdrawn > 0 &&
        refund.status !== 'rejected' &&
        `, ${t('packages.refund.withdrawn', { count: refund.creditsWithdrawn })}`}
      {refund.status !== 'requested' &&
        refund.status !== 'rejected' &&
        ` (${t('packages.refund.businessDays', { ...REFUND_BUSINESS_DAYS })})`}
      .
    </p>
  );
}

/** The student's orders, newest first, with how to pay for the one awaiting payment. */
export function OrderList({ orders, teacherName, onCancel, cancellingId, onRefund, refundingId }: OrderListProps) {
  const { t } = useTexts(STUDENT_TEXTS);
  const pricingOptions = usePricingOptions();
  const packageName = (order: Order) =>
    pricingOptions.find((option) => option.id === order.packageId)?.name ?? order.packageId;
  if (orders.length === 0) return <p style={{ color: THEME_TOKENS.colorTextSecondary }}>{t('packages.orders.none')}</p>;
  return (
    <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
      {orders.map((order) => {
        const name = packageName(order);
        const credits = t('common.credits', { count: order.credits });
        const isConfirmed = order.decidedAt !== null && order.status === 'confirmed';
        return (
          <li key={order.id}>
            <Card
              size="small"
              role="article"
              aria-label={t('packages.orders.label', { name, date: formatDate(order.createdAt) })}
            >
              <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8 }}>
                <strong>
                  {name}: {credits}, {formatPrice(order.priceEur)}
                </strong>
                <Badge status={STATUS_BADGE[order.status]}>{t(`packages.orders.status.${order.status}`)}</Badge>
              </div>
              <p style={{ margin: '4px 0 0', color: THEME_TOKENS.colorTextSecondary }}>
                <Trans
                  t={t}
                  i18nKey={isConfirmed ? 'packages.orders.orderedAndConfirmed' : 'packages.orders.ordered'}
                  values={{
                    ordered: formatDate(order.createdAt),
                    confirmed: order.decidedAt && formatDate(order.decidedAt),
                  }}
                  components={{
                    ordered: <time dateTime={order.createdAt} />,
                    confirmed: <time dateTime={order.decidedAt ?? undefined} />,
                  }}
                />
              </p>
              {order.receiptNumber !== null && (
                <p style={{ margin: '4px 0 0' }}>
                  <a
                    href={`/api/packages/orders/${encodeURIComponent(order.id)}/receipt`}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {t('packages.orders.receipt', { number: order.receiptNumber })}
                  </a>
                </p>
              )}
              {order.refund && <RefundLine refund={order.refund} />}
              {order.refundableUntil && (
                <p style={{ margin: '8px 0 0' }}>
                  <Button loading={refundingId === order.id} onClick={() => onRefund(order.id)}>
                    {t('packages.orders.requestRefund')}
                  </Button>{' '}
                  <span style={{ color: THEME_TOKENS.colorTextSecondary }}>
                    <Trans
                      t={t}
                      i18nKey="packages.orders.refundableUntil"
                      values={{ date: formatDate(order.refundableUntil) }}
                      components={{ until: <time dateTime={order.refundableUntil} /> }}
                    />
                  </span>
                </p>
              )}
              {order.status === 'pending' && order.paymentMethod === 'card' && (
                <p style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 0 }}>
                  {order.checkoutUrl && (
                    <LinkButton variant="primary" href={order.checkoutUrl}>
                      {t('packages.orders.continueToPayment')}
                    </LinkButton>
                  )}
                  <Button danger loading={cancellingId === order.id} onClick={() => onCancel(order.id)}>
                    {t('packages.orders.cancel')}
                  </Button>
                </p>
              )}
              {order.status === 'pending' && order.paymentMethod === 'transfer' && (
                <>
                  <p>
                    {t('packages.orders.payByTransfer', {
                      price: formatPrice(order.priceEur),
                      teacher: teacherName,
                      credits,
                    })}
                  </p>
                  <Button danger loading={cancellingId === order.id} onClick={() => onCancel(order.id)}>
                    {t('packages.orders.cancel')}
                  </Button>
                </>
              )}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
