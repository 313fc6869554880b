import { Link, numberFormat, usePricingOptions, useTexts } from '@lezioni/web-kit';
import { CURRENCY } from '@lezioni/contracts/values';
import { MARKETING_TEXTS } from '../../../texts';
import { CheckIcon } from './icons';

type PricingSectionProps = { packagesPath: string };

const formatPrice = (euros: number) =>
  numberFormat(undefined, { style: 'currency', currency: CURRENCY, maximumFractionDigits: 0 }).format(euros);

/** The packages of contracts' PRICING_OPTIONS, in the reader's language. */
export function PricingSection({ packagesPath }: PricingSectionProps) {
  const { t } = useTexts(MARKETING_TEXTS);
  const options = usePricingOptions();
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="lz-section lz-section--alt lz-pricing">
      <div className="lz-container">
        <div className="lz-section__head">
          <h2 id="pricing-title">{t('pricing.title')}</h2>
          <p className="lz-lead">{t('pricing.lead')}</p>
        </div>
        <ul className="lz-list-reset lz-grid">
          {options.map((option) => (
            <li key={option.id} className="lz-price-item">
              <article
                aria-labelledby={`price-${option.id}`}
                className={option.isPopular ? 'lz-card lz-price-card lz-price-card--popular' : 'lz-card lz-price-card'}
              >
                {option.isPopular && <p className="lz-price-card__badge">{t('pricing.popular')}</p>}
                <div>
                  <h3 id={`price-${option.id}`}>{option.name}</h3>
                  <p className="lz-price-card__subtitle">{option.subtitle}</p>
                </div>
                <p>
                  <span className="lz-price-card__price">{formatPrice(option.price)}</span>
                  <span className="lz-price-card__duration">{option.duration}</span>
                </p>
                <ul className="lz-list-reset lz-features">
                  {option.features.map((feature) => (
                    <li key={feature}>
                      <CheckIcon />
                      {feature}
                    </li>
                  ))}
                </ul>
                <Link
                  to={packagesPath}
                  className={
                    option.isPopular ? 'lz-btn lz-btn--primary lz-btn--block' : 'lz-btn lz-btn--secondary lz-btn--block'
                  }
                >
                  {option.buttonText}
                </Link>
              </article>
            </li>
          ))}
        </ul>
        <p className="lz-pricing__note">{t('pricing.note', { currency: CURRENCY })}</p>
      </div>
    </section>
  );
}
