import { useState } from 'react';
import type { MyVocabulary } from '@lezioni/contracts';
import { Button, Card } from '@lezioni/web-kit';

type Word = MyVocabulary['words'][number];

/**
 * Practise mode: one word at a time, flipped to its translation on demand. The card is a polite live
 * region, so a screen reader hears the translation when it shows and the next word when it comes.
 */
export function PractiseWords({ id, words }: { id: string; words: readonly Word[] }) {
  const [index, setIndex] = useState(0);
  const [isFlipped, setIsFlipped] = useState(false);
  const word = words[index % words.length];
  if (!word) return null;
  const next = () => {
    setIndex((current) => (current + 1) % words.length);
    setIsFlipped(false);
  };
  return (
    <Card id={id} size="small" role="region" aria-label="Practise">
      <div aria-live="polite" aria-atomic="true" style={{ overflowWrap: 'anywhere' }}>
        <p style={{ margin: '0 0 4px' }}>{`Word ${(index % words.length) + 1} of ${words.length}`}</p>
        <p style={{ margin: '0 0 8px', fontSize: 24 }}>
          <strong lang="it">{word.word}</strong>
        </p>
        {isFlipped && (
          <p style={{ margin: '0 0 8px', fontSize: 20 }}>
            Translation: {word.translation}
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
          Show translation
        </Button>
        <Button onClick={next}>Next word</Button>
      </div>
    </Card>
  );
}
