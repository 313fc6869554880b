import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { LessonNote, RoomResponse, StudentBooking } from '@lezioni/contracts';
import { ROOM_TEXTS, roomWindow } from '@lezioni/contracts/values';
import { switchLanguage } from '@lezioni/web-kit';
import {
  TEST_ADMIN,
  TEST_STUDENT,
  installFakeEventSource,
  mockFetch,
  renderWithProviders,
  testConfig,
  type MockHandler,
} from '@lezioni/web-kit/testing';
import { LessonRoom } from './lesson-room';

const startsAt = new Date(Date.now() + 3 * 3_600_000);
const booking: StudentBooking = {
  id: 'b1',
  status: 'scheduled',
  scheduledAt: startsAt.toISOString(),
  endsAt: new Date(startsAt.getTime() + 50 * 60_000).toISOString(),
  durationMinutes: 50,
  bookingTypeName: 'Conversation lesson',
  meetingUrl: null,
};
const openRoom: RoomResponse = {
  bookingId: 'b1',
  startsAt: new Date().toISOString(),
  durationMinutes: 50,
  opensAt: new Date(Date.now() - 600_000).toISOString(),
  closesAt: new Date(Date.now() + 3_900_000).toISOString(),
  me: { id: TEST_STUDENT.id, name: TEST_STUDENT.name, role: 'student' },
  other: { id: TEST_ADMIN.id, name: TEST_ADMIN.name, role: 'admin' },
  iceServers: [{ urls: ['stun:127.0.0.1:3478'] }],
};

function renderRoom(room: MockHandler, user = TEST_STUDENT, routes: Record<string, MockHandler> = {}) {
  const network = mockFetch({
    'GET /api/lessons/b1/room': room,
    'GET /api/my-bookings': { body: [booking] },
    'GET /api/conversations': { body: [] },
    'POST /api/conversations': { status: 201, body: { id: 'c1' } },
    ...routes,
  });
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/lesson/:bookingId" element={<LessonRoom user={user} config={testConfig()} />} />
    </Routes>,
    { route: '/lesson/b1' },
  );
  return { ...rendered, network };
}

/** The browser's media devices, answering getUserMedia with `answer`. */
function installMediaDevices(answer: () => Promise<MediaStream>) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: jest.fn(answer), enumerateDevices: jest.fn(async () => []) },
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
  Reflect.deleteProperty(window, 'RTCPeerConnection');
  sessionStorage.clear();
});

type StatsReport = Record<string, unknown>;

/**
 * A stand-in for the browser's RTCPeerConnection, which jsdom lacks: the test sets its state (as the
 * network would) and what getStats answers. Nothing negotiates: the fake camera has no tracks.
 */
class FakePeerConnection {
  connectionState: RTCPeerConnectionState = 'new';
  signalingState: RTCSignalingState = 'stable';
  localDescription: RTCSessionDescriptionInit | null = null;
  remoteDescription: RTCSessionDescriptionInit | null = null;
  onconnectionstatechange: (() => void) | null = null;
  onnegotiationneeded: (() => void) | null = null;
  onicecandidate: (() => void) | null = null;
  ontrack: (() => void) | null = null;
  stats: StatsReport[] = [];
  addTrack() {}
  getTransceivers() {
    return [];
  }
  restartIce() {}
  async getStats() {
    return new Map(this.stats.map((report) => [report.id, report]));
  }
  close() {
    this.connectionState = 'closed';
    this.signalingState = 'closed';
  }
  /** The network moved the connection to `state`; what the page does about it (a measure, a signal) settles. */
  async become(state: RTCPeerConnectionState) {
    this.connectionState = state;
    await act(async () => this.onconnectionstatechange?.());
  }
}

function installPeerConnections() {
  const instances: FakePeerConnection[] = [];
  class Recorded extends FakePeerConnection {
    constructor() {
      super();
      instances.push(this);
    }
  }
  Object.defineProperty(window, 'RTCPeerConnection', { value: Recorded, configurable: true, writable: true });
  return instances;
}

/** What Chrome's getStats gives: the pair in use, and the video received so far. */
const statsOf = ({ roundTripS, lost, received, videoBytes }: Record<string, number>): StatsReport[] => [
  { id: 'T', type: 'transport', selectedCandidatePairId: 'CP' },
  { id: 'CP', type: 'candidate-pair', nominated: true, currentRoundTripTime: roundTripS },
  {
    id: 'IV',
    type: 'inbound-rtp',
    kind: 'video',
    packetsLost: lost,
    packetsReceived: received,
    bytesReceived: videoBytes,
  },
];

