import { PROMISES } from '../landing-content';

export function PromisesSection() {
  return (
    <section id="promises" aria-labelledby="promises-title" className="lz-section lz-promises">
      <div className="lz-container">
        <h2 id="promises-title">My Promise to You</h2>
        <ul className="lz-list-reset lz-grid">
          {PROMISES.map((promise) => (
            <li key={promise.title} className="lz-card lz-promise">
              <h3>{promise.title}</h3>
              <p>{promise.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
