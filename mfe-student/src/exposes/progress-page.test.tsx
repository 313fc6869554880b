import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyProgress, MyVocabulary } from '@lezioni/contracts';
import { switchLanguage } from '@lezioni/web-kit';
import { TEST_ADMIN, TEST_STUDENT, mockFetch, renderWithProviders, testConfig } from '@lezioni/web-kit/testing';
import { ProgressPage } from './progress-page';

const CONFIG = testConfig();

const PROGRESS: MyProgress = {
  lessonsTaken: 3,
  hoursTaken: 2.5,
  streakWeeks: 2,
  vocabularyCount: 2,
  levels: [
    {
      skill: 'speaking',
      current: 'B1',
      history: [
        { level: 'A2', date: '2030-01-10', recordedAt: '2030-01-10T10:00:00Z' },
        { level: 'B1', date: '2030-03-01', recordedAt: '2030-03-01T10:00:00Z' },
      ],
    },
    { skill: 'listening', current: null, history: [] },
    { skill: 'reading', current: null, history: [] },
    { skill: 'writing', current: null, history: [] },
  ],
};

const WORDS: MyVocabulary['words'] = [
  {
    word: 'la casa',
    translation: 'the house',
    example: 'Torno a casa.',
    lessonId: 'l1',
    lessonStartsAt: '2030-01-01T10:00:00Z',
  },
  { word: 'il libro', translation: 'the book', example: null, lessonId: 'l1', lessonStartsAt: '2030-01-01T10:00:00Z' },
];

function renderProgress() {
  const network = mockFetch({
    'GET /api/learning/me/progress': { body: PROGRESS },
    'GET /api/learning/me/vocabulary': ({ path }) => {
      const q = new URL(path, 'http://localhost').searchParams.get('q') ?? '';
      return { body: { words: WORDS.filter((word) => word.word.includes(q) || word.translation.includes(q)) } };
    },
  });
  renderWithProviders(<ProgressPage user={TEST_STUDENT} config={CONFIG} />, { route: '/progress' });
  return network;
}

describe('ProgressPage', () => {
  it('when it opens, then it shows lessons, hours, the streak and the words learned', async () => {
    renderProgress();

    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('Lessons taken3');
    expect(summary).toHaveTextContent('2.5 hours');
    expect(summary).toHaveTextContent('Weeks in a row with a lesson2 weeks');
    expect(summary).toHaveTextContent('Words learned2');
  });

  it('when a level was set over time, then the skill shows the current level and its history in words beside the chart', async () => {
    renderProgress();

    const speaking = await screen.findByRole('region', { name: 'Speaking' });
    expect(within(speaking).getByRole('heading', { name: 'Speaking: B1' })).toBeInTheDocument();
    const history = within(speaking).getByRole('list', { name: 'Speaking level history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^A2 on .*2030$/), expect.stringMatching(/^B1 on .*2030$/)]);
    expect(speaking.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('region', { name: 'Listening' })).toHaveTextContent('Listening: not assessed yet');
  });

  it('when the student types a search, then the words are asked once the typing pauses, with the search', async () => {
    const network = renderProgress();
    await screen.findByText('the house', { exact: false });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search words' }), 'libro');

    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Your words' })).getAllByRole('listitem')).toHaveLength(1),
    );
    expect(screen.getByRole('list', { name: 'Your words' })).toHaveTextContent('il libro: the book');
    expect(screen.getByRole('status')).toHaveTextContent('1 word matches “libro”.');
    expect(network.requests.filter((r) => r.path.startsWith('/api/learning/me/vocabulary')).map((r) => r.path)).toEqual(
      ['/api/learning/me/vocabulary', '/api/learning/me/vocabulary?q=libro'],
    );
  });

  it('when nothing matches, then the page says so', async () => {
    renderProgress();
    await screen.findByText('the house', { exact: false });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search words' }), 'zzz');

    expect(await screen.findByText('No words match “zzz”.')).toBeInTheDocument();
  });

  it('when the student has words, then the vocabulary leads to their review by spaced repetition', async () => {
    renderProgress();
    await screen.findByText('the house', { exact: false });

    expect(screen.getByRole('link', { name: 'Review them' })).toHaveAttribute('href', '/review');
  });

  it('when the progress cannot be loaded, then the page says so', async () => {
    mockFetch({
      'GET /api/learning/me/progress': { status: 503, body: { error: 'Service temporarily unavailable.' } },
    });
    renderWithProviders(<ProgressPage user={TEST_STUDENT} config={CONFIG} />, { route: '/progress' });

    expect(await screen.findByText('Your progress could not be loaded')).toBeInTheDocument();
  });

  it('when the teacher opens it, then nothing is asked and she is led to her dashboard', () => {
    const network = mockFetch({});

    renderWithProviders(<ProgressPage user={TEST_ADMIN} config={CONFIG} />, { route: '/progress' });

    expect(screen.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin-dashboard');
    expect(network.requests).toEqual([]);
  });
});

describe('ProgressPage: in Italian', () => {
  it('when the student reads Italian, then figures, levels and words are in Italian, decimals with a comma', async () => {
    await switchLanguage('it');
    renderProgress();

    expect(screen.getByRole('heading', { level: 1, name: 'I miei progressi' })).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'Riepilogo' });
    expect(summary).toHaveTextContent('Lezioni fatte3');
    expect(summary).toHaveTextContent('Tempo a lezione2,5 ore');
    expect(summary).toHaveTextContent('Settimane di fila con una lezione2 settimane');
    const speaking = screen.getByRole('region', { name: 'Parlato' });
    expect(within(speaking).getByRole('heading', { name: 'Parlato: B1' })).toBeInTheDocument();
    const history = within(speaking).getByRole('list', { name: 'Parlato: andamento del livello' });
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('A2 il 10 gennaio 2030');
    expect(screen.getByRole('heading', { name: 'Ascolto: non ancora valutato' })).toBeInTheDocument();
    expect(screen.getByText('Hai imparato 2 parole.')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Le tue parole' })).toHaveTextContent('la casa: the house');
    expect(screen.getByLabelText('Cerca tra le parole')).toBeInTheDocument();

    expect(await screen.findByRole('link', { name: 'Ripassale' })).toHaveAttribute('href', '/review');
  });
});
