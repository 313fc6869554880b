import { useRef } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LessonWords } from '@lezioni/contracts';
import { LEARNING_MESSAGES } from '@lezioni/contracts/values';
import { mockFetch, renderWithProviders, type MockHandler } from '@lezioni/web-kit/testing';
import { SaveWord } from './save-word';
import { pageSelectionWithin, sentenceAround, textAreaSelection } from './selection';

const PAGE = 'Oggi siamo andati al mercato. Ho comprato le pesche! Poi a casa.';
const SAVED: LessonWords = {
  vocabulary: [{ word: 'le pesche', translation: 'the peaches', example: 'Ho comprato le pesche!' }],
  revision: 3,
};

/** A lesson page's textarea with "Save as a word" under it, as the page has them. */
function PageWithButton() {
  const areaRef = useRef<HTMLTextAreaElement>(null);
  return (
    <>
      <textarea aria-label="Lesson page" ref={areaRef} defaultValue={PAGE} />
      <SaveWord lessonId="b1" readSelection={() => textAreaSelection(areaRef.current)} />
    </>
  );
}

function renderPage(reply: MockHandler = { body: SAVED }) {
  const network = mockFetch({ 'POST /api/learning/lessons/b1/words': reply });
  renderWithProviders(<PageWithButton />);
  return network;
}

/** Selects `text` in the textarea, as Shift+arrows would, and leaves it by the keyboard. */
async function selectInPage(text: string) {
  const area = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Lesson page' });
  area.focus();
  area.setSelectionRange(PAGE.indexOf(text), PAGE.indexOf(text) + text.length);
  await userEvent.tab();
}

describe('saving a word in the lesson room', () => {
  it('when text is selected on the page, then by keyboard alone it is saved with its translation and sentence, a toast says so, and focus returns', async () => {
    const network = renderPage();
    await selectInPage('le pesche');

    const button = screen.getByRole('button', { name: 'Save as a word' });
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const form = await screen.findByRole('form', { name: 'Save a word to the lesson' });
    expect(screen.getByLabelText('Word')).toHaveValue('le pesche');
    expect(screen.getByLabelText('Example (optional)')).toHaveValue('Ho comprato le pesche!');
    expect(screen.getByLabelText('Translation')).toHaveFocus();
    await userEvent.keyboard('the peaches{Enter}');

    await waitFor(() => expect(form).not.toBeInTheDocument());
    expect(network.requests.filter(({ method }) => method === 'POST')).toEqual([
      expect.objectContaining({
        path: '/api/learning/lessons/b1/words',
        body: { word: 'le pesche', translation: 'the peaches', example: 'Ho comprato le pesche!' },
      }),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent("Saved to the lesson's words.");
    expect(button).toHaveFocus();
  });

  it('when the translation is missing, then nothing is sent and the form says so at the field', async () => {
    const network = renderPage();
    await selectInPage('mercato');
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('form', { name: 'Save a word to the lesson' });

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Write its translation.');
    expect(screen.getByLabelText('Translation')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Translation')).toHaveFocus();
    expect(network.requests).toEqual([]);
  });

  it("when the lesson's note is full, then the form says so and keeps what was typed", async () => {
    renderPage({ status: 409, body: { error: LEARNING_MESSAGES.vocabularyFull, code: 'note_vocabulary_full' } });
    await selectInPage('casa');
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('form', { name: 'Save a word to the lesson' });

    await userEvent.type(screen.getByLabelText('Translation'), 'home{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('already holds 200 words');
    expect(screen.getByLabelText('Translation')).toHaveValue('home');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('when nothing is selected, then the form opens empty to type the word; Escape closes it unsent and focus returns', async () => {
    const network = renderPage();

    await userEvent.click(screen.getByRole('button', { name: 'Save as a word' }));
    await screen.findByRole('form', { name: 'Save a word to the lesson' });
    expect(screen.getByLabelText('Word')).toHaveValue('');
    expect(screen.getByLabelText('Word')).toHaveFocus();
    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save as a word' })).toHaveFocus();
    expect(network.requests).toEqual([]);
  });

  it("when text is selected in the chat's messages, then it comes with the message's sentence around it", () => {
    document.body.innerHTML =
      '<ol><li><strong>Anna:</strong> <span data-word-source>Ciao! Domani prendo il treno per Roma.</span></li></ol><p>elsewhere</p>';
    const list = document.querySelector('ol')!;
    const message = document.querySelector('[data-word-source]')!.firstChild!;
    const range = document.createRange();
    range.setStart(message, 'Ciao! Domani prendo '.length);
    range.setEnd(message, 'Ciao! Domani prendo il treno'.length);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);

    expect(pageSelectionWithin(list)).toEqual({ word: 'il treno', example: 'Domani prendo il treno per Roma.' });
    expect(pageSelectionWithin(document.querySelector('p'))).toBeNull();
    expect(sentenceAround('Una riga\nsenza punto', 9, 14)).toBe('senza punto');
  });
});
