import { useTexts } from '@lezioni/web-kit';
import { MARKETING_TEXTS } from '../../../texts';
import { TRUST_BADGES } from '../landing-content';
import { CheckIcon } from './icons';

export function TrustBadgesSection() {
  const { t } = useTexts(MARKETING_TEXTS);
  return (
    <section id="credentials" aria-label={t('credentials.label')} className="lz-badges">
      <div className="lz-container">
        <ul className="lz-list-reset">
          {TRUST_BADGES.map((badge) => (
            <li key={badge}>
              <CheckIcon />
              {t(`credentials.badges.${badge}`)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
