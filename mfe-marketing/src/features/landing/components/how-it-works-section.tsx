import { LESSON_DURATIONS_MIN } from '@lezioni/contracts/values';
import { useTexts } from '@lezioni/web-kit';
import { MARKETING_TEXTS } from '../../../texts';
import { HOW_IT_WORKS_STEPS } from '../landing-content';

export function HowItWorksSection() {
  const { t } = useTexts(MARKETING_TEXTS);
  const durations = t('howItWorks.durations', {
    list: LESSON_DURATIONS_MIN.slice(0, -1).join(', '),
    last: LESSON_DURATIONS_MIN.at(-1),
  });
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="lz-section">
      <div className="lz-container">
        <div className="lz-section__head">
          <h2 id="how-it-works-title">{t('howItWorks.title')}</h2>
          <p className="lz-lead">{t('howItWorks.lead')}</p>
        </div>
        <ol className="lz-list-reset lz-grid lz-steps">
          {HOW_IT_WORKS_STEPS.map((step, index) => (
            <li key={step} className="lz-card lz-step">
              <span className="lz-step__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{t(`howItWorks.steps.${step}.title`)}</h3>
              <p>{t(`howItWorks.steps.${step}.text`, { durations })}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
