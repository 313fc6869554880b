import { MARKETING_FIGURES } from '@lezioni/contracts/values';
import { useTexts } from '@lezioni/web-kit';
import { MARKETING_TEXTS } from '../../../texts';
import { AvatarImage } from './avatar-image';
import { CheckIcon } from './icons';

type AboutSectionProps = { teacherName: string; teacherAvatarUrl: string };

const FACTS = ['fromMilan', 'certified', 'countries', 'focus'] as const;

export function AboutSection({ teacherName, teacherAvatarUrl }: AboutSectionProps) {
  const { t } = useTexts(MARKETING_TEXTS);
  const countries = MARKETING_FIGURES.teacherCountries;
  return (
    <section id="about" aria-labelledby="about-title" className="lz-section lz-about">
      <div className="lz-container lz-about__inner">
        <div className="lz-about__photo">
          <AvatarImage src={teacherAvatarUrl} name={teacherName} size={192} />
        </div>
        <div>
          <h2 id="about-title">{t('about.title', { name: teacherName })}</h2>
          <p className="lz-lead">{t('about.lead')}</p>
          <p>{t('about.story', { countries })}</p>
          <ul className="lz-list-reset lz-facts">
            {FACTS.map((fact) => (
              <li key={fact}>
                <CheckIcon />
                {t(`about.facts.${fact}`, { countries })}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
