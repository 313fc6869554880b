import type {
  AnsweredLessonRequest,
  Conversation,
  CreditRecord,
  HomeworkItem,
  SharedMaterial,
  StudentBooking,
} from '@lezioni/contracts';
import { i18n, loadTexts } from '@lezioni/web-kit';
import { SHELL_TEXTS } from '../../texts';
import { deriveNotifications } from './derive-notifications';

const NOW = new Date('2030-01-01T12:00:00Z');
const TEXTS = { t: i18n.getFixedT('en', SHELL_TEXTS), teacherName: 'Chiara Lombardi' };
const conversation = (
  id: string,
  unreadCount: number,
  lastMessageAt: string | null,
  studentName = 'Giulia',
): Conversation => ({
  id,
  studentId: `s-${id}`,
  studentName,
  unreadCount,
  lastMessageAt,
});

describe('deriveNotifications: the message rule (spec §9)', () => {
  it('when conversations have unread messages, then each gives a high-priority notification to /chat with the count', () => {
    const notifications = deriveNotifications(
      { conversations: [conversation('c1', 3, '2030-01-01T11:00:00Z'), conversation('c2', 1, '2030-01-01T10:00:00Z')] },
      NOW,
      'admin',
      TEXTS,
    );

    expect(notifications).toEqual([
      {
        id: 'message:c1',
        type: 'message',
        title: '3 new messages',
        description: 'From Giulia',
        timestamp: '2030-01-01T11:00:00Z',
        read: false,
        actionUrl: '/chat',
        priority: 'high',
        count: 3,
      },
      expect.objectContaining({ id: 'message:c2', title: '1 new message' }),
    ]);
  });

  it('when a conversation has no unread message, then it gives no notification', () => {
    expect(deriveNotifications({ conversations: [conversation('c1', 0, null)] }, NOW, 'admin', TEXTS)).toEqual([]);
  });

  it('when nothing is loaded yet, then there are no notifications', () => {
    expect(deriveNotifications({}, NOW, 'student', TEXTS)).toEqual([]);
  });

  it('when the admin reads them, then they name the student, or Student when the name is blank', () => {
    const notifications = deriveNotifications(
      {
        conversations: [
          conversation('c1', 1, '2030-01-01T11:00:00Z', 'Marco'),
          conversation('c2', 1, '2030-01-01T10:00:00Z', ' '),
        ],
      },
      NOW,
      'admin',
      TEXTS,
    );

    expect(notifications.map((n) => n.description)).toEqual(['From Marco', 'From Student']);
  });

  it('when a student reads them, then they name the teacher', () => {
    const [notification] = deriveNotifications(
      { conversations: [conversation('c1', 2, '2030-01-01T11:00:00Z', 'Giulia')] },
      NOW,
      'student',
      TEXTS,
    );

    expect(notification?.description).toBe('From Chiara Lombardi');
  });

  it('when several are derived, then the newest comes first, and one without a time counts as now', () => {
    const notifications = deriveNotifications(
      {
        conversations: [
          conversation('old', 1, '2029-12-31T08:00:00Z'),
          conversation('undated', 1, null),
          conversation('new', 1, '2030-01-01T11:59:00Z'),
        ],
      },
      NOW,
      'admin',
      TEXTS,
    );

    expect(notifications.map((n) => n.id)).toEqual(['message:undated', 'message:new', 'message:old']);
    expect(notifications[0]?.timestamp).toBe(NOW.toISOString());
  });
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs).toISOString();
const creditRecord = (expiresInMs: number, remainingCredits = 2): CreditRecord => ({
  id: 'r1',
  remainingCredits,
  expiryDate: at(expiresInMs),
});
const lesson = (startsInMs: number, status: StudentBooking['status'] = 'scheduled'): StudentBooking => ({
  id: 'b1',
  status,
  scheduledAt: at(startsInMs),
  endsAt: at(startsInMs + 50 * 60_000),
  durationMinutes: 50,
  bookingTypeName: '50-minute lesson',
  meetingUrl: null,
});
/** The one notification derived, reduced to what the rules decide; undefined when there is none. */
const only = (sources: Parameters<typeof deriveNotifications>[0], role: 'student' | 'admin' = 'student') => {
  const notifications = deriveNotifications(sources, NOW, role, TEXTS);
  expect(notifications.length).toBeLessThanOrEqual(1);
  const [notification] = notifications;
  return notification && { type: notification.type, title: notification.title, priority: notification.priority };
};

describe('deriveNotifications: the credit rules (spec §9; days left = remaining time rounded up to whole days)', () => {
  it.each([
    ['7 days and 1 ms left', undefined, 7 * DAY + 1],
    [
      'exactly 7 days left',
      { type: 'credit_expiring', title: '2 credits expire in 7 days', priority: 'medium' },
      7 * DAY,
    ],
    [
      '3 days and 1 ms left',
      { type: 'credit_expiring', title: '2 credits expire in 4 days', priority: 'medium' },
      3 * DAY + 1,
    ],
    [
      'exactly 3 days left',
      { type: 'credit_expiring', title: '2 credits expire in 3 days', priority: 'high' },
      3 * DAY,
    ],
    [
      '1 day and 1 ms left',
      { type: 'credit_expiring', title: '2 credits expire in 2 days', priority: 'high' },
      DAY + 1,
    ],
    ['exactly 1 day left', { type: 'credit_expiring', title: '2 credits expire in 1 day', priority: 'high' }, DAY],
    ['1 ms left', { type: 'credit_expiring', title: '2 credits expire in 1 day', priority: 'high' }, 1],
    ['the expiry instant itself', { type: 'credit_expired', title: '2 credits expired', priority: 'high' }, 0],
    ['1 ms past expiry', { type: 'credit_expired', title: '2 credits expired', priority: 'high' }, -1],
    ['20 days past expiry', { type: 'credit_expired', title: '2 credits expired', priority: 'high' }, -20 * DAY],
  ])('when a record with credits has %s, then %j', (_label, expected, expiresInMs) => {
    expect(only({ credits: [creditRecord(expiresInMs)] })).toEqual(expected);
  });

  it.each([
    ['expiring', DAY],
    ['expired', -DAY],
  ])('when an %s record has no credits left, then there is no notification', (_label, expiresInMs) => {
    expect(only({ credits: [creditRecord(expiresInMs, 0)] })).toBeUndefined();
  });

  it('when one credit is expiring, then the text is singular and it leads to /book-lesson', () => {
    const [notification] = deriveNotifications({ credits: [creditRecord(2 * DAY, 1)] }, NOW, 'student', TEXTS);

    expect(notification).toEqual({
      id: 'credit_expiring:r1',
      type: 'credit_expiring',
      title: '1 credit expires in 2 days',
      description: 'Book a lesson before it expires.',
      timestamp: at(2 * DAY),
      read: false,
      actionUrl: '/book-lesson',
      priority: 'high',
      count: 1,
    });
  });

  it('when credits have expired, then the notification leads to the packages', () => {
    const [notification] = deriveNotifications({ credits: [creditRecord(-1, 1)] }, NOW, 'student', TEXTS);

    expect(notification).toMatchObject({ id: 'credit_expired:r1', title: '1 credit expired', actionUrl: '/packages' });
  });
});

describe('deriveNotifications: the upcoming-class rule (spec §9; hours left = remaining time rounded up)', () => {
  it.each([
    ['24 h and 1 ms away', undefined, 24 * HOUR + 1],
    ['exactly 24 h away', { type: 'upcoming_class', title: 'Lesson in 24 hours', priority: 'medium' }, 24 * HOUR],
    ['2 h and 1 ms away', { type: 'upcoming_class', title: 'Lesson in 3 hours', priority: 'medium' }, 2 * HOUR + 1],
    ['exactly 2 h away', { type: 'upcoming_class', title: 'Lesson in 2 hours', priority: 'high' }, 2 * HOUR],
    ['1 h and 1 ms away', { type: 'upcoming_class', title: 'Lesson in 2 hours', priority: 'high' }, HOUR + 1],
    ['exactly 1 h away', { type: 'upcoming_class', title: 'Lesson starting soon', priority: 'high' }, HOUR],
    ['1 ms away', { type: 'upcoming_class', title: 'Lesson starting soon', priority: 'high' }, 1],
    ['starting this instant', undefined, 0],
    ['already under way', undefined, -10 * 60_000],
  ])('when a scheduled lesson is %s, then %j', (_label, expected, startsInMs) => {
    expect(only({ bookings: [lesson(startsInMs)] })).toEqual(expected);
  });

  it.each(['completed', 'cancelled'] as const)(
    'when a lesson within the hour is %s, then there is no notification',
    (status) => {
      expect(only({ bookings: [lesson(30 * 60_000, status)] })).toBeUndefined();
    },
  );

  it.each([
    ['student', '/lesson/b1'],
    ['admin', '/lesson/b1'],
  ] as const)("when the %s reads it, then it leads to the lesson's room and names the lesson type", (role, path) => {
    const [notification] = deriveNotifications({ bookings: [lesson(5 * HOUR)] }, NOW, role, TEXTS);

    expect(notification).toEqual({
      id: 'upcoming_class:b1',
      type: 'upcoming_class',
      title: 'Lesson in 5 hours',
      description: '50-minute lesson',
      timestamp: at(5 * HOUR),
      read: false,
      actionUrl: path,
      priority: 'medium',
      count: 1,
    });
  });
});

describe("deriveNotifications: the homework_due rule (issue 26; a due day ends at midnight, the student's time)", () => {
  // Noon in the zone the test runs in: due days are the student's own calendar days.
  const LOCAL_NOON = new Date(2030, 0, 1, 12);
  const homework = (lessonId: string, dueDate: string | null, doneAt: string | null = null): HomeworkItem => ({
    lessonId,
    lessonStartsAt: '2029-12-28T10:00:00Z',
    text: `Exercises for ${lessonId}`,
    dueDate,
    doneAt,
    attachment: null,
  });
  const derive = (items: HomeworkItem[]) => deriveNotifications({ homework: items }, LOCAL_NOON, 'student', TEXTS);

  it('when homework not done is due today or tomorrow, then it is announced, today first and high, and leads to /materials', () => {
    const notifications = derive([homework('tomorrow', '2030-01-02'), homework('today', '2030-01-01')]);

    expect(notifications).toEqual([
      {
        id: 'homework_due:today',
        type: 'homework_due',
        title: 'Homework due today',
        description: 'Exercises for today',
        timestamp: new Date(2030, 0, 2).toISOString(),
        read: false,
        actionUrl: '/materials',
        priority: 'high',
        count: 1,
      },
      expect.objectContaining({ id: 'homework_due:tomorrow', title: 'Homework due tomorrow', priority: 'medium' }),
    ]);
  });

  it('when homework is done, overdue, due later than 48 hours or has no due date, then it is not announced', () => {
    expect(
      derive([
        homework('done', '2030-01-01', '2029-12-31T18:00:00Z'),
        homework('overdue', '2029-12-31'),
        homework('later', '2030-01-03'),
        homework('undated', null),
      ]),
    ).toEqual([]);
  });

  it('when the due day has exactly 48 hours left, then it is announced; one millisecond more and it is not', () => {
    const midnight = new Date(2030, 0, 1);

    expect(deriveNotifications({ homework: [homework('h', '2030-01-02')] }, midnight, 'student', TEXTS)).toHaveLength(
      1,
    );
    expect(
      deriveNotifications(
        { homework: [homework('h', '2030-01-02')] },
        new Date(midnight.getTime() - 1),
        'student',
        TEXTS,
      ),
    ).toEqual([]);
  });
});

describe('deriveNotifications: the material_shared rule (issue 26)', () => {
  const material = (id: string, sharedAt: string, firstOpenedAt: string | null = null): SharedMaterial => ({
    id,
    title: `Reading ${id}`,
    tags: [],
    url: 'https://example.com/reading',
    kind: 'link',
    file: null,
    createdAt: '2029-12-01T10:00:00Z',
    sharedAt,
    firstOpenedAt,
    lastOpenedAt: firstOpenedAt,
  });

  it('when materials were shared and not opened yet, then each is announced, newest first, from the teacher', () => {
    const notifications = deriveNotifications(
      { materials: [material('m1', at(-2 * DAY)), material('m2', at(-HOUR))] },
      NOW,
      'student',
      TEXTS,
    );

    expect(notifications).toEqual([
      {
        id: 'material_shared:m2',
        type: 'material_shared',
        title: 'New material: Reading m2',
        description: 'Shared by Chiara Lombardi',
        timestamp: at(-HOUR),
        read: false,
        actionUrl: '/materials',
        priority: 'low',
        count: 1,
      },
      expect.objectContaining({ id: 'material_shared:m1' }),
    ]);
  });

  it('when a material was opened, or shared more than 14 days ago, then it is not announced', () => {
    expect(
      deriveNotifications(
        { materials: [material('opened', at(-HOUR), at(-1_000)), material('old', at(-14 * DAY - 1))] },
        NOW,
        'student',
        TEXTS,
      ),
    ).toEqual([]);
  });
});

describe('deriveNotifications: the review_due rule (issue 45)', () => {
  it('when the earliest card of the review deck is due, then one low notification leads to /review', () => {
    expect(deriveNotifications({ reviewDueAt: at(-HOUR) }, NOW, 'student', TEXTS)).toEqual([
      {
        id: 'review_due',
        type: 'review_due',
        title: 'Words to review',
        description: 'A few minutes now keeps them in your memory.',
        timestamp: at(-HOUR),
        read: false,
        actionUrl: '/review',
        priority: 'low',
        count: 1,
      },
    ]);
  });

  it('when the earliest card is due later, or there are no cards, then nothing is announced', () => {
    expect(only({ reviewDueAt: at(1_000) })).toBeUndefined();
    expect(only({ reviewDueAt: null })).toBeUndefined();
  });
});

describe('deriveNotifications: order', () => {
  it('when every rule has something to say, then high priority comes first, each group newest first', () => {
    const notifications = deriveNotifications(
      {
        conversations: [conversation('c1', 1, at(-HOUR))],
        credits: [
          { id: 'medium', remainingCredits: 1, expiryDate: at(6 * DAY) },
          { id: 'expired', remainingCredits: 1, expiryDate: at(-2 * DAY) },
        ],
        bookings: [
          { ...lesson(HOUR), id: 'soon' },
          { ...lesson(10 * HOUR), id: 'later' },
        ],
        materials: [
          {
            id: 'm1',
            title: 'Reading',
            tags: [],
            url: 'https://example.com/reading',
            kind: 'link',
            file: null,
            createdAt: at(-DAY),
            sharedAt: at(-30 * 60_000),
            firstOpenedAt: null,
            lastOpenedAt: null,
          },
        ],
      },
      NOW,
      'student',
      TEXTS,
    );

    expect(notifications.map((n) => n.id)).toEqual([
      'upcoming_class:soon',
      'message:c1',
      'credit_expired:expired',
      'credit_expiring:medium',
      'upcoming_class:later',
      'material_shared:m1',
    ]);
  });
});

describe('deriveNotifications in Italian', () => {
  it('when read in Italian, then the texts are Italian, with the counts in their singular and plural forms', async () => {
    await loadTexts([SHELL_TEXTS], 'it');
    const italian = { ...TEXTS, t: i18n.getFixedT('it', SHELL_TEXTS) };

    const notifications = deriveNotifications(
      {
        conversations: [conversation('c1', 1, '2030-01-01T11:00:00Z', 'Marco')],
        credits: [creditRecord(2 * DAY, 3)],
        bookings: [lesson(5 * HOUR)],
      },
      NOW,
      'student',
      italian,
    );

    expect(notifications.map(({ title, description }) => [title, description])).toEqual([
      ['3 crediti scadono tra 2 giorni', 'Prenota una lezione prima che scadano.'],
      ['1 nuovo messaggio', 'Da Chiara Lombardi'],
      ['Lezione tra 5 ore', '50-minute lesson'],
    ]);
  });
});

describe('deriveNotifications: the waitlist rule (issue 44)', () => {
  const offer = (id: string, heldUntil: string) => ({
    id,
    entryId: `e-${id}`,
    startsAt: '2030-01-05T09:00:00.000Z',
    endsAt: '2030-01-05T09:50:00.000Z',
    durationMinutes: 50,
    heldUntil,
  });

  it('when a time is held for the student, then she is told which and until when, high, leading to the booking page; a lapsed hold is not told', () => {
    const notifications = deriveNotifications(
      { waitlistOffers: [offer('o1', '2030-01-01T14:00:00.000Z'), offer('o2', '2030-01-01T12:00:00.000Z')] },
      NOW,
      'student',
      TEXTS,
    );

    expect(notifications).toEqual([
      {
        id: 'waitlist_offer:o1',
        type: 'waitlist_offer',
        title: 'A time has freed up for you',
        description: expect.stringMatching(/, held for you until /),
        timestamp: '2030-01-05T09:00:00.000Z',
        read: false,
        actionUrl: '/booking',
        priority: 'high',
        count: 1,
      },
    ]);
  });
});

describe('deriveNotifications: answered requests (issue 44)', () => {
  const answered = (
    id: string,
    status: 'approved' | 'declined' | 'expired',
    answeredAt: string,
    isMove = false,
  ): AnsweredLessonRequest => ({
    id,
    status,
    startsAt: '2030-01-05T09:00:00.000Z',
    endsAt: '2030-01-05T09:50:00.000Z',
    durationMinutes: 50,
    answeredAt,
    isMove,
  });

  it('when the teacher approves, moves, declines or lets a request expire, then the student is told which, a refusal first and leading to the booking page', () => {
    const notifications = deriveNotifications(
      {
        answeredRequests: [
          answered('r1', 'approved', '2029-12-31T10:00:00.000Z'),
          answered('r2', 'approved', '2029-12-31T11:00:00.000Z', true),
          answered('r3', 'declined', '2029-12-31T09:00:00.000Z'),
          answered('r4', 'expired', '2029-12-31T08:00:00.000Z'),
        ],
      },
      NOW,
      'student',
      TEXTS,
    );

    expect(
      notifications.map(({ id, title, description, actionUrl, priority }) => [
        id,
        title,
        description,
        actionUrl,
        priority,
      ]),
    ).toEqual([
      [
        'request_answered:r3:declined',
        'Lesson request declined',
        expect.stringMatching(/^Chiara Lombardi can't take the lesson on .+\. Your credit is back\.$/),
        '/booking',
        'high',
      ],
      [
        'request_answered:r4:expired',
        'Lesson request not answered',
        expect.stringMatching(
          /^Chiara Lombardi could not answer in time for the lesson on .+\. Your credit is back\.$/,
        ),
        '/booking',
        'high',
      ],
      [
        'request_answered:r2:approved',
        'Lesson moved',
        expect.stringMatching(/^Chiara Lombardi moved your lesson to /),
        '/student-dashboard',
        'medium',
      ],
      [
        'request_answered:r1:approved',
        'Lesson confirmed',
        expect.stringMatching(/^Chiara Lombardi confirmed your lesson on /),
        '/student-dashboard',
        'medium',
      ],
    ]);
  });
});
