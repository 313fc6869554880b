import { TRUST_BADGES } from '../landing-content';
import { CheckIcon } from './icons';

export function TrustBadgesSection() {
  return (
    <section id="credentials" aria-label="Credentials" className="lz-badges">
      <div className="lz-container">
        <ul className="lz-list-reset">
          {TRUST_BADGES.map((badge) => (
            <li key={badge}>
              <CheckIcon />
              {badge}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
