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

type PageRemote = { [R in RemoteName]: { path: string; remote: R; expose: ExposedName<R> } }[RemoteName];

/**
 * The remote and expose that render each page path (as the shell's routes decide): the gateway
 * names their files in the page's HTML so the browser fetches them while the shell starts.
 * `/student-dashboard` and the other areas cover every path below them.
 */
export const PAGE_REMOTES: PageRemote[] = [
  { path: '/student-dashboard', remote: 'student', expose: 'StudentDashboard' },
  { path: '/booking', remote: 'student', expose: 'BookingPage' },
  { path: '/packages', remote: 'student', expose: 'PackagesPage' },
  { path: '/book-lesson', remote: 'student', expose: 'BookLessonPage' },
  { path: '/admin-dashboard', remote: 'admin', expose: 'AdminDashboard' },
  { path: '/chat', remote: 'chat', expose: 'ChatPage' },
  { path: '/lesson', remote: 'lesson', expose: 'LessonRoom' },
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
