import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type {
  LessonNote,
  StudentDirectoryResponse,
  StudentPageResponse,
  TeacherMaterial,
  TeacherStudentView,
} from '@lezioni/contracts';
import { LEARNING_MESSAGES, UPLOAD_MESSAGES } from '@lezioni/contracts/values';
import { switchLanguage } from '@lezioni/web-kit';
import {
  mockFetch,
  renderWithProviders,
  TEST_ADMIN,
  testConfig,
  transferOrderFields,
  type MockHandler,
} from '@lezioni/web-kit/testing';
import { formatEuros } from '../utils/format';
import { AdminDashboard } from './admin-dashboard';
// Loaded with this file, as the browser has the forms' chunks by then: a test's time is the page's,
// not jest's first transform of zod.
import '../features/students/components/level-form';
import '../features/materials/components/add-material-form';

const STUDENT_ID = '3f0c8a52-5d8e-4c1e-9d55-0a1b2c3d4e5f';
// The autosave waits for a pause in typing, then the PUT answers: longer than waitFor's default second.
const SAVED_WITHIN = { timeout: 4_000 };

const entry = (index: number) => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  name: `Studente ${index}`,
  email: `studente${index}@example.com`,
  since: '2030-01-10T09:00:00Z',
  lastLessonAt: null,
  nextLessonAt: null,
  creditsLeft: index,
});

const directory = (page: number, total = 45): StudentDirectoryResponse => ({
  total,
  page,
  pageSize: 20,
  items: [entry(page)],
});

const LESSON = {
  id: 'lesson-1',
  status: 'scheduled' as const,
  scheduledAt: '2030-05-20T09:00:00Z',
  endsAt: '2030-05-20T09:50:00Z',
  durationMinutes: 50,
  bookingTypeName: 'Conversation lesson',
  meetingUrl: null,
  attended: null,
};

const STUDENT_PAGE: StudentPageResponse = {
  id: STUDENT_ID,
  name: 'Anna Bianchi',
  email: 'anna@example.com',
  since: '2030-01-10T09:00:00Z',
  emailVerified: true,
  creditsLeft: 4,
  credits: [{ id: 'c1', remainingCredits: 4, expiryDate: '2031-01-10T09:00:00Z' }],
  orders: [],
  lessons: { upcoming: [LESSON], past: [] },
};

const LEARNING: TeacherStudentView = {
  student: { id: STUDENT_ID, name: 'Anna Bianchi', email: 'anna@example.com' },
  notes: [],
  homework: [],
  levels: (['speaking', 'listening', 'reading', 'writing'] as const).map((skill) => ({
    skill,
    current: null,
    history: [],
  })),
  materials: [],
  review: { lastReviewedAt: null, dueCount: 0, forgotten: [] },
};

const savedNote = (revision: number, body: Partial<LessonNote> = {}): LessonNote => ({
  lesson: {
    id: LESSON.id,
    studentId: STUDENT_ID,
    startsAt: LESSON.scheduledAt,
    endsAt: LESSON.endsAt,
    durationMinutes: 50,
    title: LESSON.bookingTypeName,
    cancelledAt: null,
    attendedAt: null,
  },
  covered: '',
  vocabulary: [],
  homework: null,
  boards: [],
  revision,
  sharedAt: null,
  updatedAt: '2030-05-20T10:00:00Z',
  ...body,
});

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="Location">{pathname + search}</output>;
}

