import { useTexts } from '@lezioni/web-kit';
import { MARKETING_TEXTS } from '../../../texts';
import { PROMISES } from '../landing-content';

export function PromisesSection() {
  const { t } = useTexts(MARKETING_TEXTS);
  return (
    <section id="promises" aria-labelledby="promises-title" className="lz-section lz-promises">
      <div className="lz-container">
        <h2 id="promises-title">{t('promises.title')}</h2>
        <ul className="lz-list-reset lz-grid">
          {PROMISES.map((promise) => (
            <li key={promise} className="lz-card lz-promise">
              <h3>{t(`promises.items.${promise}.title`)}</h3>
              <p>{t(`promises.items.${promise}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
