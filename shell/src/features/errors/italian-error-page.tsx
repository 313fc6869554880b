import { useEffect, useState, type ReactNode } from 'react';
import { useTexts } from '@lezioni/web-kit';
import { SHELL_TEXTS } from '../../texts';
import { EXCLAMATIONS, type Story } from './error-content';

type ItalianErrorPageProps = {
  code: string;
  title: string;
  rotateEveryMs: number;
  stories: readonly Story[];
  /** Extra text above the story, e.g. the missing path. */
  lead?: ReactNode;
  /** 'Another Story' is offered on the 404 page only (spec §2). */
  hasAnotherStoryButton?: boolean;
  actions: ReactNode;
};

/** The shared frame of the 404, 500 and 403 pages: rotating exclamation, story variants, actions. */
export function ItalianErrorPage({
  code,
  title,
  rotateEveryMs,
  stories,
  lead,
  hasAnotherStoryButton,
  actions,
}: ItalianErrorPageProps) {
  const { t } = useTexts(SHELL_TEXTS);
  const [exclamationIndex, setExclamationIndex] = useState(0);
  const [storyIndex, setStoryIndex] = useState(0);

  useEffect(() => {
    const timer = setInterval(() => setExclamationIndex((index) => (index + 1) % EXCLAMATIONS.length), rotateEveryMs);
    return () => clearInterval(timer);
  }, [rotateEveryMs]);

  const story = stories[storyIndex] ?? stories[0]!;
  return (
    <div className="shell-error-page">
      <p className="shell-error-code" aria-hidden="true">
        {code}
      </p>
      {/* Decorative and changing every few seconds, so it is kept out of the accessibility tree. */}
      <p className="shell-exclamation" aria-hidden="true" data-testid="exclamation">
        {EXCLAMATIONS[exclamationIndex]}
      </p>
      <h1>{title}</h1>
      {lead}
      <section className="shell-story" aria-live="polite" aria-labelledby="error-story-title">
        <h2 id="error-story-title">{t(`errors.storyTexts.${story}.title`)}</h2>
        <p>{t(`errors.storyTexts.${story}.text`)}</p>
      </section>
      <div className="shell-dots" role="group" aria-label={t('errors.stories')}>
        {stories.map((variant, index) => (
          <button
            key={variant}
            type="button"
            className="shell-dot"
            aria-label={t('errors.story', { number: index + 1 })}
            aria-pressed={index === storyIndex}
            onClick={() => setStoryIndex(index)}
          />
        ))}
      </div>
      {hasAnotherStoryButton && (
        <button
          type="button"
          className="shell-btn"
          onClick={() => setStoryIndex((index) => (index + 1) % stories.length)}
        >
          {t('errors.anotherStory')}
        </button>
      )}
      <div className="shell-button-row">{actions}</div>
    </div>
  );
}
