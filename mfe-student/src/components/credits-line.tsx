import { useMyCredits, useTexts } from '@lezioni/web-kit';
import { STUDENT_TEXTS } from '../texts';
import { summarizeCredits } from '../utils/credit-summary';
import { formatDate } from '../utils/format';

/** The student's credit balance and when the first of them expire; nothing until it is known. */
export function CreditsLine({ isStudent }: { isStudent: boolean }) {
  const { t } = useTexts(STUDENT_TEXTS);
  const { data } = useMyCredits(isStudent);
  if (!data) return null;
  const { usableCredits, nextExpiry } = summarizeCredits(data, new Date());
  const credits = t('common.credits', { count: usableCredits });
  return (
    <p>
      {!nextExpiry
        ? t('creditsLine.noExpiry', { credits })
        : nextExpiry.credits === usableCredits
          ? t('creditsLine.allExpire', { count: usableCredits, date: formatDate(nextExpiry.date) })
          : t('creditsLine.someExpire', { credits, count: nextExpiry.credits, date: formatDate(nextExpiry.date) })}
    </p>
  );
}
