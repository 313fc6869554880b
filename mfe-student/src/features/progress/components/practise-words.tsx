import { useState } from 'react';
import type { MyVocabulary } from '@lezioni/contracts';
import { Button, Card, useTexts } from '@lezioni/web-kit';
import { STUDENT_TEXTS } from '../../../texts';

type Word = MyVocabulary['words'][number];

/**
 * Practise mode: one word at a time, flipped to its translation on demand. The card is a polite live
 * region, so a screen reader hears the translation when it shows and the next word when it comes.
 */
export function PractiseWords({ id, words }: { id: string; words: readonly Word[] }) {
  const { t } = useTexts(STUDENT_TEXTS);
  const [index, setIndex] = useState(0);
  const [isFlipped, setIsFlipped] = useState(false);
  const word = words[index % words.length];
  if (!word) return null;
  const next = () => {
    setIndex((current) => (current + 1) % words.length);
    setIsFlipped(false);
  };
  return (
    <Card id={id} size="small" role="region" aria-label={t('progress.vocabulary.practise')}>
      <div aria-live="polite" aria-atomic="true" style={{ overflowWrap: 'anywhere' }}>
        <p style={{ margin: '0 0 4px' }}>
          {t('progress.practise.position', { position: (index % words.length) + 1, total: words.length })}
        </p>
        <p style={{ margin: '0 0 8px', fontSize: 24 }}>
          <strong lang="it">{word.word}</strong>
        </p>
        {isFlipped && (
          <p style={{ margin: '0 0 8px', fontSize: 20 }}>
            {t('progress.practise.translation', { translation: word.translation })}
            {word.example && (
              <>
                <br />
                <em lang="it" style={{ fontSize: 16 }}>
                  {word.example}
                </em>
              </>
            )}
          </p>
        )}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button variant="primary" onClick={() => setIsFlipped(true)}>
          {t('progress.practise.showTranslation')}
        </Button>
        <Button onClick={next}>{t('progress.practise.nextWord')}</Button>
      </div>
    </Card>
  );
}
