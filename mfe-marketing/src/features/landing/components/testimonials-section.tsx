import { TESTIMONIALS } from '../landing-content';
import { AvatarImage } from './avatar-image';

export function TestimonialsSection() {
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="lz-section">
      <div className="lz-container">
        <div className="lz-section__head">
          <h2 id="testimonials-title">What My Students Say</h2>
          <p className="lz-lead">Real progress from learners around the world.</p>
        </div>
        <ul className="lz-list-reset lz-grid">
          {TESTIMONIALS.map((story) => (
            <li key={story.id}>
              <figure className="lz-card lz-testimonial">
                <span className="lz-testimonial__highlight">{story.highlight}</span>
                <blockquote>
                  <p>“{story.text}”</p>
                </blockquote>
                <figcaption>
                  <AvatarImage src={story.avatar} name={story.name} size={48} />
                  <span>
                    <strong>{story.name}</strong>
                    <span className="lz-testimonial__meta">
                      {story.location} · {story.level}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
