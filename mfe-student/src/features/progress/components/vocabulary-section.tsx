import { useId, useState } from 'react';
import { Input, LinkButton, Spinner, useDebouncedValue, useTexts } from '@lezioni/web-kit';
import { STUDENT_TEXTS } from '../../../texts';
import { useGetMyVocabularyQuery } from '../api';

/** How long typing pauses before the search is asked. */
export const VOCABULARY_SEARCH_DEBOUNCE_MS = 300;

/** The words of the shared lesson notes, searchable; they are practised on /review, by spaced repetition. */
export function VocabularySection({ wordCount }: { wordCount: number }) {
  const { t } = useTexts(STUDENT_TEXTS);
  const searchId = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), VOCABULARY_SEARCH_DEBOUNCE_MS);
  const { data, isFetching, isError } = useGetMyVocabularyQuery(q);
  const words = data?.words ?? [];

  return (
    <section aria-labelledby="vocabulary" className="lz-student-section">
      <h2 id="vocabulary">{t('common.vocabulary')}</h2>
      <p>{t('progress.vocabulary.learned', { count: wordCount })}</p>
      <div className="lz-student-vocabulary__search">
        <label htmlFor={searchId}>{t('progress.vocabulary.search')}</label>
        <Input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="lz-student-vocabulary__query"
        />
        {wordCount > 0 && (
          <LinkButton to="/review" variant="primary">
            {t('progress.vocabulary.review')}
          </LinkButton>
        )}
      </div>
      {/* Always there, so a screen reader hears each search's outcome as it changes. */}
      <p role="status" className="lz-student-vocabulary__status">
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
        <ul aria-label={t('progress.vocabulary.list')} aria-busy={isFetching} className="lz-student-vocabulary__words">
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
