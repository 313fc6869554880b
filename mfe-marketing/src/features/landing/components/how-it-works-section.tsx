import { HOW_IT_WORKS_STEPS } from '../landing-content';

export function HowItWorksSection() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="lz-section">
      <div className="lz-container">
        <div className="lz-section__head">
          <h2 id="how-it-works-title">How It Works</h2>
          <p className="lz-lead">From first booking to fluent conversation in three simple steps.</p>
        </div>
        <ol className="lz-list-reset lz-grid lz-steps">
          {HOW_IT_WORKS_STEPS.map((step, index) => (
            <li key={step.title} className="lz-card lz-step">
              <span className="lz-step__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
