import type { ReactNode } from 'react';
import { Link, Trans, dateTimeFormat, usePricingOptions, useTexts } from '@lezioni/web-kit';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  localeOf,
  BOOKING_MAX_AHEAD_MONTHS,
  BOOKING_MIN_NOTICE_HOURS,
  CREDITS_PER_LESSON,
  CURRENCY,
  FREE_CANCELLATION_HOURS,
  LEGAL_UPDATED,
  MINIMUM_AGE_YEARS,
  MONEY_BACK_DAYS,
  PACKAGES,
  PRIVACY_REPLY_HOURS,
  REFUND_BUSINESS_DAYS,
  REMEMBER_ME_DAYS,
} from '@lezioni/contracts/values';
import { LEGAL_TEXTS } from './texts';

const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * LEGAL_UPDATED's month ('August 2025', as contracts writes it) in `language`, the page's: named
 * rather than the visitor's locale, as these pages are prerendered in each language.
 */
function formatUpdated(updated: string, language: string): string {
  const [month = '', year = ''] = updated.split(' ');
  const monthIndex = ENGLISH_MONTHS.indexOf(month);
  if (monthIndex < 0 || !Number(year)) return updated;
  const locale = localeOf(isLanguage(language) ? language : DEFAULT_LANGUAGE);
  return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(Number(year), monthIndex, 15),
  );
}

function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  const { t, i18n } = useTexts(LEGAL_TEXTS);
  return (
    <article className="shell-page shell-narrow shell-legal">
      <h1>{title}</h1>
      <p className="shell-muted">{t('updated', { date: formatUpdated(updated, i18n.language) })}</p>
      {children}
    </article>
  );
}

/** Privacy policy (spec §2, §9); /privacy-policy and /privacy. */
export function PrivacyPolicyPage() {
  const { t } = useTexts(LEGAL_TEXTS);
  return (
    <LegalPage title={t('privacy.title')} updated={LEGAL_UPDATED.privacy}>
      <p>{t('privacy.intro')}</p>
      <h2>{t('privacy.collect.heading')}</h2>
      <ul>
        <li>{t('privacy.collect.account')}</li>
        <li>{t('privacy.collect.lessons')}</li>
        <li>{t('privacy.collect.technical')}</li>
      </ul>
      <h2>{t('privacy.use.heading')}</h2>
      <p>{t('privacy.use.text')}</p>
      <h2>{t('privacy.cookies.heading')}</h2>
      <p>{t('privacy.cookies.text', { days: REMEMBER_ME_DAYS })}</p>
      <h2>{t('privacy.services.heading')}</h2>
      <p>{t('privacy.services.text')}</p>
      <h2>{t('privacy.retention.heading')}</h2>
      <p>{t('privacy.retention.text')}</p>
      <h2>{t('privacy.rights.heading')}</h2>
      <p>{t('privacy.rights.text', { hours: PRIVACY_REPLY_HOURS })}</p>
      <h2>{t('privacy.contact.heading')}</h2>
      <p>
        <Trans t={t} i18nKey="privacy.contact.text" components={{ terms: <Link to="/terms" /> }} />
      </p>
    </LegalPage>
  );
}

/** Terms of service with the key terms of spec §9. */
export function TermsPage() {
  const { t } = useTexts(LEGAL_TEXTS);
  const options = usePricingOptions();
  const prices = options
    .map((option) =>
      t('terms.prices.option', {
        name: option.name,
        price: option.price,
        currency: CURRENCY,
      }),
    )
    .join('; ');
  return (
    <LegalPage title={t('terms.title')} updated={LEGAL_UPDATED.terms}>
      <p>{t('terms.intro')}</p>
      <h2>{t('terms.eligibility.heading')}</h2>
      <p>{t('terms.eligibility.text', { age: MINIMUM_AGE_YEARS })}</p>
      <h2>{t('terms.booking.heading')}</h2>
      <ul>
        <li>{t('terms.booking.notice', { hours: BOOKING_MIN_NOTICE_HOURS, months: BOOKING_MAX_AHEAD_MONTHS })}</li>
        <li>{t('terms.booking.credits', { count: CREDITS_PER_LESSON })}</li>
        <li>{t('terms.booking.confirmation')}</li>
      </ul>
      <h2>{t('terms.prices.heading')}</h2>
      <ul>
        <li>{t('terms.prices.list', { currency: CURRENCY, prices })}</li>
        <li>
          {/* As the packages page says it: the 10-lesson package's credits last longer. */}
          {t('terms.prices.expiry', {
            months: PACKAGES.single.validityMonths,
            tenMonths: PACKAGES.ten.validityMonths,
            tenName: options.find((option) => option.id === 'ten')?.name,
          })}
        </li>
      </ul>
      <h2>{t('terms.cancellations.heading')}</h2>
      <ul>
        <li>{t('terms.cancellations.free', { hours: FREE_CANCELLATION_HOURS })}</li>
        <li>{t('terms.cancellations.late', { hours: FREE_CANCELLATION_HOURS })}</li>
      </ul>
      <h2>{t('terms.refunds.heading')}</h2>
      <p>
        {t('terms.refunds.text', {
          days: MONEY_BACK_DAYS,
          min: REFUND_BUSINESS_DAYS.min,
          max: REFUND_BUSINESS_DAYS.max,
        })}
      </p>
      <h2>{t('terms.account.heading')}</h2>
      <p>{t('terms.account.text')}</p>
      <h2>{t('terms.privacy.heading')}</h2>
      <p>
        <Trans t={t} i18nKey="terms.privacy.text" components={{ privacy: <Link to="/privacy-policy" /> }} />
      </p>
    </LegalPage>
  );
}
