import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HomeworkItem, LessonNote, MyMaterials, SharedMaterial } from '@lezioni/contracts';
import { TEST_STUDENT, mockFetch, renderWithProviders, testConfig } from '@lezioni/web-kit/testing';
import { MaterialsPage } from './materials-page';

const CONFIG = testConfig();

const material = (id: string, title: string, url: string, firstOpenedAt: string | null = null): SharedMaterial => ({
  id,
  title,
  tags: ['grammar'],
  url,
  kind: url.startsWith('https://docs.google.com') ? 'google_document' : 'link',
  file: null,
  createdAt: '2030-01-01T10:00:00Z',
  sharedAt: '2030-01-02T10:00:00Z',
  firstOpenedAt,
  lastOpenedAt: firstOpenedAt,
});

const homework = (lessonId: string, dueDate: string | null, doneAt: string | null = null): HomeworkItem => ({
  lessonId,
  lessonStartsAt: '2030-01-01T10:00:00Z',
  text: `Exercises of ${lessonId}`,
  dueDate,
  doneAt,
  attachment: null,
});

const note: LessonNote = {
  lesson: {
    id: 'l1',
    studentId: TEST_STUDENT.id,
    startsAt: '2030-01-01T10:00:00Z',
    endsAt: '2030-01-01T10:50:00Z',
    durationMinutes: 50,
    title: '50-minute lesson',
    cancelledAt: null,
    attendedAt: null,
  },
  covered: 'Il passato prossimo con essere e avere, a very long word: precipitevolissimevolmente',
  vocabulary: [
    { word: 'la casa', translation: 'the house', example: 'Torno a casa.' },
    { word: 'il libro', translation: 'the book', example: null },
  ],
  homework: { text: 'Write ten sentences', dueDate: '2030-01-05', doneAt: null, attachment: null },
  boards: [],
  revision: 3,
  sharedAt: '2030-01-01T12:00:00Z',
  updatedAt: '2030-01-01T12:00:00Z',
};

