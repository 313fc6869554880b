import { useId, useState } from 'react';
import { Button, Input, Spinner, useDebouncedValue } from '@lezioni/web-kit';
import { useGetMyVocabularyQuery } from '../api';
import { PractiseWords } from './practise-words';

/** How long typing pauses before the search is asked. */
export const VOCABULARY_SEARCH_DEBOUNCE_MS = 300;

/** The words of the shared lesson notes, searchable, with the practise mode over the words shown. */
export function VocabularySection({ wordCount }: { wordCount: number }) {
  const searchId = useId();
  const practiseId = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), VOCABULARY_SEARCH_DEBOUNCE_MS);
  const { data, isFetching, isError } = useGetMyVocabularyQuery(q);
  const [isPractising, setIsPractising] = useState(false);
  const words = data?.words ?? [];

  return (
    <section aria-labelledby="vocabulary" style={{ marginTop: 32 }}>
      <h2 id="vocabulary">Vocabulary</h2>
      <p>{`You have learned ${wordCount} ${wordCount === 1 ? 'word' : 'words'}.`}</p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 16 }}>
        <label htmlFor={searchId}>Search words</label>
        <Input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 320 }}
        />
        {/* One button that stays where it is, so keyboard focus stays on it when practice starts or stops. */}
        {words.length > 0 && (
          <Button
            variant={isPractising ? 'default' : 'primary'}
            aria-expanded={isPractising}
            aria-controls={isPractising ? practiseId : undefined}
            onClick={() => setIsPractising((was) => !was)}
          >
            {isPractising ? 'Stop practising' : 'Practise'}
          </Button>
        )}
      </div>
      {isPractising && words.length > 0 && <PractiseWords id={practiseId} words={words} />}
      {/* Always there, so a screen reader hears each search's outcome as it changes. */}
      <p role="status" style={{ margin: q && data ? undefined : 0 }}>
        {q && data
          ? words.length === 0
            ? `No words match “${q}”.`
            : `${words.length} ${words.length === 1 ? 'word matches' : 'words match'} “${q}”.`
          : ''}
      </p>
      {isError ? (
        <p role="alert">The words could not be loaded.</p>
      ) : !data ? (
        <Spinner label="Loading your words..." />
      ) : words.length === 0 ? (
        !q && <p>No words yet: they come with the notes of your lessons.</p>
      ) : (
        <ul aria-label="Your words" aria-busy={isFetching} style={{ paddingLeft: 20, overflowWrap: 'anywhere' }}>
          {words.map((word) => (
            <li key={`${word.lessonId}:${word.word}`}>
              <strong lang="it">{word.word}</strong>: {word.translation}
              {word.example && (
                <>
                  {' '}
                  (<em lang="it">{word.example}</em>)
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
