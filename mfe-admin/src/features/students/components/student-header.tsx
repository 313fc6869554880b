import type { StudentPageResponse } from '@lezioni/contracts';
import { LinkButton, Trans, useTexts } from '@lezioni/web-kit';
import { ADMIN_TEXTS } from '../../../texts';
import { formatDateTime } from '../../../utils/format';

/** The soonest expiry of the credits still usable, if any. */
function nextExpiry(credits: StudentPageResponse['credits'], now: Date): string | null {
  const usable = credits.filter((lot) => lot.remainingCredits > 0 && new Date(lot.expiryDate) > now);
  return usable.map((lot) => lot.expiryDate).sort()[0] ?? null;
}

/** Who the student is: name, address, since when, the credits left, and the way to their chat. */
export function StudentHeader({ student }: { student: StudentPageResponse }) {
  const { t } = useTexts(ADMIN_TEXTS);
  const expiry = nextExpiry(student.credits, new Date());
  return (
    <header className="lz-admin-student-head">
      <h1>{student.name}</h1>
      {/* A deleted account has no address left. */}
      {student.email && (
        <p>
          <a href={`mailto:${student.email}`}>{student.email}</a>
          {!student.emailVerified && <span className="lz-admin-secondary"> {t('student.notVerified')}</span>}
        </p>
      )}
      <p className="lz-admin-secondary">{t('student.since', { date: formatDateTime(student.since) })}</p>
      <p>
        <Trans t={t} i18nKey="student.creditsLeft" count={student.creditsLeft} components={{ strong: <strong /> }} />
        {expiry && (
          <span className="lz-admin-secondary"> {t('student.firstExpire', { date: formatDateTime(expiry) })}</span>
        )}
      </p>
      <div>
        <LinkButton to={`/chat?student=${encodeURIComponent(student.id)}`} variant="primary">
          {t('student.openChat')}
        </LinkButton>
      </div>
    </header>
  );
}