const bothPresent = { presentIds: [TEST_STUDENT.id, TEST_ADMIN.id] };

/** Lets what the page started on an event (its signals' POSTs) finish inside act. */
const settle = () => act(async () => {});

/** The student joins (`joinName`: the button's name in the page's language); the teacher is there: their connection starts. */
async function joinWithTheTeacher(joinName = 'Join') {
  installMediaDevices(async () => fakeStream);
  const streams = installFakeEventSource();
  const peers = installPeerConnections();
  const rendered = renderRoom({ body: openRoom }, TEST_STUDENT, {
    'GET /api/conversations/c1/messages': { body: [] },
    'POST /api/lessons/b1/signals': { status: 204 },
  });
  await userEvent.click(await screen.findByRole('button', { name: joinName }));
  streams.latest().emit('presence', bothPresent);
  await settle();
  expect(peers).toHaveLength(1);
  return { ...rendered, streams, peers };
}

const callStatus = () => screen.getAllByRole('status')[0];

const fakeStream = {
  getTracks: () => [],
  getAudioTracks: () => [],
  getVideoTracks: () => [],
} as unknown as MediaStream;

describe('LessonRoom', () => {
  it('when the room is not open yet, then the student reads so, and when it opens', async () => {
    renderRoom({ status: 403, body: { error: ROOM_TEXTS.roomNotOpenYet, code: 'room_closed' } });

    expect(await screen.findByRole('heading', { name: 'Not open yet' })).toBeInTheDocument();
    expect(screen.getByText(ROOM_TEXTS.roomNotOpenYet)).toBeInTheDocument();
    const opensAt = roomWindow({ startsAt, durationMinutes: 50 }).opensAt.toISOString();
    expect(await screen.findByText(/The room opens at/)).toContainHTML(`datetime="${opensAt}"`);
  });

  it('when the lesson is over, then the room says it has ended', async () => {
    renderRoom({ status: 403, body: { error: ROOM_TEXTS.roomClosed, code: 'room_closed' } }, TEST_ADMIN);

    expect(await screen.findByRole('heading', { name: 'Lesson ended' })).toBeInTheDocument();
    expect(screen.getByText(ROOM_TEXTS.roomClosed)).toBeInTheDocument();
  });

  it('when someone else opens the room, then access is restricted', async () => {
    renderRoom({
      status: 403,
      body: { error: "You don't have permission to access this resource.", code: 'forbidden' },
    });

    expect(await screen.findByRole('heading', { name: 'Access restricted' })).toBeInTheDocument();
    expect(screen.getByText(/Only the lesson's student and teacher/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna a Casa (Go Home)' })).toHaveAttribute('href', '/');
  });

  it('when the camera permission is denied, then the lobby says how to allow it and Join stays off', async () => {
    installMediaDevices(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    renderRoom({ body: openRoom });

    expect(await screen.findByRole('heading', { name: `Lesson with ${TEST_ADMIN.name}` })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Allow for this site');
    expect(screen.getByRole('button', { name: 'Join' })).toBeDisabled();
  });

  it('when the device was busy and is free on Try again, then the alert goes and Join is on', async () => {
    let isBusy = true;
    installMediaDevices(async () => {
      if (isBusy) throw new DOMException('Could not start video source', 'NotReadableError');
      return { getTracks: () => [], getAudioTracks: () => [], getVideoTracks: () => [] } as unknown as MediaStream;
    });
    renderRoom({ body: openRoom });

    expect(await screen.findByRole('alert')).toHaveTextContent('another program or tab is using it');
    isBusy = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('button', { name: 'Join' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the student joins before the teacher, then they wait for her, on the room stream, until she leaves again', async () => {
    installMediaDevices(async () => fakeStream);
    const streams = installFakeEventSource();
    renderRoom({ body: openRoom });

    await userEvent.click(await screen.findByRole('button', { name: 'Join' }));
    const stream = streams.latest();
    expect(stream.url).toBe('/api/lessons/b1/events');
    stream.emit('presence', { presentIds: [TEST_STUDENT.id] });

    expect(screen.getByRole('status')).toHaveTextContent(ROOM_TEXTS.waitingFor(TEST_ADMIN.name));
    expect(screen.getByRole('toolbar', { name: 'Call controls' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'You left the lesson' })).toBeInTheDocument();
    expect(stream.isClosed).toBe(true);
  });

  it('when the page is reloaded during the call, then it goes back into the call without the lobby, until the user leaves', async () => {
    installMediaDevices(async () => fakeStream);
    const streams = installFakeEventSource();
    const first = renderRoom({ body: openRoom });
    await userEvent.click(await screen.findByRole('button', { name: 'Join' }));
    await screen.findByRole('toolbar', { name: 'Call controls' });
    first.unmount();

    renderRoom({ body: openRoom });

    expect(await screen.findByRole('toolbar', { name: 'Call controls' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    expect(streams.latest().url).toBe('/api/lessons/b1/events');
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await screen.findByRole('heading', { name: 'You left the lesson' });
  });

  it('when the user left and comes back to the room, then the lobby checks the devices first', async () => {
    installMediaDevices(async () => fakeStream);
    installFakeEventSource();
    const first = renderRoom({ body: openRoom });
    await userEvent.click(await screen.findByRole('button', { name: 'Join' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    first.unmount();

    renderRoom({ body: openRoom });

    expect(await screen.findByRole('button', { name: 'Join' })).toBeEnabled();
    expect(screen.queryByRole('toolbar', { name: 'Call controls' })).not.toBeInTheDocument();
  });

  it("when the teacher is in the call, then the chat beside it is her conversation with this lesson's student, found by id", async () => {
    installMediaDevices(async () => fakeStream);
    installFakeEventSource();
    const teachersRoom = { ...openRoom, me: openRoom.other, other: openRoom.me };
    const sameName = { studentName: TEST_STUDENT.name, unreadCount: 0, lastMessageAt: null };
    renderRoom({ body: teachersRoom }, TEST_ADMIN, {
      'GET /api/conversations': {
        body: [
          { id: 'c-namesake', studentId: 'another-student', ...sameName },
          { id: 'c1', studentId: TEST_STUDENT.id, ...sameName },
        ],
      },
      'GET /api/conversations/c1/messages': {
        body: [
          {
            id: 'm1',
            senderId: TEST_STUDENT.id,
            content: 'Buongiorno!',
            messageType: 'text',
            fileUrl: null,
            fileName: null,
            fileSize: null,
            createdAt: new Date().toISOString(),
          },
        ],
      },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Join' }));

    expect(await screen.findByText('Buongiorno!')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: `Message to ${TEST_STUDENT.name}` })).toBeEnabled();
  });

  it('when a student who never wrote joins the call, then the room opens their conversation with the teacher', async () => {
    installMediaDevices(async () => fakeStream);
    installFakeEventSource();
    let conversations: unknown[] = [];
    const { network } = renderRoom({ body: openRoom }, TEST_STUDENT, {
      'GET /api/conversations': () => ({ body: conversations }),
      'POST /api/conversations': () => {
        conversations = [
          { id: 'c1', studentId: TEST_STUDENT.id, studentName: TEST_STUDENT.name, unreadCount: 0, lastMessageAt: null },
        ];
        return { status: 201, body: { id: 'c1' } };
      },
      'GET /api/conversations/c1/messages': { body: [] },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Join' }));

    const box = await screen.findByRole('textbox', { name: `Message to ${TEST_ADMIN.name}` });
    await waitFor(() => expect(box).toBeEnabled());
    expect(
      network.requests.filter((request) => request.method === 'POST' && request.path === '/api/conversations'),
    ).toHaveLength(1);
  });

  it("when the teacher joins the call of a student who never wrote, then the room opens that student's conversation", async () => {
    installMediaDevices(async () => fakeStream);
    installFakeEventSource();
    const teachersRoom = { ...openRoom, me: openRoom.other, other: openRoom.me };
    let conversations: unknown[] = [
      { id: 'c-other', studentId: 'another-student', studentName: 'Bruno', unreadCount: 0, lastMessageAt: null },
    ];
    const { network } = renderRoom({ body: teachersRoom }, TEST_ADMIN, {
      'GET /api/conversations': () => ({ body: conversations }),
      'POST /api/conversations': () => {
        conversations = [
          ...conversations,
          { id: 'c1', studentId: TEST_STUDENT.id, studentName: TEST_STUDENT.name, unreadCount: 0, lastMessageAt: null },
        ];
        return { status: 201, body: { id: 'c1' } };
      },
      'GET /api/conversations/c1/messages': { body: [] },
      'GET /api/learning/lessons/b1/note': { status: 404, body: { error: 'Not found.', code: 'not_found' } },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Join' }));

    const box = await screen.findByRole('textbox', { name: `Message to ${TEST_STUDENT.name}` });
    await waitFor(() => expect(box).toBeEnabled());
    expect(
      network.requests.filter((request) => request.method === 'POST' && request.path === '/api/conversations'),
    ).toEqual([expect.objectContaining({ body: { studentId: TEST_STUDENT.id } })]);
  });

  it("when the teacher is in the call, then this lesson's note is beside it and saves as she types", async () => {
    installMediaDevices(async () => fakeStream);
    installFakeEventSource();
    const teachersRoom = { ...openRoom, me: openRoom.other, other: openRoom.me };
    const note: LessonNote = {
      lesson: {
        id: 'b1',
        studentId: TEST_STUDENT.id,
        startsAt: openRoom.startsAt,
        endsAt: booking.endsAt,
        durationMinutes: 50,
        title: 'Conversation lesson',
        cancelledAt: null,
        attendedAt: null,
      },
      covered: 'Il passato prossimo',
      vocabulary: [],
      homework: null,
      boards: [],
      revision: 3,
      sharedAt: null,
      updatedAt: new Date().toISOString(),
    };
    const { network } = renderRoom({ body: teachersRoom }, TEST_ADMIN, {
      'GET /api/learning/lessons/b1/note': { body: note },
      'PUT /api/learning/lessons/b1/note': ({ body }) => ({
        body: { ...note, covered: (body as { covered: string }).covered, revision: 4 },
      }),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Join' }));

    const covered = await screen.findByRole('textbox', { name: 'What was covered' });
    expect(screen.getByRole('heading', { name: 'Lesson note' })).toBeInTheDocument();
    expect(covered).toHaveValue('Il passato prossimo');
    await userEvent.type(covered, ' e i pronomi');

    expect(await screen.findByText('Saved', undefined, { timeout: 4_000 })).toBeInTheDocument();
    const saves = network.requests.filter((request) => request.method === 'PUT');
    expect(saves.at(-1)?.body).toMatchObject({ covered: 'Il passato prossimo e i pronomi', revision: 3 });
  });

  it("when the student is in the call, then no note is shown or asked for (the teacher's notes are hers)", async () => {
    installMediaDevices(async () => fakeStream);
    installFakeEventSource();
    const { network } = renderRoom({ body: openRoom }, TEST_STUDENT, {
      'GET /api/conversations/c1/messages': { body: [] },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Join' }));

    expect(await screen.findByRole('heading', { name: 'Chat' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Lesson note' })).not.toBeInTheDocument();
    expect(network.requests.some((request) => request.path.startsWith('/api/learning/'))).toBe(false);
  });
});

describe('the call', () => {
  it('when the connection is good, then the room says so; when loss grows, it reads poor with what to do', async () => {
    const { peers } = await joinWithTheTeacher();
    const [peer] = peers;
    peer!.stats = statsOf({ roundTripS: 0.04, lost: 0, received: 1_000, videoBytes: 0 });

    await peer!.become('connected');

    expect(await screen.findByText('Connection: good')).toBeInTheDocument();
    expect(callStatus()).toHaveTextContent('Connected');
    peer!.stats = statsOf({ roundTripS: 0.05, lost: 60, received: 1_400, videoBytes: 200_000 });
    const poor = await screen.findByText('Connection: poor', undefined, { timeout: 4_000 });
    expect(poor.closest('[role="status"]')).toHaveTextContent('turn off your camera');
  });

  it("when the room's stream drops and the call with it, then the page reopens the stream and starts a fresh connection", async () => {
    const { streams, peers } = await joinWithTheTeacher();
    await peers[0]!.become('connected');
    const first = streams.latest();

    first.fail();
    await peers[0]!.become('disconnected');

    expect(callStatus()).toHaveTextContent('Reconnecting…');
    expect(first.isClosed).toBe(true);
    await waitFor(() => expect(streams.instances).toHaveLength(2));
    streams.latest().emit('presence', bothPresent);
    await settle();
    expect(peers).toHaveLength(2);
    expect(peers[0]!.connectionState).toBe('closed');
    await peers[1]!.become('connected');
    expect(callStatus()).toHaveTextContent('Connected');
  });

  it('when the stream drops but the call goes on, then the stream is back as soon as the browser is online, and the call is kept', async () => {
    const { streams, peers, network } = await joinWithTheTeacher();
    await peers[0]!.become('connected');

    streams.latest().fail();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });

    expect(streams.instances).toHaveLength(2);
    expect(callStatus()).toHaveTextContent('Reconnecting…');
    streams.latest().emit('presence', bothPresent);
    await settle();
    expect(callStatus()).toHaveTextContent('Connected');
    expect(peers).toHaveLength(1);
    // What this side's camera and microphone are goes again: one sent during the cut was lost.
    await waitFor(() =>
      expect(
        network.requests.filter((request) => request.path === '/api/lessons/b1/signals' && request.method === 'POST'),
      ).toHaveLength(2),
    );
  });

  it('when the student leaves, then the page offers to rejoin or to go back to her dashboard', async () => {
    await joinWithTheTeacher();

    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));

    expect(await screen.findByRole('heading', { name: 'You left the lesson' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rejoin' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute('href', '/student-dashboard');
  });

  it('when a message in the room chat holds a link, then it is a link, with its preview under it', async () => {
    installMediaDevices(async () => fakeStream);
    installFakeEventSource();
    renderRoom({ body: openRoom }, TEST_STUDENT, {
      'GET /api/conversations': {
        body: [
          { id: 'c1', studentId: TEST_STUDENT.id, studentName: TEST_STUDENT.name, unreadCount: 0, lastMessageAt: null },
        ],
      },
      'GET /api/conversations/c1/messages': {
        body: [
          {
            id: 'm1',
            senderId: TEST_ADMIN.id,
            content: 'Leggi https://grammar.example/congiuntivo prima di domani.',
            messageType: 'text',
            fileUrl: null,
            fileName: null,
            fileSize: null,
            createdAt: new Date().toISOString(),
          },
        ],
      },
      'GET /api/unfurl': {
        body: { ok: true, url: 'https://grammar.example/congiuntivo', title: 'Il congiuntivo', site: 'Grammar' },
      },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Join' }));

    const chat = await screen.findByRole('region', { name: 'Chat' });
    expect(await within(chat).findByRole('link', { name: 'https://grammar.example/congiuntivo' })).toHaveAttribute(
      'href',
      'https://grammar.example/congiuntivo',
    );
    expect(await within(chat).findByRole('link', { name: 'Il congiuntivo' })).toHaveAttribute(
      'href',
      'https://grammar.example/congiuntivo',
    );
  });
});

describe('LessonRoom in Italian', () => {
  it('when the connection is poor, then the student reads it and what to do in Italian', async () => {
    await switchLanguage('it');
    const { peers } = await joinWithTheTeacher('Entra');
    peers[0]!.stats = statsOf({ roundTripS: 0.9, lost: 0, received: 1_000, videoBytes: 0 });

    await peers[0]!.become('connected');

    const poor = await screen.findByText('Connessione: debole');
    expect(poor.closest('[role="status"]')).toHaveTextContent('spegni la videocamera');
  });

  it('when someone else opens the room, then they read in Italian that access is restricted', async () => {
    await switchLanguage('it');
    renderRoom({
      status: 403,
      body: { error: "You don't have permission to access this resource.", code: 'forbidden' },
    });

    expect(await screen.findByRole('heading', { name: 'Accesso riservato' })).toBeInTheDocument();
    expect(screen.getByText(/possono entrare solo lo studente e l'insegnante/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
  });

  it('when the camera permission is denied, then the lobby says in Italian how to allow it', async () => {
    installMediaDevices(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    await switchLanguage('it');
    renderRoom({ body: openRoom });

    expect(await screen.findByRole('heading', { name: `Lezione con ${TEST_ADMIN.name}` })).toBeInTheDocument();
    expect(screen.getByText('Controlla videocamera e microfono, poi entra.')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('scegli Consenti per questo sito');
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entra' })).toBeDisabled();
  });

  it('when the teacher joins, then the call, its controls, the note and the chat speak Italian', async () => {
    installMediaDevices(async () => fakeStream);
    installFakeEventSource();
    await switchLanguage('it');
    const teachersRoom = { ...openRoom, me: openRoom.other, other: openRoom.me };
    renderRoom({ body: teachersRoom }, TEST_ADMIN, {
      'GET /api/conversations/c1/messages': { body: [] },
      'GET /api/learning/lessons/b1/note': { status: 404, body: { error: 'Not found.', code: 'not_found' } },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Entra' }));

    const controls = await screen.findByRole('toolbar', { name: 'Comandi della chiamata' });
    expect(within(controls).getByRole('button', { name: 'Disattiva il microfono' })).toBeInTheDocument();
    expect(within(controls).getByRole('button', { name: 'Spegni la videocamera' })).toBeInTheDocument();
    expect(within(controls).getByRole('button', { name: 'Esci' })).toBeInTheDocument();
    expect(screen.getByText(/ancora \d+ min/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nota della lezione' })).toBeInTheDocument();
    expect(await screen.findByText('Non è stato possibile aprire la nota della lezione.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Chat' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: `Messaggio per ${TEST_STUDENT.name}` })).toBeInTheDocument();

    await userEvent.click(within(controls).getByRole('button', { name: 'Esci' }));
    expect(await screen.findByRole('heading', { name: 'Sei uscito/a dalla lezione' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rientra' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla tua area personale' })).toHaveAttribute(
      'href',
      '/admin-dashboard',
    );
  });
});
