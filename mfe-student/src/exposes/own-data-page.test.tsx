import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { MyDataFile, User } from '@lezioni/contracts';
import { DELETE_ACCOUNT_PATH, MY_DATA_PATHS, MY_DATA_TEXTS } from '@lezioni/contracts/values';
import { mockFetch, renderWithProviders } from '@lezioni/web-kit/testing';
import { StudentDashboard } from './student-dashboard';
import { DASHBOARD_CONFIG, lesson } from '../testing/student-fixtures';
// Loaded with this file, as the browser has the form's chunk by then: a test's time is the page's,
// not jest's first transform of zod.
import '../features/own-data/components/delete-account-form';

const CONFIG = DASHBOARD_CONFIG;
const STUDENT: User = {
  id: 'u1',
  name: 'Giulia Rossi',
  email: 'giulia@example.com',
  role: 'student',
  emailVerified: true,
};
const { emailVerified: _notExported, ...ACCOUNT } = STUDENT;
const PROFILE = { ...ACCOUNT, createdAt: '2026-01-02T10:00:00.000Z' };
const CHAT = {
  messages: [
    {
      id: 'm1',
      from: 'student',
      content: 'Ciao',
      messageType: 'text',
      fileName: null,
      fileSize: null,
      createdAt: '2026-01-03T10:00:00.000Z',
      readAt: null,
    },
  ],
  attachments: [
    { id: 'f1', name: 'notes.pdf', contentType: 'application/pdf', size: 10, uploadedAt: '2026-01-03T10:00:00.000Z' },
  ],
};
const BOOKING = {
  lessons: [lesson('b1', 'completed', '2026-01-04T10:00:00Z')],
  orders: [],
  ledger: [],
  roomVisits: [],
  lessonPages: [],
  series: [],
  waitlist: { entries: [], offers: [] },
};

const LEARNING = {
  notes: [],
  levels: [
    {
      skill: 'speaking',
      current: 'A2',
      history: [{ level: 'A2', date: '2026-10-01', recordedAt: '2026-10-01T10:00:00.000Z' }],
    },
  ],
  materials: [
    {
      id: 'mat1',
      title: 'Gli articoli',
      tags: ['grammar'],
      url: 'https://example.com/articoli.pdf',
      kind: 'link',
      createdAt: '2026-01-05T10:00:00.000Z',
      sharedAt: '2026-01-05T10:00:00.000Z',
      firstOpenedAt: null,
      lastOpenedAt: null,
    },
  ],
};

/** The remote's dashboard under the shell's /student-dashboard/*, beside the landing page it leaves for. */
function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<h1>Landing page</h1>} />
      <Route
        path="/student-dashboard/*"
        element={<StudentDashboard user={STUDENT} isUserLoading={false} config={CONFIG} />}
      />
    </Routes>,
    { route },
  );
}

describe('Your data (/student-dashboard/data)', () => {
  it('when the dashboard shows, then it links to the Your data page', async () => {
    mockFetch({ 'GET /api/my-bookings': { body: [] } });

    renderAt('/student-dashboard');

    expect(await screen.findByRole('link', { name: MY_DATA_TEXTS.title })).toHaveAttribute(
      'href',
      '/student-dashboard/data',
    );
  });

  it('when the student downloads, then every service is asked for its part and one JSON file holds them all', async () => {
    const { requests } = mockFetch({
      [`GET ${MY_DATA_PATHS.profile}`]: { body: PROFILE },
      [`GET ${MY_DATA_PATHS.messages}`]: { body: CHAT },
      [`GET ${MY_DATA_PATHS.lessons}`]: { body: BOOKING },
      [`GET ${MY_DATA_PATHS.learning}`]: { body: LEARNING },
    });
    const saved: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:my-data';
    });
    URL.revokeObjectURL = jest.fn();

    renderAt('/student-dashboard/data');
    fireEvent.click(await screen.findByRole('button', { name: MY_DATA_TEXTS.downloadButton }));

    await waitFor(() => expect(saved).toHaveLength(1));
    const file = JSON.parse(await saved[0]!.text()) as MyDataFile;
    expect(file).toMatchObject({ profile: PROFILE, chat: CHAT, booking: BOOKING, learning: LEARNING });
    expect(requests.map((request) => request.path)).toEqual(expect.arrayContaining(Object.values(MY_DATA_PATHS)));
  });

  it('when the password is wrong, then the server says so and the student stays on the page', async () => {
    mockFetch({
      [`POST ${DELETE_ACCOUNT_PATH}`]: {
        status: 401,
        body: { error: MY_DATA_TEXTS.wrongPassword, code: 'invalid_credentials' },
      },
    });

    renderAt('/student-dashboard/data');
    // The form is a chunk of its own (with the schema), there a moment after the page.
    expect(await screen.findByText(MY_DATA_TEXTS.deleteWarning)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(MY_DATA_TEXTS.deletePasswordLabel), { target: { value: 'Wrong1234' } });
    fireEvent.click(screen.getByRole('button', { name: MY_DATA_TEXTS.deleteButton }));

    expect(await screen.findByText(MY_DATA_TEXTS.wrongPassword)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Landing page' })).not.toBeInTheDocument();
  });

  it('when the password is right, then the account is deleted with it and the page goes to /', async () => {
    const { requests } = mockFetch({ [`POST ${DELETE_ACCOUNT_PATH}`]: { status: 204 } });

    renderAt('/student-dashboard/data');
    fireEvent.change(await screen.findByLabelText(MY_DATA_TEXTS.deletePasswordLabel), {
      target: { value: 'Secret123' },
    });
    fireEvent.click(screen.getByRole('button', { name: MY_DATA_TEXTS.deleteButton }));

    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
    expect(requests.find((request) => request.path === DELETE_ACCOUNT_PATH)?.body).toEqual({ password: 'Secret123' });
  });
});