function renderMaterials(answer: () => Omit<MyMaterials, 'reviewDueAt'>, routes: Parameters<typeof mockFetch>[0] = {}) {
  const network = mockFetch({
    'GET /api/learning/me/materials': () => ({ body: { reviewDueAt: null, ...answer() } satisfies MyMaterials }),
    ...routes,
  });
  renderWithProviders(<MaterialsPage user={TEST_STUDENT} config={CONFIG} />, { route: '/materials' });
  return network;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('MaterialsPage', () => {
  it('when the teacher shared materials, then they are listed as the server orders them, Google documents as document cards', async () => {
    renderMaterials(() => ({
      materials: [
        material('m2', 'Esercizi', 'https://docs.google.com/document/d/1'),
        material('m1', 'Podcast', 'https://example.com/podcast', '2030-01-03T10:00:00Z'),
      ],
      homework: [],
      notes: [],
    }));

    const items = await within(await screen.findByRole('region', { name: 'Shared materials' })).findAllByRole(
      'article',
    );
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Esercizi', 'Podcast']);
    expect(items[0]).toHaveTextContent('Google Docs');
    expect(items[0]).toHaveTextContent('New');
    expect(within(items[0]!).getByRole('link', { name: 'Open in Google Docs (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://docs.google.com/document/d/1',
    );
    expect(items[1]).not.toHaveTextContent('New');
    expect(within(items[1]!).getByRole('link', { name: /^Open Podcast/ })).toHaveAttribute('target', '_blank');
    expect(section('Homework')).toHaveTextContent('No homework for now.');
    expect(section('Notes of past lessons')).toHaveTextContent('No lesson notes yet.');
  });

  it('when a material is opened, then the opening is recorded and the list asked again', async () => {
    let opened: string | null = null;
    const network = renderMaterials(
      () => ({
        materials: [material('m1', 'Podcast', 'https://example.com/podcast', opened)],
        homework: [],
        notes: [],
      }),
      {
        'POST /api/learning/me/materials/m1/open': () => {
          opened = '2030-01-03T10:00:00Z';
          return { status: 204 };
        },
      },
    );
    const link = await screen.findByRole('link', { name: /^Open Podcast/ });
    // jsdom cannot open a tab: the click is what the page records.
    link.addEventListener('click', (event) => event.preventDefault());

    await userEvent.click(link);

    await waitFor(() => expect(screen.getByRole('article', { name: 'Podcast' })).not.toHaveTextContent('New'));
    expect(network.requests.filter((r) => r.path === '/api/learning/me/materials/m1/open')).toHaveLength(1);
  });

  it('when the teacher shared a file and attached one to homework, then each is a download with its size, and downloading the material records the opening', async () => {
    const file = (id: string, name: string, size: number) => ({
      id,
      name,
      size,
      contentType: 'application/pdf',
      url: `/api/learning/files/${id}`,
    });
    const network = renderMaterials(
      () => ({
        materials: [
          {
            ...material('m1', 'Esercizi', '/api/learning/files/f1'),
            kind: 'file',
            file: file('f1', 'esercizi.pdf', 300),
          },
        ],
        homework: [{ ...homework('l1', null), attachment: file('f2', 'testo.pdf', 2048) }],
        notes: [],
      }),
      { 'POST /api/learning/me/materials/m1/open': { status: 204 } },
    );

    const download = await screen.findByRole('link', { name: 'Download esercizi.pdf (300 bytes)' });
    // jsdom cannot download: the click is what the page records.
    download.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(download);

    expect(download).toHaveAttribute('href', '/api/learning/files/f1');
    expect(screen.getByRole('article', { name: 'Esercizi' })).toHaveTextContent('File · shared');
    expect(within(section('Homework')).getByRole('link', { name: 'Download testo.pdf (2.0 KB)' })).toHaveAttribute(
      'href',
      '/api/learning/files/f2',
    );
    await waitFor(() =>
      expect(network.requests.filter((r) => r.path === '/api/learning/me/materials/m1/open')).toHaveLength(1),
    );
  });

  it('when homework is marked done and then undone, then each is sent and the state shows', async () => {
    let doneAt: string | null = null;
    const network = renderMaterials(
      () => ({ materials: [], homework: [homework('l1', '2099-01-05', doneAt)], notes: [] }),
      {
        'POST /api/learning/me/homework/l1/done': () => {
          doneAt = '2030-01-03T10:00:00Z';
          return { body: homework('l1', '2099-01-05', doneAt) };
        },
        'DELETE /api/learning/me/homework/l1/done': () => {
          doneAt = null;
          return { body: homework('l1', '2099-01-05') };
        },
      },
    );
    const item = await within(await screen.findByRole('region', { name: 'Homework' })).findByRole('article');
    expect(item).toHaveTextContent('Exercises of l1');
    expect(item).toHaveTextContent(/Due .*2099/);

    await userEvent.click(within(item).getByRole('button', { name: 'Mark done' }));
    await waitFor(() => expect(within(item).getByText('Done')).toBeInTheDocument());
    await userEvent.click(within(item).getByRole('button', { name: 'Undo' }));

    await waitFor(() => expect(within(item).getByRole('button', { name: 'Mark done' })).toBeInTheDocument());
    expect(network.requests.filter((r) => r.path === '/api/learning/me/homework/l1/done').map((r) => r.method)).toEqual(
      ['POST', 'DELETE'],
    );
  });

  it('when homework is past its due day and not done, then it is marked overdue; done or undated, it is not', async () => {
    renderMaterials(() => ({
      materials: [],
      homework: [
        homework('late', '2020-01-05'),
        homework('done', '2020-01-05', '2020-01-04T10:00:00Z'),
        homework('free', null),
      ],
      notes: [],
    }));

    const [late, done, free] = await within(await screen.findByRole('region', { name: 'Homework' })).findAllByRole(
      'article',
    );
    expect(late).toHaveTextContent('Overdue');
    expect(done).not.toHaveTextContent('Overdue');
    expect(done).toHaveTextContent('Done');
    expect(free).toHaveTextContent('No due date');
  });

  it('when past lessons have shared notes, then each shows what was covered, its words, its homework and its whiteboard images', async () => {
    const board = {
      id: 'b1',
      name: 'whiteboard.png',
      size: 2048,
      contentType: 'image/png',
      url: '/api/learning/files/b1',
    };
    renderMaterials(() => ({ materials: [], homework: [], notes: [{ ...note, boards: [board] }] }));

    const card = await within(await screen.findByRole('region', { name: 'Notes of past lessons' })).findByRole(
      'article',
    );
    expect(card).toHaveTextContent('Il passato prossimo con essere e avere');
    expect(card).toHaveTextContent('la casa: the house (Torno a casa.)');
    expect(card).toHaveTextContent('il libro: the book');
    expect(card).toHaveTextContent('Write ten sentences');
    expect(within(card).getByRole('img', { name: 'Whiteboard image 1' })).toHaveAttribute('src', board.url);
  });

  it("when the student opens a past lesson's page, then what both wrote on it in the room is shown, read once", async () => {
    const network = renderMaterials(() => ({ materials: [], homework: [], notes: [note] }), {
      'GET /api/lessons/l1/page': {
        body: {
          bookingId: 'l1',
          state: 'AAA=',
          text: 'ho mangiato\nsono andata',
          updatedAt: '2030-01-01T10:45:00Z',
          isEditable: false,
        },
      },
    });
    const card = await within(await screen.findByRole('region', { name: 'Notes of past lessons' })).findByRole(
      'article',
    );
    const pageReads = () => network.requests.filter((request) => request.path === '/api/lessons/l1/page');
    expect(pageReads()).toHaveLength(0);

    const open = within(card).getByRole('button', { name: 'Lesson page' });
    await userEvent.click(open);

    expect(await within(card).findByText(/ho mangiato/)).toHaveTextContent('ho mangiato sono andata');
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(pageReads()).toHaveLength(1);
  });

  it('when the materials cannot be loaded, then the page says so and offers to retry', async () => {
    let isDown = true;
    mockFetch({
      'GET /api/learning/me/materials': () =>
        isDown
          ? { status: 503, body: { error: 'Service temporarily unavailable.' } }
          : { body: { materials: [], homework: [], notes: [] } },
    });
    renderWithProviders(<MaterialsPage user={TEST_STUDENT} config={CONFIG} />, { route: '/materials' });

    expect(await screen.findByText('Your materials could not be loaded')).toBeInTheDocument();
    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Nothing shared yet.')).toBeInTheDocument();
  });
});
