import { STATISTICS } from '../landing-content';

export function StatsSection() {
  return (
    <section id="statistics" aria-labelledby="statistics-title" className="lz-section lz-section--alt lz-stats">
      <div className="lz-container">
        <h2 id="statistics-title" className="lz-visually-hidden">
          In Numbers
        </h2>
        <dl>
          {STATISTICS.map((stat) => (
            <div key={stat.label}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
