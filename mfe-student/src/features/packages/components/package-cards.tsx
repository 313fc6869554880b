import type { PackageId, PaymentMethod } from '@lezioni/contracts';
import { PACKAGES } from '@lezioni/contracts/values';
import { Button, Card, ConfirmButton, usePricingOptions, useTexts } from '@lezioni/web-kit';
import { STUDENT_TEXTS } from '../../../texts';
import { formatPrice } from '../../../utils/format';

type PackageCardsProps = {
  onOrder: (packageId: PackageId, paymentMethod: PaymentMethod) => void;
  /** Who confirms a transfer, named in its confirmation step. */
  teacherName: string;
  /** The package being ordered right now, if any. */
  orderingId: PackageId | null;
  /** Card payment is offered (Stripe configured): then it is the main button. */
  isCardAvailable: boolean;
  /** Set while an order awaits payment: the server accepts one pending order at a time. */
  isOrderingBlocked: boolean;
};

/**
 * The three packages of spec §9, each payable by card (Stripe's checkout, when offered) or by bank
 * transfer, which the student confirms first (an order is a promise to pay).
 */
export function PackageCards({
  onOrder,
  teacherName,
  orderingId,
  isCardAvailable,
  isOrderingBlocked,
}: PackageCardsProps) {
  const { t } = useTexts(STUDENT_TEXTS);
  const pricingOptions = usePricingOptions();
  return (
    <ul className="lz-student-cards lz-student-packages">
      {pricingOptions.map((option) => {
        const { credits, validityMonths } = PACKAGES[option.id];
        const headingId = `package-${option.id}`;
        return (
          <li key={option.id}>
            <Card
              role="article"
              aria-labelledby={headingId}
              className={option.isPopular ? 'lz-student-package lz-student-package--popular' : 'lz-student-package'}
            >
              {option.isPopular && <p className="lz-student-package__badge">{t('packages.cards.mostPopular')}</p>}
              <h3 id={headingId} className="lz-student-package__name">
                {option.name}
              </h3>
              <p className="lz-student-package__subtitle lz-student-muted">{option.subtitle}</p>
              <p>
                <span className="lz-student-package__price">{formatPrice(option.price)}</span>{' '}
                <span className="lz-student-muted">{option.duration}</span>
              </p>
              <ul className="lz-student-package__features">
                {option.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
                <li>{t('packages.cards.validFor', { count: credits, months: validityMonths })}</li>
              </ul>
              <div className="lz-student-package__actions">
                {isCardAvailable && (
                  <Button
                    variant="primary"
                    block
                    loading={orderingId === option.id}
                    disabled={isOrderingBlocked || (orderingId !== null && orderingId !== option.id)}
                    onClick={() => onOrder(option.id, 'card')}
                    aria-label={t('packages.cards.payByCardOf', { name: option.name })}
                  >
                    {t('packages.cards.payByCard')}
                  </Button>
                )}
                <ConfirmButton
                  title={t('packages.cards.confirmTitle', { name: option.name })}
                  description={t('packages.cards.confirmText', {
                    credits: t('common.credits', { count: credits }),
                    price: formatPrice(option.price),
                    teacher: teacherName,
                  })}
                  okText={t('packages.cards.confirm')}
                  cancelText={t('packages.cards.notNow')}
                  onConfirm={() => onOrder(option.id, 'transfer')}
                  variant={isCardAvailable ? 'default' : 'primary'}
                  block
                  disabled={isOrderingBlocked || orderingId !== null}
                  aria-label={t('packages.cards.payByTransferOf', { name: option.name })}
                >
                  {t('packages.cards.payByTransfer')}
                </ConfirmButton>
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
