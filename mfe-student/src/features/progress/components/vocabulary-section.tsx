import { useId, useState } from 'react';
import { Button, Input, Spinner, useDebouncedValue, useTexts } from '@lezioni/web-kit';
import { STUDENT_TEXTS } from '../../../texts';
import { useGetMyVocabularyQuery } from '../api';
import { PractiseWords } from './practise-words';

/** How long typing pauses before the search is asked. */
export const VOCABULARY_SEARCH_DEBOUNCE_MS = 300;

/** The words of the shared lesson notes, searchable, with the practise mode over the words shown. */
export function VocabularySection({ wordCount }: { wordCount: number }) {
  const { t } = useTexts(STUDENT_TEXTS);
  const searchId = useId();
  const practiseId = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), VOCABULARY_SEARCH_DEBOUNCE_MS);
  const { data, isFetching, isError } = useGetMyVocabularyQuery(q);
  const [isPractising, setIsPractising] = useState(false);
  const words = data?.words ?? [];

  return (
    <section aria-labelledby="vocabulary" style={{ marginTop: 32 }}>
      <h2 id="vocabulary">{t('common.vocabulary')}</h2>
      <p>{t('progress.vocabulary.learned', { count: wordCount })}</p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 16 }}>
        <label htmlFor={searchId}>{t('progress.vocabulary.search')}</label>
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
            {isPractising ? t('progress.vocabulary.stopPractising') : t('progress.vocabulary.practise')}
          </Button>
        )}
      </div>
      {isPractising && words.length > 0 && <PractiseWords id={practiseId} words={words} />}
      {/* Always there, so a screen reader hears each search's outcome as it changes. */}
      <p role="status" style={{ margin: q && data ? undefined : 0 }}>
        {q && data
          ? words.length === 0
            ? t('progress.vocabulary.noMatch', { query: q })
            : t('progress.vocabulary.matches', { count: words.length, query: q })
          : ''}
      </p>
      {isError ? (
        <p role="alert">{t('progress.vocabulary.loadFailed')}</p>
      ) : !data ? (
        <Spinner label={t('progress.vocabulary.loading')} />
      ) : words.length === 0 ? (
        !q && <p>{t('progress.vocabulary.none')}</p>
      ) : (
        <ul
          aria-label={t('progress.vocabulary.list')}
          aria-busy={isFetching}
          style={{ paddingLeft: 20, overflowWrap: 'anywhere' }}
        >
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
