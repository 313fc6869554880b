import { Badge, Button, Card, ConfirmButton, LinkButton, Trans, usePricingOptions, useTexts } from '@lezioni/web-kit';
import type { BankTransfer, Order, Refund } from '@lezioni/contracts';
import { MONEY_BACK_DAYS, REFUND_BUSINESS_DAYS, paymentStatusOf, type PaymentStatus } from '@lezioni/contracts/values';
import { STUDENT_TEXTS } from '../../../texts';
import { formatCents, formatDate, formatPrice } from '../../../utils/format';

// Green only while the money stays paid: a refunded order is told apart at a glance.
const STATUS_BADGE: Record<PaymentStatus, 'warning' | 'success' | 'default'> = {
  pending: 'warning',
  paid: 'success',
  refunded: 'default',
  partially_refunded: 'default',
  cancelled: 'default',
};

type OrderListProps = {
  orders: readonly Order[];
  teacherName: string;
  onCancel: (orderId: string) => void;
  cancellingId: string | null;
  onRefund: (orderId: string) => void;
  refundingId: string | null;
  onWithdrawRefund: (orderId: string) => void;
  withdrawingId: string | null;
};

/** The order's state as its badge says it: a refunded one with the amount that came back. */
function StatusBadge({ order }: { order: Order }) {
  const { t } = useTexts(STUDENT_TEXTS);
  const status = paymentStatusOf(order);
  const amount = order.refund ? formatCents(order.refund.amountCents) : '';
  const text =
    status === 'paid'
      ? t('packages.orders.status.confirmed')
      : status === 'refunded' || status === 'partially_refunded'
        ? t(`packages.orders.status.${status}`, { amount })
        : t(`packages.orders.status.${status}`);
  return <Badge status={STATUS_BADGE[status]}>{text}</Badge>;
}

/** Where to pay a transfer order: the operator's account, the amount and the reference to write on it. */
function BankTransferDetails({ bankTransfer }: { bankTransfer: BankTransfer }) {
  const { t } = useTexts(STUDENT_TEXTS);
  const rows: Array<[string, string]> = [
    [t('packages.orders.bankTransfer.accountHolder'), bankTransfer.accountHolder],
    [t('packages.orders.bankTransfer.iban'), bankTransfer.iban],
    [t('packages.orders.bankTransfer.bic'), bankTransfer.bic],
    [t('packages.orders.bankTransfer.amount'), formatCents(bankTransfer.amountCents)],
    [t('packages.orders.bankTransfer.reference'), bankTransfer.reference],
  ];
  return (
    <dl className="lz-student-bank">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function RefundLine({ refund }: { refund: Refund }) {
  const { t } = useTexts(STUDENT_TEXTS);
  return (
    <p className="lz-student-order__line">
      {t('packages.refund.amount', {
        status: t(`packages.refund.status.${refund.status}`),
        amount: formatCents(refund.amountCents),
      })}
      {refund.creditsWithdrawn > 0 &&
        refund.status !== 'rejected' &&
        `, ${t(refund.status === 'requested' ? 'packages.refund.toWithdraw' : 'packages.refund.withdrawn', { count: refund.creditsWithdrawn })}`}
      {refund.status !== 'requested' &&
        refund.status !== 'rejected' &&
        ` (${t('packages.refund.businessDays', { ...REFUND_BUSINESS_DAYS })})`}
      .
    </p>
  );
}

/** The student's orders, newest first, with how to pay for the one awaiting payment. */
export function OrderList({
  orders,
  teacherName,
  onCancel,
  cancellingId,
  onRefund,
  refundingId,
  onWithdrawRefund,
  withdrawingId,
}: OrderListProps) {
  const { t } = useTexts(STUDENT_TEXTS);
  const pricingOptions = usePricingOptions();
  const packageName = (order: Order) =>
    pricingOptions.find((option) => option.id === order.packageId)?.name ?? order.packageId;
  if (orders.length === 0) return <p className="lz-student-muted">{t('packages.orders.none')}</p>;
  return (
    <ul className="lz-student-list">
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
              <div className="lz-student-order__head">
                <strong>
                  {name}: {credits}, {formatPrice(order.priceEur)}
                </strong>
                <StatusBadge order={order} />
              </div>
              <p className="lz-student-order__line lz-student-muted">
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
                <p className="lz-student-order__line">
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
              {order.refund?.status === 'requested' && (
                <div className="lz-student-order__step">
                  <ConfirmButton
                    title={t('packages.orders.withdrawRefund.title')}
                    description={t('packages.orders.withdrawRefund.description', { days: MONEY_BACK_DAYS })}
                    okText={t('packages.orders.withdrawRefund.yes')}
                    cancelText={t('packages.orders.withdrawRefund.keep')}
                    onConfirm={() => onWithdrawRefund(order.id)}
                    loading={withdrawingId === order.id}
                  >
                    {t('packages.orders.withdrawRefund.button')}
                  </ConfirmButton>
                </div>
              )}
              {order.refundableUntil && order.refundOffer && (
                <div className="lz-student-order__step lz-student-order__refund">
                  <ConfirmButton
                    title={t('packages.orders.refundConfirm.title', {
                      amount: formatCents(order.refundOffer.amountCents),
                    })}
                    description={t(`packages.orders.refundConfirm.${order.paymentMethod}`, {
                      amount: formatCents(order.refundOffer.amountCents),
                      credits: t('common.credits', { count: order.refundOffer.creditsWithdrawn }),
                      teacher: teacherName,
                    })}
                    okText={t('packages.orders.refundConfirm.yes')}
                    cancelText={t('packages.orders.refundConfirm.notNow')}
                    onConfirm={() => onRefund(order.id)}
                    loading={refundingId === order.id}
                  >
                    {t('packages.orders.requestRefund')}
                  </ConfirmButton>
                  <span className="lz-student-order__until lz-student-muted">
                    <Trans
                      t={t}
                      i18nKey="packages.orders.refundableUntil"
                      values={{ date: formatDate(order.refundableUntil) }}
                      components={{ until: <time dateTime={order.refundableUntil} /> }}
                    />
                  </span>
                </div>
              )}
              {order.status === 'pending' && order.paymentMethod === 'card' && (
                <p className="lz-student-row lz-student-order__pay">
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
                  {order.bankTransfer ? (
                    <>
                      <p className="lz-student-order__transfer-intro">
                        {t('packages.orders.bankTransfer.intro', { price: formatPrice(order.priceEur) })}
                      </p>
                      <BankTransferDetails bankTransfer={order.bankTransfer} />
                      <p className="lz-student-order__transfer-after">
                        {t('packages.orders.bankTransfer.after', { teacher: teacherName, credits })}
                      </p>
                    </>
                  ) : (
                    <p>
                      {t('packages.orders.payByTransfer', {
                        price: formatPrice(order.priceEur),
                        teacher: teacherName,
                        credits,
                      })}
                    </p>
                  )}
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
