import type { PaymentProblem } from '@lezioni/contracts';
import { Alert, useTexts } from '@lezioni/web-kit';
import { ADMIN_TEXTS } from '../../../texts';
import { formatDateTime, formatEuros } from '../../../utils/format';
import { namePackage } from '../dashboard-format';

/** Euros as the tab writes them; another currency (which granted nothing) by its code, as Stripe sent it. */
const amountOf = ({ amountCents, currency }: PaymentProblem) =>
  currency === 'eur' ? formatEuros(amountCents / 100) : `${(amountCents / 100).toFixed(2)} ${currency.toUpperCase()}`;

/**
 * Stripe payments the grant rule refused (issue 47): each granted nothing, and the teacher looks it
 * up in Stripe by its reference (and refunds there any money that was taken). Nothing shows while
 * there are none.
 */
export function PaymentProblems({ problems }: { problems: PaymentProblem[] }) {
  const { t } = useTexts(ADMIN_TEXTS);
  if (problems.length === 0) return null;
  return (
    <Alert
      type="warning"
      role="note"
      showIcon
      title={t('payments.problems.title', { count: problems.length })}
      description={
        <div className="lz-admin-problems">
          <p>{t('payments.problems.description')}</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem.id}>
                <time dateTime={problem.recordedAt}>{formatDateTime(problem.recordedAt)}</time>{' '}
                {t('payments.problems.line', {
                  amount: amountOf(problem),
                  name: problem.student.name,
                  package: namePackage(problem.packageId, t),
                  reason: t(`payments.problems.kind.${problem.kind}`),
                  reference: problem.reference,
                })}
              </li>
            ))}
          </ul>
        </div>
      }
    />
  );
}
