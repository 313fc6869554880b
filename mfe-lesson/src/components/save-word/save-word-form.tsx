import { useId, useState, type FormEvent } from 'react';
import { Button, describeRequestFailure, Input, isRequestError, useTexts } from '@lezioni/web-kit';
import { THEME_TOKENS as T } from '@lezioni/web-kit/theme';
import { LESSON_TEXTS } from '../../texts';
import { useSaveLessonWordMutation } from './api';
import { EXAMPLE_MAX_LENGTH, WORD_MAX_LENGTH, type WordSelection } from './selection';

const FORM_CSS = `
.lz-save-word .lz-save-word-form { display: grid; gap: 4px; margin-top: 8px; }
.lz-save-word-form__actions { display: flex; gap: 8px; flex-wrap: wrap; }
.lz-save-word-form__error { margin: 0; color: ${T.colorError}; }
`;

/**
 * The word, its translation (both required) and an example, prefilled from the selection; Escape
 * or Cancel closes it unsaved. What was typed stays when saving fails.
 */
export function SaveWordForm({
  lessonId,
  prefill,
  onClose,
}: {
  lessonId: string;
  prefill: WordSelection;
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTexts(LESSON_TEXTS);
  const id = useId();
  const [word, setWord] = useState(prefill.word);
  const [translation, setTranslation] = useState('');
  const [example, setExample] = useState(prefill.example);
  const [problem, setProblem] = useState<'word' | 'translation' | null>(null);
  const [saveWord, saving] = useSaveLessonWordMutation();

  // The server's texts (a full note's included) come translated; a lesson booked moments ago may not
  // have reached the notes service yet.
  const failure = saving.error
    ? isRequestError(saving.error) && saving.error.status === 404
      ? t('word.notReached')
      : describeRequestFailure(saving.error)
    : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving.isLoading) return;
    const missing = !word.trim() ? 'word' : !translation.trim() ? 'translation' : null;
    setProblem(missing);
    if (missing) {
      document.getElementById(`${id}-${missing}`)?.focus();
      return;
    }
    const trimmedExample = example.trim();
    const result = await saveWord({
      lessonId,
      word: {
        word: word.trim(),
        translation: translation.trim(),
        ...(trimmedExample ? { example: trimmedExample } : {}),
      },
    });
    if (!('error' in result)) onClose(true);
  };

  return (
    <form
      className="lz-save-word-form"
      aria-label={t('word.form')}
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose(false);
      }}
    >
      <style href="lz-save-word-form" precedence="default">
        {FORM_CSS}
      </style>
      <label htmlFor={`${id}-word`}>{t('word.word')}</label>
      <Input
        id={`${id}-word`}
        value={word}
        maxLength={WORD_MAX_LENGTH}
        required
        aria-invalid={problem === 'word'}
        aria-describedby={problem === 'word' ? `${id}-problem` : undefined}
        autoFocus={!prefill.word}
        onChange={(event) => setWord(event.target.value)}
      />
      <label htmlFor={`${id}-translation`}>{t('word.translation')}</label>
      <Input
        id={`${id}-translation`}
        value={translation}
        maxLength={WORD_MAX_LENGTH}
        required
        aria-invalid={problem === 'translation'}
        aria-describedby={problem === 'translation' ? `${id}-problem` : undefined}
        // The word comes from the selection: the translation is what is left to write.
        autoFocus={Boolean(prefill.word)}
        onChange={(event) => setTranslation(event.target.value)}
      />
      <label htmlFor={`${id}-example`}>{t('word.example')}</label>
      <Input
        id={`${id}-example`}
        value={example}
        maxLength={EXAMPLE_MAX_LENGTH}
        onChange={(event) => setExample(event.target.value)}
      />
      {problem && (
        <p id={`${id}-problem`} role="alert" className="lz-save-word-form__error">
          {problem === 'word' ? t('word.needsWord') : t('word.needsTranslation')}
        </p>
      )}
      {failure && (
        <p role="alert" className="lz-save-word-form__error">
          {failure}
        </p>
      )}
      <div className="lz-save-word-form__actions">
        <Button variant="primary" htmlType="submit" loading={saving.isLoading}>
          {t('word.submit')}
        </Button>
        <Button onClick={() => onClose(false)}>{t('word.cancel')}</Button>
      </div>
    </form>
  );
}
