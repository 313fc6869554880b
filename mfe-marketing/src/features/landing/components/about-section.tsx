import { MARKETING_FIGURES } from '@lezioni/contracts/values';
import { AvatarImage } from './avatar-image';
import { CheckIcon } from './icons';

type AboutSectionProps = { teacherName: string; teacherAvatarUrl: string };

const FACTS = [
  'Native speaker from Milan',
  'Certified teacher of Italian',
  `${MARKETING_FIGURES.teacherCountries} countries of experience`,
  'Focus on conversation and cultural immersion',
] as const;

export function AboutSection({ teacherName, teacherAvatarUrl }: AboutSectionProps) {
  return (
    <section id="about" aria-labelledby="about-title" className="lz-section lz-about">
      <div className="lz-container lz-about__inner">
        <div className="lz-about__photo">
          <AvatarImage src={teacherAvatarUrl} name={teacherName} size={192} />
        </div>
        <div>
          <h2 id="about-title">Ciao, I&apos;m {teacherName}</h2>
          <p className="lz-lead">
            I am a native Italian speaker from Milan and a certified teacher of Italian as a foreign language.
          </p>
          <p>
            I have lived and taught in {MARKETING_FIGURES.teacherCountries} countries, so I know what learning a
            language far from home feels like. My lessons put conversation first and bring in the culture behind the
            words: food, cities, idioms and the way Italians really speak.
          </p>
          <ul className="lz-list-reset lz-facts">
            {FACTS.map((fact) => (
              <li key={fact}>
                <CheckIcon />
                {fact}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
