import { useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { RuntimeConfig, SignedInPageProps, User } from '@lezioni/contracts';
import { useSelector } from 'react-redux';
import { api, useGetConfigQuery, useSession, useTexts, whenIdle, type AppStore } from '@lezioni/web-kit';
import { AnnounceHydrated } from '../components/announce-hydrated';
import { LoadingState } from '../components/loading-state';
import { hasInteractedAlready, onFirstInteraction } from '../components/first-interaction';
import { RemoteBoundary, RemoteUnavailable, type RegionName } from './remote-boundary';
import { SHELL_TEXTS } from '../texts';
import { createRemoteComponent } from './remote-component';
import { loadModule, useRemoteLoader, type RemoteLoader } from './remote-loader';
import { prerenderedLandingHtml } from './prerendered-landing';

const LandingPage = createRemoteComponent('marketing', 'LandingPage');
const StudentDashboard = createRemoteComponent('student', 'StudentDashboard');
const BookingPage = createRemoteComponent('student', 'BookingPage');
const PackagesPage = createRemoteComponent('student', 'PackagesPage');
const BookLessonPage = createRemoteComponent('student', 'BookLessonPage');
const ProgressPage = createRemoteComponent('student', 'ProgressPage');
const MaterialsPage = createRemoteComponent('student', 'MaterialsPage');
const ReviewPage = createRemoteComponent('student', 'ReviewPage');
const AdminDashboard = createRemoteComponent('admin', 'AdminDashboard');
const ChatPage = createRemoteComponent('chat', 'ChatPage');
const ChatWidget = createRemoteComponent('chat', 'ChatWidget');
const LessonRoom = createRemoteComponent('lesson', 'LessonRoom');

function RegionLoading({ name }: { name: RegionName }) {
  const { t } = useTexts(SHELL_TEXTS);
  return <LoadingState label={t('regions.loading', { name: t(`regions.names.${name}`) })} />;
}

/** Remote regions need the runtime config first: it holds the remotes' addresses. */
function WithConfig({
  name,
  isCompact,
  fallback,
  children,
}: {
  name: RegionName;
  isCompact?: boolean;
  fallback?: ReactNode;
  children: (config: RuntimeConfig) => ReactNode;
}) {
  const { data: config, isError } = useGetConfigQuery();
  const settled = pageSettledOf(useRemoteLoader());
  if (isError) return isCompact ? null : <RemoteUnavailable name={name} />;
  if (!config) return isCompact ? null : <RegionLoading name={name} />;
  return (
    <RemoteBoundary
      name={name}
      isCompact={isCompact}
      fallback={fallback}
      onFailure={isCompact ? undefined : () => markPageSettled(settled)}
    >
      {children(config)}
      {!isCompact && <MarkPageSettled />}
      {!isCompact && <AnnounceHydrated />}
    </RemoteBoundary>
  );
}

/**
 * Whether the first page's own remote has shown (or failed), and whether the visitor has interacted
 * with the page since the app started: one per app, as its loader is.
 */
type PageSettled = { isSettled: boolean; hasInteracted: boolean; listeners: Set<() => void> };
const settledByLoader = new WeakMap<RemoteLoader, PageSettled>();
function pageSettledOf(loader: RemoteLoader): PageSettled {
  let settled = settledByLoader.get(loader);
  if (!settled) {
    const created: PageSettled = { isSettled: false, hasInteracted: hasInteractedAlready(), listeners: new Set() };
    // Not while prerendering at build time, where there is no window and nobody to interact.
    if (typeof window !== 'undefined' && !created.hasInteracted)
      onFirstInteraction(window, () => {
        created.hasInteracted = true;
        for (const listener of created.listeners) listener();
      });
    settledByLoader.set(loader, (settled = created));
  }
  return settled;
}
function markPageSettled(settled: PageSettled): void {
  if (settled.isSettled) return;
  settled.isSettled = true;
  for (const listener of settled.listeners) listener();
}

/** Rendered beside a page's remote, in its boundary: its effect runs once that remote has rendered. */
function MarkPageSettled() {
  const settled = pageSettledOf(useRemoteLoader());
  useEffect(() => markPageSettled(settled), [settled]);
  return null;
}

/** Whether any API answer is still awaited: a page showing its spinners is not done yet. */
const isAnyQueryPending = (state: ReturnType<AppStore['getState']>) =>
  Object.values(state[api.reducerPath].queries).some((query) => query?.status === 'pending');

/**
 * True once the page's own remote has rendered (or failed), its data has arrived, the visitor has
 * interacted with the page (pointer, touch, scroll, key, focus) and the browser is then idle: what
 * nobody waits for (the chat widget, the likely next pages) starts after, so it never competes with
 * the page's own content and scripts on a first visit, as the landing page's app waits for the
 * first gesture. Stays true afterwards.
 */
function useIsPageSettledAndIdle(): boolean {
  const settled = pageSettledOf(useRemoteLoader());
  const isReady = useSyncExternalStore(
    useCallback(
      (listener: () => void) => {
        settled.listeners.add(listener);
        return () => settled.listeners.delete(listener);
      },
      [settled],
    ),
    () => settled.isSettled && settled.hasInteracted,
    // Never on the server, nor while hydrating what it rendered.
    () => false,
  );
  const isWaitingForData = useSelector(isAnyQueryPending);
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => {
    if (!isReady || isWaitingForData || isIdle) return;
    return whenIdle(() => setIsIdle(true));
  }, [isReady, isWaitingForData, isIdle]);
  return isIdle;
}

