import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyReview, ReviewCard } from '@lezioni/contracts';
import { switchLanguage } from '@lezioni/web-kit';
import { TEST_ADMIN, TEST_STUDENT, mockFetch, renderWithProviders, testConfig } from '@lezioni/web-kit/testing';
import { ReviewPage } from './review-page';

const CONFIG = testConfig();
const NOW = Date.now();
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

const card = (id: string, direction: ReviewCard['direction'], word: string, translation: string): ReviewCard => ({
  id,
  direction,
  word,
  translation,
  example: word === 'la casa' ? 'Torno a casa.' : null,
  dueAt: at(-60),
  step: 0,
});
const HOUSE = card('c1', 'it-en', 'la casa', 'the house');
const BOOK = card('c2', 'en-it', 'il libro', 'the book');

/** The page with `due` due; each rating is answered with `nextDueAt` (a later day unless said otherwise). */
function renderReview(due: ReviewCard[], nextDueAt: (rating: string) => string = () => at(3 * 24 * 60)) {
  const review: MyReview = { due, dueCount: due.length };
  const network = mockFetch({
    'GET /api/learning/me/review': { body: review },
    'POST /api/learning/me/review/c1': ({ body }) => {
      const { rating, step } = body as { rating: string; step: number };
      return { body: { id: 'c1', dueAt: nextDueAt(rating), step: step + 1 } };
    },
    'POST /api/learning/me/review/c2': ({ body }) => ({
      body: { id: 'c2', dueAt: nextDueAt((body as { rating: string }).rating), step: 1 },
    }),
  });
  renderWithProviders(<ReviewPage user={TEST_STUDENT} config={CONFIG} />, { route: '/review' });
  return network;
}

const ratings = (network: ReturnType<typeof mockFetch>) =>
  network.requests.filter(({ method }) => method === 'POST').map(({ path, body }) => ({ path, body }));

describe('ReviewPage', () => {
  it('when words are due, then the front shows first and the answer is announced in a polite live region when shown', async () => {
    renderReview([HOUSE, BOOK]);

    expect(await screen.findByText('la casa')).toHaveAttribute('lang', 'it');
    expect(screen.getByRole('heading', { name: 'What does it mean in English?' })).toBeInTheDocument();
    expect(screen.getByText('2 cards to review')).toBeInTheDocument();
    expect(screen.queryByText('the house')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'How well did you know it?' })).not.toBeInTheDocument();
    const show = screen.getByRole('button', { name: /Show answer/ });
    expect(show).toHaveAccessibleDescription('la casa');

    await userEvent.click(show);

    const live = document.querySelector('[aria-live="polite"]')!;
    expect(live).toHaveTextContent('Answer: the house');
    expect(live).toHaveTextContent('Torno a casa.');
    const group = screen.getByRole('group', { name: 'How well did you know it?' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Again1', 'Hard2', 'Good3', 'Easy4']);
    expect(within(group).getByRole('button', { name: /Good/ })).toHaveAttribute('aria-keyshortcuts', '3');
  });

  it('when the student uses the keys, then Space shows the answer, 3 rates it good with its step, and the next card comes', async () => {
    const network = renderReview([HOUSE, BOOK]);
    await screen.findByText('la casa');

    await userEvent.keyboard('3');
    expect(ratings(network)).toEqual([]);
    await userEvent.keyboard(' ');
    expect(screen.getByText('the house')).toBeInTheDocument();
    await userEvent.keyboard('3');

    expect(await screen.findByRole('heading', { name: 'How do you say it in Italian?' })).toBeInTheDocument();
    expect(screen.getByText('the book')).toHaveAttribute('lang', 'en');
    expect(screen.queryByText('il libro')).not.toBeInTheDocument();
    expect(screen.getByText('1 card to review')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Show answer/ })).toHaveFocus();
    expect(ratings(network)).toEqual([{ path: '/api/learning/me/review/c1', body: { rating: 'good', step: 0 } }]);
  });

  it('when a card is rated again, then it comes back in this sitting with its new step; when all are done, no words to review', async () => {
    const network = renderReview([HOUSE], (rating) => (rating === 'again' ? at(10) : at(2 * 24 * 60)));
    await screen.findByText('la casa');

    await userEvent.keyboard(' ');
    await userEvent.keyboard('1');
    await waitFor(() => expect(screen.queryByText('the house')).not.toBeInTheDocument());
    expect(screen.getByText('la casa')).toBeInTheDocument();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('4');

    expect(await screen.findByText('No words to review')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all my words' })).toHaveAttribute('href', '/progress');
    expect(ratings(network)).toEqual([
      { path: '/api/learning/me/review/c1', body: { rating: 'again', step: 0 } },
      { path: '/api/learning/me/review/c1', body: { rating: 'easy', step: 1 } },
    ]);
  });

  it('when a rating button is tapped twice quickly, then one rating is sent', async () => {
    const network = renderReview([HOUSE, BOOK]);
    await userEvent.click(await screen.findByRole('button', { name: /Show answer/ }));

    const good = screen.getByRole('button', { name: /Good/ });
    await userEvent.dblClick(good);

    await screen.findByText('the book');
    expect(ratings(network)).toHaveLength(1);
  });

  it('when nothing is due, then the page says there are no words to review', async () => {
    renderReview([]);

    expect(await screen.findByText('No words to review')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show answer/ })).not.toBeInTheDocument();
  });

  it('when the teacher opens it, then nothing is asked and she is led to her dashboard', () => {
    const network = mockFetch({});

    renderWithProviders(<ReviewPage user={TEST_ADMIN} config={CONFIG} />, { route: '/review' });

    expect(screen.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin-dashboard');
    expect(network.requests).toEqual([]);
  });
});

describe('ReviewPage: in Italian', () => {
  it('when the student reads Italian, then the prompts and ratings are in Italian', async () => {
    await switchLanguage('it');
    renderReview([HOUSE]);

    await userEvent.click(await screen.findByRole('button', { name: /Mostra la risposta/ }));

    expect(screen.getByRole('heading', { level: 1, name: 'Ripasso delle parole' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Che cosa significa in inglese?' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Quanto la conoscevi?' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Di nuovo1', 'Difficile2', 'Bene3', 'Facile4']);
  });
});
