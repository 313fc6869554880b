import { useTexts } from '@lezioni/web-kit';
import { MARKETING_TEXTS } from '../../../texts';
import { TESTIMONIALS } from '../landing-content';
import { AvatarImage } from './avatar-image';

export function TestimonialsSection() {
  const { t } = useTexts(MARKETING_TEXTS);
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="lz-section">
      <div className="lz-container">
        <div className="lz-section__head">
          <h2 id="testimonials-title">{t('testimonials.title')}</h2>
          <p className="lz-lead">{t('testimonials.lead')}</p>
        </div>
        <ul className="lz-list-reset lz-grid">
          {TESTIMONIALS.map((story) => (
            <li key={story.id}>
              <figure className="lz-card lz-testimonial">
                <span className="lz-testimonial__highlight">{t(`testimonials.stories.${story.id}.highlight`)}</span>
                <blockquote>
                  <p>“{t(`testimonials.stories.${story.id}.text`)}”</p>
                </blockquote>
                <figcaption>
                  <AvatarImage src={story.avatar} name={story.name} size={48} />
                  <span>
                    <strong>{story.name}</strong>
                    <span className="lz-testimonial__meta">
                      {t(`testimonials.stories.${story.id}.location`)} · {t(`testimonials.stories.${story.id}.level`)}
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
