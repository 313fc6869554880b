import { Badge, Button, Card } from 'antd';
import { PRICING_OPTIONS, type Order, type OrderStatus } from '@lezioni/contracts';
import { formatCredits, formatDate, formatPrice } from '../../../utils/format';
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
};

/** The student's orders, newest first, with how to pay for the one awaiting payment. */
export function OrderList({ orders, teacherName, onCancel, cancellingId }: OrderListProps) {
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
                <Badge status={STATUS[order.status].badge} text={STATUS[order.status].text} />
              </div>
              <p style={{ margin: '4px 0 0', color: THEME_TOKENS.colorTextSecondary }}>
                Ordered on <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
                {order.decidedAt && order.status === 'confirmed' && (
                  <>
                    , confirmed on <time dateTime={order.decidedAt}>{formatDate(order.decidedAt)}</time>
                  </>
                )}
              </p>
              {order.status === 'pending' && (
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
