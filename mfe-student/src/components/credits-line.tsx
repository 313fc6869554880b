import { useMyCredits } from '@lezioni/web-kit';
import { summarizeCredits } from '../utils/credit-summary';
import { formatCredits, formatDate } from '../utils/format';

/** The student's credit balance and when the first of them expire; nothing until it is known. */
export function CreditsLine({ isStudent }: { isStudent: boolean }) {
  const { data } = useMyCredits(isStudent);
  if (!data) return null;
  const { usableCredits, nextExpiry } = summarizeCredits(data, new Date());
  return (
    <p style={{ fontSize: 16 }}>
      {`You have ${formatCredits(usableCredits)}`}
      {nextExpiry &&
        (nextExpiry.credits === usableCredits
          ? `, valid until ${formatDate(nextExpiry.date)}.`
          : `. ${formatCredits(nextExpiry.credits)} ${nextExpiry.credits === 1 ? 'expires' : 'expire'} on ${formatDate(nextExpiry.date)}.`)}
      {!nextExpiry && '.'}
    </p>
  );
}
