import { useTexts } from '@lezioni/web-kit';
import { MARKETING_TEXTS } from '../../../texts';
import { STATISTICS } from '../landing-content';

export function StatsSection() {
  const { t } = useTexts(MARKETING_TEXTS);
  return (
    <section id="statistics" aria-labelledby="statistics-title" className="lz-section lz-section--alt lz-stats">
      <div className="lz-container">
        <h2 id="statistics-title" className="lz-visually-hidden">
          {t('statistics.title')}
        </h2>
        <dl>
          {STATISTICS.map((stat) => (
            <div key={stat.id}>
              <dt>{t(`statistics.${stat.id}`)}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