/**
 * The landing page. When it arrived prerendered and its remote then fails to load, the page stays
 * as it arrived (its links are plain links) instead of giving way to the unavailable notice.
 */
export function LandingRoute() {
  const { user } = useSession();
  const arrived = prerenderedLandingHtml();
  return (
    <WithConfig
      name="home"
      fallback={
        arrived === undefined ? undefined : (
          <div className="shell-contents" dangerouslySetInnerHTML={{ __html: arrived }} />
        )
      }
    >
      {(config) => <LandingPage user={user} config={config} />}
    </WithConfig>
  );
}

export function StudentDashboardRoute() {
  const { user, isLoading } = useSession();
  return (
    <WithConfig name="dashboard">
      {(config) => <StudentDashboard user={user} isUserLoading={isLoading} config={config} />}
    </WithConfig>
  );
}

const createSignedInRoute = (name: RegionName, Page: (props: SignedInPageProps) => ReactNode) =>
  function SignedInRoute({ user }: { user: User }) {
    return <WithConfig name={name}>{(config) => <Page user={user} config={config} />}</WithConfig>;
  };

export const BookingRoute = createSignedInRoute('booking', BookingPage);
export const PackagesRoute = createSignedInRoute('packages', PackagesPage);
export const BookLessonRoute = createSignedInRoute('booking', BookLessonPage);
export const ProgressRoute = createSignedInRoute('progress', ProgressPage);
export const MaterialsRoute = createSignedInRoute('materials', MaterialsPage);
export const ReviewRoute = createSignedInRoute('review', ReviewPage);
export const AdminDashboardRoute = createSignedInRoute('adminDashboard', AdminDashboard);
export const ChatRoute = createSignedInRoute('chat', ChatPage);
export const LessonRoomRoute = createSignedInRoute('lessonRoom', LessonRoom);

/**
 * Once the page has shown, the visitor has interacted and the browser is idle, loads the code of the
 * pages a signed-in user most likely opens next (the top bar's Dashboard and Chat, and for a student
 * the booking page, the dashboard's call to action, and the materials, progress and review its
 * cards lead to), so moving there waits only for data.
 */
export function PrefetchLikelyPages({ user }: { user: User }) {
  const loader = useRemoteLoader();
  const isIdle = useIsPageSettledAndIdle();
  useEffect(() => {
    if (!isIdle) return;
    const ownPages =
      user.role === 'admin'
        ? [loadModule(loader, 'admin', 'AdminDashboard')]
        : [
            loadModule(loader, 'student', 'StudentDashboard'),
            loadModule(loader, 'student', 'BookingPage'),
            // The dashboard's cards lead to these.
            loadModule(loader, 'student', 'MaterialsPage'),
            loadModule(loader, 'student', 'ProgressPage'),
            loadModule(loader, 'student', 'ReviewPage'),
          ];
    // A bonus only: a remote that fails to load says so when its page is opened.
    void Promise.allSettled([...ownPages, loadModule(loader, 'chat', 'ChatPage')]);
  }, [isIdle, loader, user.role]);
  return null;
}

export function ChatWidgetRegion({ user }: { user: User }) {
  if (!useIsPageSettledAndIdle()) return null;
  return (
    <div className="shell-widget-region">
      <WithConfig name="chatWidget" isCompact>
        {(config) => <ChatWidget user={user} config={config} />}
      </WithConfig>
    </div>
  );
}
