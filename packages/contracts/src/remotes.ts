import type { RuntimeConfig, User } from './entities';

/**
 * The remotes the shell composes (ARCHITECTURE D6), what each exposes and the props each exposed
 * component takes. Exposes are a public API: renaming one or changing its props breaks the shell at
 * compile time, because the shell, the remotes' webpack configs and their components all read this.
 * Convention: the exposed module `./<Name>` exports the component `<Name>`.
 */
type RemotePageProps = { user: User | null; config: RuntimeConfig };

/** './StudentDashboard' renders its own signed-out and loading states (spec §2). */
type StudentDashboardProps = RemotePageProps & { isUserLoading: boolean };

/** Pages behind the shell's sign-in guard always receive the user. */
export type SignedInPageProps = { user: User; config: RuntimeConfig };

export type RemoteExposes = {
  marketing: { LandingPage: RemotePageProps };
  student: {
    StudentDashboard: StudentDashboardProps;
    BookingPage: SignedInPageProps;
    PackagesPage: SignedInPageProps;
    BookLessonPage: SignedInPageProps;
    ProgressPage: SignedInPageProps;
    MaterialsPage: SignedInPageProps;
    ReviewPage: SignedInPageProps;
  };
  admin: { AdminDashboard: SignedInPageProps };
  chat: { ChatPage: SignedInPageProps; ChatWidget: SignedInPageProps };
  lesson: { LessonRoom: SignedInPageProps };
};

export type RemoteName = keyof RemoteExposes;
export type ExposedName<R extends RemoteName> = keyof RemoteExposes[R] & string;
export type ExposedProps<R extends RemoteName, E extends ExposedName<R>> = RemoteExposes[R][E];

type RemoteEntry = {
  /** The Module Federation container name (the remote's webpack `name`). */
  container: string;
  /** The workspace folder; its `dist/` is served at `/mfe/<name>/`. */
  workspace: string;
  /** The gateway's environment key for where the remote's remoteEntry.js is deployed. */
  urlEnvKey: string;
};

export const REMOTES = {
  marketing: { container: 'mfe_marketing', workspace: 'mfe-marketing', urlEnvKey: 'REMOTE_MARKETING_URL' },
  student: { container: 'mfe_student', workspace: 'mfe-student', urlEnvKey: 'REMOTE_STUDENT_URL' },
  admin: { container: 'mfe_admin', workspace: 'mfe-admin', urlEnvKey: 'REMOTE_ADMIN_URL' },
  chat: { container: 'mfe_chat', workspace: 'mfe-chat', urlEnvKey: 'REMOTE_CHAT_URL' },
  lesson: { container: 'mfe_lesson', workspace: 'mfe-lesson', urlEnvKey: 'REMOTE_LESSON_URL' },
} as const satisfies Record<RemoteName, RemoteEntry>;

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** Where the gateway serves a remote built in this repository. */
export const defaultRemoteUrl = (remote: RemoteName) => `/mfe/${remote}/remoteEntry.js`;

type PageRemote = {
  [R in RemoteName]: { path: string; remote: R; expose: ExposedName<R>; answers: readonly string[] };
}[RemoteName];

/** What the shell's bell asks for on a student's every page (a teacher's: the bookings only). */
const STUDENT_BELL_ANSWERS = ['/api/my-credits', '/api/my-bookings', '/api/learning/me/materials'];

/**
 * The remote and expose that render each page path (as the shell's routes decide), and the API
 * answers the page (its bell included) shows its content with: the gateway names them in the
 * page's HTML so the browser fetches them while the shell starts. `/student-dashboard` and the
 * other areas cover every path below them. The chat list is left out: the live stream refetches
 * it as soon as it opens.
 */
export const PAGE_REMOTES: PageRemote[] = [
  {
    path: '/student-dashboard',
    remote: 'student',
    expose: 'StudentDashboard',
    answers: [...STUDENT_BELL_ANSWERS, '/api/learning/me/progress', '/api/learning/me/review'],
  },
  { path: '/booking', remote: 'student', expose: 'BookingPage', answers: STUDENT_BELL_ANSWERS },
  {
    path: '/packages',
    remote: 'student',
    expose: 'PackagesPage',
    answers: [...STUDENT_BELL_ANSWERS, '/api/packages/orders', '/api/payments/methods'],
  },
  { path: '/book-lesson', remote: 'student', expose: 'BookLessonPage', answers: STUDENT_BELL_ANSWERS },
  {
    path: '/progress',
    remote: 'student',
    expose: 'ProgressPage',
    answers: [...STUDENT_BELL_ANSWERS, '/api/learning/me/progress', '/api/learning/me/vocabulary'],
  },
  // The bell's answer is the page's own.
  { path: '/materials', remote: 'student', expose: 'MaterialsPage', answers: STUDENT_BELL_ANSWERS },
  {
    path: '/review',
    remote: 'student',
    expose: 'ReviewPage',
    answers: [...STUDENT_BELL_ANSWERS, '/api/learning/me/review'],
  },
  {
    path: '/admin-dashboard',
    remote: 'admin',
    expose: 'AdminDashboard',
    answers: [
      '/api/my-bookings',
      '/api/admin/analytics',
      '/api/admin/bookings',
      '/api/admin/students',
      '/api/admin/orders',
      '/api/status',
    ],
  },
  // Both roles: what their bells share.
  { path: '/chat', remote: 'chat', expose: 'ChatPage', answers: ['/api/my-bookings'] },
  { path: '/lesson', remote: 'lesson', expose: 'LessonRoom', answers: ['/api/my-bookings'] },
];

/** The remote and expose of a page path, if a remote renders it. */
export const pageRemoteOf = (pathname: string) =>
  PAGE_REMOTES.find(({ path }) => pathname === path || pathname.startsWith(`${path}/`));

/** What a build writes beside its output, `dist/preload.json`: the files each part needs first. */
export const PRELOAD_LIST_FILE = 'preload.json';

/**
 * File names relative to the app's `dist`: for the shell `start` (its bootstrap and the shared
 * singletons it provides that the start consumes), for a remote one list per expose (the singletons
 * come from the shell).
 */
export type PreloadList = { start?: string[]; exposes?: Record<string, string[]> };
