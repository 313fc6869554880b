import { Badge, Button, Card, LinkButton } from '@lezioni/web-kit';
import type { Order, OrderStatus, Refund, RefundStatus } from '@lezioni/contracts';
import { PRICING_OPTIONS, REFUND_BUSINESS_DAYS } from '@lezioni/contracts/values';
import { formatCents, formatCredits, formatDate, formatPrice } from '../../../utils/format';
import { THEME_TOKENS } from '@lezioni/web-kit/theme';

const STATUS: Record<OrderStatus, { text: string; badge: 'warning' | 'success' | 'default' }> = {
  pending: { text: 'Awaiting payment', badge: 'warning' },
  confirmed: { text: 'Confirmed', badge: 'success' },
  cancelled: { text: 'Cancelled', badge: 'default' },
};

const packageName = (order: Order) =>
  PRICING_OPTIONS.find((option) => option.id === order.packageId)?.name ?? order.packageId;

type OrderListProps = {
  orders: readonly Order[];
  teacherName: string;
  onCancel: (orderId: string) => void;
  cancellingId: string | null;
  onRefund: (orderId: string) => void;
  refundingId: string | null;
};

const REFUND_TEXT: Record<RefundStatus, string> = {
  requested: 'Refund requested: waiting for the teacher',
  processing: 'Refund approved: on its way to your card',
  refunded: 'Refunded',
  to_refund_by_transfer: 'Refund approved: the teacher sends it by bank transfer',
  rejected: 'Refund declined',
};

function RefundLine({ refund }: { refund: Refund }) {
  return (
    <p style={{ margin: '4px 0 0' }}>
      {REFUND_TEXT[refund.status]}: {formatCents(refund.amountCents)}
      {refund.creditsWithdrawn > 0 &&
        refund.status !== 'rejected' &&
        `, ${formatCredits(refund.creditsWithdrawn)} withdrawn`}
      {refund.status !== 'requested' &&
        refund.status !== 'rejected' &&
        ` (${REFUND_BUSINESS_DAYS.min} to ${REFUND_BUSINESS_DAYS.max} business days)`}
      .
    </p>
  );
}

/** The student's orders, newest first, with how to pay for the one awaiting payment. */
export function OrderList({ orders, teacherName, onCancel, cancellingId, onRefund, refundingId }: OrderListProps) {
  if (orders.length === 0)
    return <p style={{ color: THEME_TOKENS.colorTextSecondary }}>You have not ordered a package yet.</p>;
  return (
    <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
      {orders.map((order) => {
        const name = packageName(order);
        return (
          <li key={order.id}>
            <Card size="small" role="article" aria-label={`${name}, ordered ${formatDate(order.createdAt)}`}>
              <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8 }}>
                <strong>
                  {name}: {formatCredits(order.credits)}, {formatPrice(order.priceEur)}
                </strong>
                <Badge status={STATUS[order.status].badge}>{STATUS[order.status].text}</Badge>
              </div>
              <p style={{ margin: '4px 0 0', color: THEME_TOKENS.colorTextSecondary }}>
                Ordered on <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
                {order.decidedAt && order.status === 'confirmed' && (
                  <>
                    , confirmed on <time dateTime={order.decidedAt}>{formatDate(order.decidedAt)}</time>
                  </>
                )}
              </p>
              {order.receiptNumber !== null && (
                <p style={{ margin: '4px 0 0' }}>
                  <a
                    href={`/api/packages/orders/${encodeURIComponent(order.id)}/receipt`}
                    target="_blank"
                    rel="noreferrer"
                  >
                    Receipt {order.receiptNumber}
                  </a>
                </p>
              )}
              {order.refund && <RefundLine refund={order.refund} />}
              {order.refundableUntil && (
                <p style={{ margin: '8px 0 0' }}>
                  <Button loading={refundingId === order.id} onClick={() => onRefund(order.id)}>
                    Request a refund
                  </Button>{' '}
                  <span style={{ color: THEME_TOKENS.colorTextSecondary }}>
                    Until <time dateTime={order.refundableUntil}>{formatDate(order.refundableUntil)}</time>
                  </span>
                </p>
              )}
              {order.status === 'pending' && order.paymentMethod === 'card' && (
                <p style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 0 }}>
                  {order.checkoutUrl && (
                    <LinkButton variant="primary" href={order.checkoutUrl}>
                      Continue to payment
                    </LinkButton>
                  )}
                  <Button danger loading={cancellingId === order.id} onClick={() => onCancel(order.id)}>
                    Cancel Order
                  </Button>
                </p>
              )}
              {order.status === 'pending' && order.paymentMethod === 'transfer' && (
                <>
                  <p>
                    Pay {formatPrice(order.priceEur)} by bank transfer or in cash. Ask {teacherName} in the chat for the
                    bank details. Once {teacherName} confirms your payment, your {formatCredits(order.credits)} appear
                    here and you can book.
                  </p>
                  <Button danger loading={cancellingId === order.id} onClick={() => onCancel(order.id)}>
                    Cancel Order
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