function renderAt(route: string, routes: Record<string, MockHandler> = {}) {
  const network = mockFetch({
    'GET /api/admin/analytics': { status: 503, body: { error: 'down' } },
    'GET /api/admin/bookings': { status: 503, body: { error: 'down' } },
    'GET /api/admin/students': { status: 503, body: { error: 'down' } },
    'GET /api/admin/orders': { status: 503, body: { error: 'down' } },
    'GET /api/status': { body: { status: 'ok', services: {} } },
    ...routes,
  });
  renderWithProviders(
    <>
      <Routes>
        <Route path="/admin-dashboard/*" element={<AdminDashboard user={TEST_ADMIN} config={testConfig()} />} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
  return network;
}

const location = () => screen.getByRole('status', { name: 'Location' });
const directoryRequests = (network: { requests: { path: string }[] }) =>
  network.requests.filter(({ path }) => path.startsWith('/api/admin/student-directory')).map(({ path }) => path);

describe('Students: the directory', () => {
  it('when the teacher types a search, then after a pause the address and the request carry it, from page 1', async () => {
    const network = renderAt('/admin-dashboard/students?page=2', {
      'GET /api/admin/student-directory': ({ path }) => ({
        body: directory(new URL(path, 'http://x').searchParams.has('q') ? 1 : 2),
      }),
    });
    await screen.findByText('Page 2 of 3');

    await userEvent.type(screen.getByLabelText('Search by name or email'), 'anna');

    await waitFor(() => expect(location()).toHaveTextContent('/admin-dashboard/students?q=anna'));
    await screen.findByText('Page 1 of 3');
    expect(directoryRequests(network)).toEqual([
      '/api/admin/student-directory?q=&page=2&sort=name&order=asc',
      '/api/admin/student-directory?q=anna&page=1&sort=name&order=asc',
    ]);
  });

  it('when a sortable header is clicked, then aria-sort and the address follow; Next opens page 2', async () => {
    const network = renderAt('/admin-dashboard/students', {
      'GET /api/admin/student-directory': ({ path }) => ({
        body: directory(Number(new URL(path, 'http://x').searchParams.get('page'))),
      }),
    });
    await screen.findByText('Page 1 of 3');
    const credits = screen.getByRole('columnheader', { name: /Credits left/ });
    expect(credits).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(within(credits).getByRole('button'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(credits).toHaveAttribute('aria-sort', 'descending');
    expect(location()).toHaveTextContent('?page=2&sort=credits&order=desc');
    // The pager follows the address at once; the rows once page 2 has arrived.
    expect(await screen.findByRole('link', { name: 'Studente 2' })).toHaveAttribute(
      'href',
      `/admin-dashboard/students/${entry(2).id}`,
    );
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(directoryRequests(network).at(-1)).toBe('/api/admin/student-directory?q=&page=2&sort=credits&order=desc');
  });
});

describe("Students: a student's page", () => {
  const pageRoutes = (routes: Record<string, MockHandler> = {}) => ({
    [`GET /api/admin/students/${STUDENT_ID}`]: { body: STUDENT_PAGE },
    [`GET /api/learning/students/${STUDENT_ID}`]: { body: LEARNING },
    ...routes,
  });

  it('when the teacher sets a level, then it is sent with its date and the page shows it with its history', async () => {
    let levels = LEARNING.levels;
    const network = renderAt(
      `/admin-dashboard/students/${STUDENT_ID}`,
      pageRoutes({
        [`GET /api/learning/students/${STUDENT_ID}`]: () => ({ body: { ...LEARNING, levels } }),
        [`POST /api/learning/students/${STUDENT_ID}/levels`]: () => {
          const history = [{ level: 'B1' as const, date: '2030-05-02', recordedAt: '2030-05-02T10:00:00Z' }];
          levels = levels.map((level) => (level.skill === 'reading' ? { ...level, current: 'B1', history } : level));
          return { status: 201, body: levels };
        },
      }),
    );
    const form = await screen.findByRole('form', { name: 'Set a level' });

    await userEvent.selectOptions(within(form).getByLabelText('Skill'), 'reading');
    await userEvent.selectOptions(within(form).getByLabelText('Level'), 'B1');
    await userEvent.clear(within(form).getByLabelText('Date'));
    await userEvent.type(within(form).getByLabelText('Date'), '2030-05-02');
    await userEvent.click(within(form).getByRole('button', { name: 'Set level' }));

    expect(await screen.findByText(/B1 on May 2, 2030/)).toBeInTheDocument();
    expect(screen.getByText('Reading', { selector: 'strong' }).parentElement).toHaveTextContent('Reading: B1');
    expect(network.requests.find(({ method }) => method === 'POST')!.body).toEqual({
      skill: 'reading',
      level: 'B1',
      date: '2030-05-02',
    });
  });

  it("when the teacher opens a past lesson's note, then what both wrote on its shared page in the room shows beside it", async () => {
    const past = { ...LESSON, status: 'completed' as const };
    renderAt(
      `/admin-dashboard/students/${STUDENT_ID}`,
      pageRoutes({
        [`GET /api/admin/students/${STUDENT_ID}`]: {
          body: { ...STUDENT_PAGE, lessons: { upcoming: [], past: [past] } },
        },
        [`GET /api/lessons/${LESSON.id}/page`]: {
          body: {
            bookingId: LESSON.id,
            state: 'AAA=',
            text: 'ho mangiato',
            updatedAt: '2030-05-20T09:40:00Z',
            isEditable: false,
          },
        },
      }),
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Write note' }));

    expect(await screen.findByRole('region', { name: 'Lesson page' })).toHaveTextContent('ho mangiato');
  });

  it('when the student marked homework done, then the page says which is done and which is not, with its attachment', async () => {
    const homework = (lessonId: string, text: string, doneAt: string | null) => ({
      lessonId,
      lessonStartsAt: '2030-05-10T09:00:00Z',
      text,
      dueDate: '2030-05-17',
      doneAt,
      attachment:
        lessonId === 'l1'
          ? { id: 'f1', name: 'scheda.pdf', size: 2_048, contentType: 'application/pdf', url: '/api/learning/files/f1' }
          : null,
    });
    renderAt(
      `/admin-dashboard/students/${STUDENT_ID}`,
      pageRoutes({
        [`GET /api/learning/students/${STUDENT_ID}`]: {
          body: {
            ...LEARNING,
            homework: [homework('l2', 'Esercizio 5', null), homework('l1', 'Esercizio 4', '2030-05-12T18:00:00Z')],
          },
        },
      }),
    );

    const done = await screen.findByText(/Esercizio 4/);
    expect(done).toHaveTextContent('due May 17, 2030');
    expect(done).toHaveTextContent('Done');
    expect(screen.getByText(/Esercizio 5/)).toHaveTextContent('Not done yet');
    expect(within(done).getByRole('link', { name: 'scheda.pdf' })).toHaveAttribute('href', '/api/learning/files/f1');
    expect(done).toHaveTextContent('scheda.pdf (2.0 KB)');
  });

  it('when the student forgets words in their review, then the page lists them with their lapses and when last reviewed', async () => {
    renderAt(
      `/admin-dashboard/students/${STUDENT_ID}`,
      pageRoutes({
        [`GET /api/learning/students/${STUDENT_ID}`]: {
          body: {
            ...LEARNING,
            review: {
              lastReviewedAt: '2030-05-12T18:00:00Z',
              dueCount: 4,
              forgotten: [
                { word: 'la sedia', translation: 'the chair', lapses: 3, lastReviewedAt: '2030-05-12T18:00:00Z' },
                { word: 'il tavolo', translation: 'the table', lapses: 1, lastReviewedAt: '2030-05-10T08:00:00Z' },
              ],
            },
          },
        },
      }),
    );

    const table = await screen.findByRole('table', { name: 'Words they forget most' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [chairCells, tableCells] = rows.map((row) => within(row).getAllByRole('cell'));
    expect(chairCells![0]).toHaveTextContent('la sedia (the chair)');
    expect(chairCells![1]).toHaveTextContent('3');
    expect(chairCells![2]).toHaveTextContent('May 12, 2030');
    expect(tableCells![0]).toHaveTextContent('il tavolo (the table)');
    expect(tableCells![1]).toHaveTextContent('1');
    expect(screen.getByText(/Last reviewed May 12, 2030/)).toHaveTextContent('4 cards due now.');
  });

  it('when the student has not reviewed yet, then the section says so', async () => {
    renderAt(`/admin-dashboard/students/${STUDENT_ID}`, pageRoutes());

    expect(await screen.findByText('Has not reviewed yet; 0 cards due now.')).toBeInTheDocument();
    expect(screen.getByText('No word forgotten yet.')).toBeInTheDocument();
  });

  it('when the student does not exist, then the page says so and leads back to the students', async () => {
    renderAt(`/admin-dashboard/students/${STUDENT_ID}`, {
      [`GET /api/admin/students/${STUDENT_ID}`]: { status: 404, body: { error: 'Not found.', code: 'not_found' } },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'No such student' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Students' })).toHaveAttribute('href', '/admin-dashboard/students');
  });

  it('when an order was refunded, then its status says "Refunded" with the amount, not the status it was paid with', async () => {
    const refunded = {
      id: 'o1',
      packageId: 'five' as const,
      credits: 5,
      priceEur: 100,
      ...transferOrderFields(100),
      status: 'confirmed' as const,
      createdAt: '2030-05-01T10:00:00Z',
      decidedAt: '2030-05-02T10:00:00Z',
      refund: {
        id: 'r1',
        status: 'refunded' as const,
        amountCents: 10_000,
        lessonsUsed: 0,
        creditsWithdrawn: 5,
        requestedAt: '2030-05-03T10:00:00Z',
        decidedAt: '2030-05-04T10:00:00Z',
      },
    };
    renderAt(`/admin-dashboard/students/${STUDENT_ID}`, {
      [`GET /api/admin/students/${STUDENT_ID}`]: { body: { ...STUDENT_PAGE, orders: [refunded] } },
    });

    expect(await screen.findByText(`Refunded ${formatEuros(100)}`)).toBeInTheDocument();
    expect(screen.queryByText(/Confirmed/)).toBeNull();
  });

  it('when the student deleted their account, then the page names them "Deleted student" with no address to write to', async () => {
    const deleted = { ...STUDENT_PAGE, name: 'Deleted student', email: '', emailVerified: false };
    renderAt(`/admin-dashboard/students/${STUDENT_ID}`, {
      [`GET /api/admin/students/${STUDENT_ID}`]: { body: deleted },
      [`GET /api/learning/students/${STUDENT_ID}`]: {
        body: { ...LEARNING, student: { ...LEARNING.student, ...deleted } },
      },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Deleted student' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /@|^$/ })).toBeNull();
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
  });

  it('when the teacher writes a note, then it is saved after a pause with its revision, says "Saved", and can be shared', async () => {
    const network = renderAt(
      `/admin-dashboard/students/${STUDENT_ID}`,
      pageRoutes({
        [`PUT /api/learning/lessons/${LESSON.id}/note`]: ({ body }) => ({
          body: savedNote((body as { revision: number }).revision + 1),
        }),
        [`POST /api/learning/lessons/${LESSON.id}/note/share`]: {
          body: savedNote(1, { sharedAt: '2030-05-20T10:01:00Z' }),
        },
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Bianchi' })).toBeInTheDocument();
    expect(screen.getByText(/4/, { selector: 'strong' })).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Write note' }));
    await userEvent.type(await screen.findByLabelText('What was covered'), 'Verbi');
    await userEvent.click(screen.getByRole('button', { name: 'Add word' }));
    const word = screen.getByRole('group', { name: 'Word 1' });
    expect(within(word).getByLabelText('Word')).toHaveFocus();
    await userEvent.keyboard('casa');
    await userEvent.type(within(word).getByLabelText('Translation'), 'house');

    expect(screen.getByText('Saving…')).toBeInTheDocument();
    await screen.findByText('Saved', {}, SAVED_WITHIN);
    const saves = network.requests.filter(({ method }) => method === 'PUT');
    expect(saves.at(-1)!.body).toMatchObject({
      covered: 'Verbi',
      vocabulary: [{ word: 'casa', translation: 'house' }],
    });
    expect(saves[0]!.body).toMatchObject({ revision: 0 });

    await userEvent.click(screen.getByRole('button', { name: 'Share with student' }));
    expect(await screen.findByText('Shared')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove word 1' }));
    expect(screen.getByRole('button', { name: 'Add word' })).toHaveFocus();
    await waitFor(() => expect(network.requests.at(-1)!.body).toMatchObject({ vocabulary: [] }), SAVED_WITHIN);
  });

  it('when the teacher attaches a file to the homework, then it is uploaded and autosaved with the task, and removing it saves the note without it', async () => {
    const FILE = {
      id: 'f1',
      name: 'testo.pdf',
      size: 2048,
      contentType: 'application/pdf',
      url: '/api/learning/files/f1',
    };
    const network = renderAt(
      `/admin-dashboard/students/${STUDENT_ID}`,
      pageRoutes({
        'POST /api/learning/files': { status: 201, body: FILE },
        [`PUT /api/learning/lessons/${LESSON.id}/note`]: ({ body }) => ({
          body: savedNote((body as { revision: number }).revision + 1),
        }),
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Write note' }));
    await userEvent.type(screen.getByLabelText('Task'), 'Leggi il testo');

    await userEvent.upload(
      screen.getByLabelText("Choose the homework's file"),
      new File(['x'.repeat(2048)], 'testo.pdf', { type: 'application/pdf' }),
    );

    expect(await screen.findByRole('link', { name: 'testo.pdf (2.0 KB)' })).toHaveAttribute('href', FILE.url);
    await waitFor(
      () =>
        expect(network.requests.at(-1)).toMatchObject({
          method: 'PUT',
          body: { homework: { text: 'Leggi il testo', attachmentFileId: 'f1' } },
        }),
      SAVED_WITHIN,
    );
    const savesBefore = network.requests.filter(({ method }) => method === 'PUT').length;
    await userEvent.click(screen.getByRole('button', { name: 'Remove attachment' }));
    expect(screen.getByRole('button', { name: 'Attach a file' })).toHaveFocus();

    await waitFor(
      () => expect(network.requests.filter(({ method }) => method === 'PUT').length).toBeGreaterThan(savesBefore),
      SAVED_WITHIN,
    );
    expect(network.requests.filter(({ method }) => method === 'PUT').at(-1)!.body).toMatchObject({
      homework: { text: 'Leggi il testo' },
    });
    expect(
      (network.requests.filter(({ method }) => method === 'PUT').at(-1)!.body as { homework: object }).homework,
    ).not.toHaveProperty('attachmentFileId');
  });

  it('when the attachment is refused by the server, then the editor shows its message and the note keeps none', async () => {
    renderAt(
      `/admin-dashboard/students/${STUDENT_ID}`,
      pageRoutes({
        'POST /api/learning/files': {
          status: 429,
          body: { error: 'Too many requests. Please try again later.', code: 'rate_limited' },
        },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Write note' }));

    await userEvent.upload(
      screen.getByLabelText("Choose the homework's file"),
      new File(['x'], 'testo.pdf', { type: 'application/pdf' }),
    );

    expect(await screen.findByText('Too many requests. Please try again later.')).toBeInTheDocument();
    expect(screen.getByText('The file could not be attached.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove attachment' })).not.toBeInTheDocument();
  });

  it('when the note was saved elsewhere meanwhile, then the editor says so and "Reload note" shows that version', async () => {
    renderAt(
      `/admin-dashboard/students/${STUDENT_ID}`,
      pageRoutes({
        [`PUT /api/learning/lessons/${LESSON.id}/note`]: {
          status: 409,
          body: { error: LEARNING_MESSAGES.noteChanged, code: 'note_changed' },
        },
        [`GET /api/learning/lessons/${LESSON.id}/note`]: { body: savedNote(3, { covered: 'From the other tab' }) },
      }),
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Write note' }));
    await userEvent.type(await screen.findByLabelText('What was covered'), 'Mine');

    const warning = await screen.findByText('This note changed elsewhere.', {}, SAVED_WITHIN);
    expect(screen.getByText(LEARNING_MESSAGES.noteChanged)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload note' }));
    await waitFor(() => expect(screen.getByLabelText('What was covered')).toHaveValue('From the other tab'));
    expect(warning).not.toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it('when a save fails because the lesson has not reached the notes yet, then it says so, keeps the text, and Retry saves', async () => {
    let isDown = true;
    renderAt(
      `/admin-dashboard/students/${STUDENT_ID}`,
      pageRoutes({
        [`PUT /api/learning/lessons/${LESSON.id}/note`]: () =>
          isDown ? { status: 404, body: { error: 'Not found.', code: 'not_found' } } : { body: savedNote(1) },
      }),
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Write note' }));
    await userEvent.type(screen.getByLabelText('Task'), 'Esercizio 4');
    await screen.findByText('The note could not be saved.', {}, SAVED_WITHIN);
    expect(screen.getByText('Not saved')).toBeInTheDocument();
    expect(screen.getByText(/has not reached the notes yet/)).toBeInTheDocument();
    expect(screen.getByLabelText('Task')).toHaveValue('Esercizio 4');
    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    await screen.findByText('Saved', {}, SAVED_WITHIN);
  });
});

describe('Materials', () => {
  const MATERIAL: TeacherMaterial = {
    id: 'm1',
    title: 'Il congiuntivo',
    tags: ['grammatica'],
    url: 'https://example.com/congiuntivo',
    kind: 'link',
    file: null,
    createdAt: '2030-05-01T10:00:00Z',
    shares: [],
  };

  it('when the teacher adds a link and shares it with a student found by search, then the library shows who has it', async () => {
    let library: TeacherMaterial[] = [];
    const network = renderAt('/admin-dashboard/materials', {
      'GET /api/learning/materials': () => ({ body: library }),
      'POST /api/learning/materials': () => {
        library = [MATERIAL];
        return { status: 201, body: MATERIAL };
      },
      'GET /api/admin/student-directory': { body: directory(1, 1) },
      'POST /api/learning/materials/m1/shares': () => {
        const shares = [
          {
            studentId: entry(1).id,
            studentName: 'Studente 1',
            sharedAt: '2030-05-02T10:00:00Z',
            firstOpenedAt: null,
            lastOpenedAt: null,
          },
        ];
        library = [{ ...MATERIAL, shares }];
        return { body: library[0] };
      },
    });
    await screen.findByText('The library is empty: add a link or a file.');

    await userEvent.type(screen.getByLabelText('Title'), 'Il congiuntivo');
    await userEvent.type(screen.getByLabelText('Tags (separated by commas)'), 'grammatica, ');
    await userEvent.type(screen.getByLabelText('Link (https://…)'), 'https://example.com/congiuntivo');
    await userEvent.click(screen.getByRole('button', { name: 'Add to library' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Share Il congiuntivo' }));
    await userEvent.type(screen.getByLabelText('Find students by name or email'), 'stud');
    await userEvent.click(await screen.findByRole('checkbox', { name: /Studente 1/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Share with student' }));

    const shared = within(await screen.findByRole('list', { name: 'Shared with' })).getByRole('listitem');
    expect(shared).toHaveTextContent(/^Studente 1 shared .+, not opened yet/);
    expect(
      network.requests.find(({ method, path }) => method === 'POST' && path === '/api/learning/materials')!.body,
    ).toEqual({
      title: 'Il congiuntivo',
      tags: ['grammatica'],
      url: 'https://example.com/congiuntivo',
    });
    expect(network.requests.find(({ path }) => path.endsWith('/shares'))!.body).toEqual({ studentIds: [entry(1).id] });
  });

  it('when the teacher adds a file, then it is uploaded, added by its id, and listed with its name and size', async () => {
    const FILE = {
      id: 'f1',
      name: 'esercizi.pdf',
      size: 300,
      contentType: 'application/pdf',
      url: '/api/learning/files/f1',
    };
    let library: TeacherMaterial[] = [];
    let uploads = 0;
    const network = renderAt('/admin-dashboard/materials', {
      'GET /api/learning/materials': () => ({ body: library }),
      // The first upload is refused by the server's daily limit; the second passes.
      'POST /api/learning/files': () =>
        (uploads += 1) === 1
          ? { status: 429, body: { error: 'Too many requests. Please try again later.', code: 'rate_limited' } }
          : { status: 201, body: FILE },
      'POST /api/learning/materials': () => {
        library = [{ ...MATERIAL, title: 'Esercizi', tags: [], kind: 'file', url: FILE.url, file: FILE }];
        return { status: 201, body: library[0] };
      },
    });
    await screen.findByText('The library is empty: add a link or a file.');

    await userEvent.type(screen.getByLabelText('Title'), 'Esercizi');
    await userEvent.click(screen.getByRole('radio', { name: 'A file' }));
    const pdf = new File(['x'.repeat(300)], 'esercizi.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('File'), pdf);
    expect(screen.getByText('esercizi.pdf (300 bytes)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to library' }));
    expect(await screen.findByText('Too many requests. Please try again later.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to library' }));

    expect(await screen.findByText('File: esercizi.pdf (300 bytes)')).toBeInTheDocument();
    const uploaded = network.requests.find(({ path }) => path === '/api/learning/files')!.body as { file: File };
    expect(uploaded.file.name).toBe('esercizi.pdf');
    expect(
      network.requests.find(({ method, path }) => method === 'POST' && path === '/api/learning/materials')!.body,
    ).toEqual({ title: 'Esercizi', tags: [], fileId: 'f1' });
  });

  it('when the chosen file is of a type the server refuses, then it says so and nothing is uploaded', async () => {
    const network = renderAt('/admin-dashboard/materials', { 'GET /api/learning/materials': { body: [] } });
    await screen.findByText('The library is empty: add a link or a file.');

    await userEvent.type(screen.getByLabelText('Title'), 'Script');
    await userEvent.click(screen.getByRole('radio', { name: 'A file' }));
    await userEvent.upload(screen.getByLabelText('File'), new File(['x'], 'script.js', { type: 'text/javascript' }), {
      applyAccept: false,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add to library' }));

    expect(screen.getByText(UPLOAD_MESSAGES.fileTypeNotAllowed)).toBeInTheDocument();
    expect(network.requests.some(({ path }) => path === '/api/learning/files')).toBe(false);
  });

  it('when the teacher adds a material without a title and with an http link, then each field says what to fix and nothing is sent', async () => {
    const network = renderAt('/admin-dashboard/materials', { 'GET /api/learning/materials': { body: [] } });
    await screen.findByText('The library is empty: add a link or a file.');

    await userEvent.type(screen.getByLabelText('Link (https://…)'), 'http://example.com/congiuntivo');
    await userEvent.click(screen.getByRole('button', { name: 'Add to library' }));

    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(LEARNING_MESSAGES.titleRequired);
    expect(screen.getByLabelText('Link (https://…)')).toHaveAccessibleDescription(LEARNING_MESSAGES.linkNotHttps);
    expect(network.requests.some(({ method }) => method === 'POST')).toBe(false);
  });

  it('when the teacher deletes a shared material, then she is asked first, and once she says yes it leaves the library', async () => {
    const share = {
      studentId: entry(1).id,
      studentName: 'Anna Bianchi',
      sharedAt: '2030-05-02T10:00:00Z',
      firstOpenedAt: null,
      lastOpenedAt: null,
    };
    const other = { ...MATERIAL, id: 'm2', title: 'La pronuncia' };
    let library: TeacherMaterial[] = [{ ...MATERIAL, shares: [share] }, other];
    const network = renderAt('/admin-dashboard/materials', {
      'GET /api/learning/materials': () => ({ body: library }),
      'DELETE /api/learning/materials/m1': () => {
        library = [other];
        return { status: 204 };
      },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Il congiuntivo' }));
    const question = screen.getByRole('group', { name: 'Delete "Il congiuntivo"?' });
    expect(question).toHaveTextContent('It leaves the library and the materials of the student it is shared with.');
    await userEvent.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(network.requests.some(({ method }) => method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Il congiuntivo' }));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Delete "Il congiuntivo"?' })).getByRole('button', { name: 'Delete' }),
    );

    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Il congiuntivo' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'La pronuncia' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Materials' })).toHaveFocus();
    expect(network.requests.filter(({ method }) => method === 'DELETE').map(({ path }) => path)).toEqual([
      '/api/learning/materials/m1',
    ]);
  });

  it('when the teacher stops sharing with one student, then the share is gone at once and "Share again" brings it back', async () => {
    const share = (studentId: string, studentName: string, opened: string | null) => ({
      studentId,
      studentName,
      sharedAt: '2030-05-02T10:00:00Z',
      firstOpenedAt: opened && '2030-05-03T10:00:00Z',
      lastOpenedAt: opened,
    });
    const anna = share(entry(1).id, 'Anna Bianchi', '2030-05-04T18:30:00Z');
    const bruno = share(entry(2).id, 'Bruno Verdi', null);
    let shares = [anna, bruno];
    const network = renderAt('/admin-dashboard/materials', {
      'GET /api/learning/materials': () => ({ body: [{ ...MATERIAL, shares }] }),
      [`DELETE /api/learning/materials/m1/shares/${anna.studentId}`]: () => {
        shares = [bruno];
        return { status: 204 };
      },
      'POST /api/learning/materials/m1/shares': () => {
        shares = [anna, bruno];
        return { body: { ...MATERIAL, shares } };
      },
    });
    const sharedWith = await screen.findByRole('list', { name: 'Shared with' });
    expect(
      within(sharedWith)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Anna Bianchi shared .+, opened first .+, last .+Stop sharing$/),
      expect.stringMatching(/^Bruno Verdi shared .+, not opened yet/),
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Stop sharing Il congiuntivo with Anna Bianchi' }));

    expect(await screen.findByText('Stopped sharing "Il congiuntivo" with Anna Bianchi.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Anna Bianchi')).not.toBeInTheDocument());
    expect(screen.getByText('Bruno Verdi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share Il congiuntivo' })).toHaveFocus();
    expect(network.requests.filter(({ method }) => method === 'DELETE').map(({ path }) => path)).toEqual([
      `/api/learning/materials/m1/shares/${anna.studentId}`,
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Share again' }));

    expect(await screen.findByText('Anna Bianchi')).toBeInTheDocument();
    expect(network.requests.find(({ method }) => method === 'POST')!.body).toEqual({ studentIds: [anna.studentId] });
  });
});

describe("Students: a student's page, its shared materials and chat", () => {
  const MATERIAL = {
    id: 'm1',
    title: 'Il congiuntivo',
    tags: ['grammatica'],
    url: 'https://example.com/congiuntivo',
    kind: 'link' as const,
    createdAt: '2030-05-01T10:00:00Z',
    sharedAt: '2030-05-02T10:00:00Z',
    firstOpenedAt: null,
    lastOpenedAt: null,
  };

  it("when the page shows, then Open chat leads to that student's conversation", async () => {
    renderAt(`/admin-dashboard/students/${STUDENT_ID}`, {
      [`GET /api/admin/students/${STUDENT_ID}`]: { body: STUDENT_PAGE },
      [`GET /api/learning/students/${STUDENT_ID}`]: { body: LEARNING },
    });

    expect(await screen.findByRole('link', { name: 'Open chat' })).toHaveAttribute(
      'href',
      `/chat?student=${STUDENT_ID}`,
    );
  });

  it('when the teacher stops sharing a material, then it leaves the page and the focus stays in the section', async () => {
    let materials = [MATERIAL];
    const network = renderAt(`/admin-dashboard/students/${STUDENT_ID}`, {
      [`GET /api/admin/students/${STUDENT_ID}`]: { body: STUDENT_PAGE },
      [`GET /api/learning/students/${STUDENT_ID}`]: () => ({ body: { ...LEARNING, materials } }),
      [`DELETE /api/learning/materials/m1/shares/${STUDENT_ID}`]: () => {
        materials = [];
        return { status: 204 };
      },
    });
    const section = await screen.findByRole('group', { name: 'Shared materials' });
    expect(await within(section).findByRole('link', { name: 'Il congiuntivo' })).toBeInTheDocument();
    expect(section).toHaveTextContent(/shared .+, not opened yet/);

    await userEvent.click(
      within(section).getByRole('button', { name: 'Stop sharing Il congiuntivo with Anna Bianchi' }),
    );

    expect(await within(section).findByText('Nothing shared yet.')).toBeInTheDocument();
    expect(section).toHaveFocus();
    expect(network.requests.some(({ method }) => method === 'DELETE')).toBe(true);
  });

  it('when stopping fails, then an alert says so and the material stays shared', async () => {
    renderAt(`/admin-dashboard/students/${STUDENT_ID}`, {
      [`GET /api/admin/students/${STUDENT_ID}`]: { body: STUDENT_PAGE },
      [`GET /api/learning/students/${STUDENT_ID}`]: { body: { ...LEARNING, materials: [MATERIAL] } },
      [`DELETE /api/learning/materials/m1/shares/${STUDENT_ID}`]: {
        status: 429,
        body: { error: 'Too many requests. Please try again later.', code: 'rate_limited' },
      },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Stop sharing Il congiuntivo with Anna Bianchi' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not stop sharing "Il congiuntivo" with Anna Bianchi.Too many requests. Please try again later.',
    );
    expect(screen.getByRole('link', { name: 'Il congiuntivo' })).toBeInTheDocument();
  });
});

describe('Students and materials in Italian', () => {
  it("when the teacher speaks Italian, then a student's page, its levels and lessons are Italian", async () => {
    await switchLanguage('it');
    renderAt(`/admin-dashboard/students/${STUDENT_ID}`, {
      [`GET /api/admin/students/${STUDENT_ID}`]: { body: STUDENT_PAGE },
      [`GET /api/learning/students/${STUDENT_ID}`]: { body: LEARNING },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Bianchi' })).toBeInTheDocument();
    expect(screen.getByText(/4/, { selector: 'strong' }).parentElement).toHaveTextContent(/^4 crediti rimasti/);
    expect(screen.getByRole('link', { name: '← Studenti' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apri la chat' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Imposta un livello' });
    expect(within(form).getByLabelText('Abilità')).toHaveDisplayValue('Parlato');
    expect(screen.getByText('Lettura', { selector: 'strong' }).parentElement).toHaveTextContent(
      'Lettura: non impostato',
    );
    expect(screen.getByText('In programma')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scrivi la nota' })).toBeInTheDocument();
    expect(screen.getByText('Ancora nessun compito condiviso.')).toBeInTheDocument();
  });

  it('when the library is opened in Italian, then it says so in Italian, its form too, and deleting asks in Italian', async () => {
    await switchLanguage('it');
    const material: TeacherMaterial = {
      id: 'm1',
      title: 'Il congiuntivo',
      tags: [],
      url: 'https://example.com/congiuntivo',
      kind: 'link',
      file: null,
      createdAt: '2030-05-01T10:00:00Z',
      shares: [1, 2].map((index) => ({
        studentId: entry(index).id,
        studentName: `Studente ${index}`,
        sharedAt: '2030-05-02T10:00:00Z',
        firstOpenedAt: null,
        lastOpenedAt: null,
      })),
    };
    renderAt('/admin-dashboard/materials', { 'GET /api/learning/materials': { body: [material] } });

    const shared = await screen.findByRole('list', { name: 'Condiviso con' });
    expect(within(shared).getAllByRole('listitem')[0]).toHaveTextContent(
      /^Studente 1 condiviso il .+, non ancora aperto/,
    );
    expect(screen.getByRole('form', { name: 'Aggiungi un materiale' })).toBeInTheDocument();
    expect(screen.getByLabelText('Tag (separati da virgole)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Un file' }));
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi all’archivio' }));
    expect(screen.getByLabelText('Titolo')).toHaveAccessibleDescription('Dai un titolo al materiale.');
    expect(screen.getByLabelText('File')).toHaveAccessibleDescription('Scegli un file da aggiungere.');

    await userEvent.click(screen.getByRole('button', { name: 'Elimina Il congiuntivo' }));

    expect(screen.getByRole('group', { name: 'Eliminare «Il congiuntivo»?' })).toHaveTextContent(
      'Verrà tolto dall’archivio e dai materiali dei 2 studenti con cui è condiviso.',
    );
  });
});
