import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ComponentType } from 'react';
import type { ExposedName, ExposedProps, RemoteName, SignedInUser, User } from '@lezioni/contracts';
import { createAppStore } from '@lezioni/web-kit';
import { mockFetch, setSessionHint, testConfig, type MockHandler } from '@lezioni/web-kit/testing';
import { AppProviders } from '../app/app';
import { AppRoutes } from '../app/app-routes';
import type { RemoteLoader } from '../remotes/remote-loader';

const CONFIG = testConfig();
export { TEST_ADMIN as ADMIN, TEST_STUDENT as STUDENT } from '@lezioni/web-kit/testing';

const createFakePage =
  (title: string) =>
  ({ user }: { user: User | null }) => <h1>{`${title} for ${user?.name ?? 'a visitor'}`}</h1>;

/** Stand-ins for every expose of the contracts' table: a heading naming the page and the user it received. */
const FAKE_EXPOSES: { [R in RemoteName]: { [E in ExposedName<R>]: ComponentType<ExposedProps<R, E>> } } = {
  marketing: { LandingPage: createFakePage('Landing page') },
  student: {
    StudentDashboard: (props) =>
      props.isUserLoading ? <p>Loading your dashboard...</p> : createFakePage('Student dashboard')(props),
    BookingPage: createFakePage('Booking page'),
    PackagesPage: createFakePage('Packages page'),
    BookLessonPage: createFakePage('Book lesson page'),
    ProgressPage: createFakePage('Progress page'),
    ReviewPage: createFakePage('Review page'),
    MaterialsPage: createFakePage('Materials page'),
  },
  admin: { AdminDashboard: createFakePage('Admin dashboard') },
  chat: {
    ChatPage: createFakePage('Chat page'),
    ChatWidget: () => <button type="button">Chat widget</button>,
  },
  lesson: { LessonRoom: createFakePage('Lesson room') },
};

/**
 * A remote loader that serves FAKE_EXPOSES, except for the remotes listed as down, and those listed
 * as held only once `arrived` resolves; `loaded` lists each ask.
 */
function createFakeLoader({
  down = [],
  held = [],
  arrived,
  loaded,
}: {
  down?: RemoteName[];
  held?: RemoteName[];
  arrived: Promise<void>;
  loaded: string[];
}): RemoteLoader {
  return async (remote, expose) => {
    loaded.push(`${remote}/${expose}`);
    if (held.includes(remote)) await arrived;
    if (down.includes(remote)) throw new Error(`Failed to load ${remote}`);
    const exposes: Record<string, unknown> = FAKE_EXPOSES[remote as RemoteName];
    return { [expose]: exposes[expose] };
  };
}

/** Renders the whole shell at `route` with a fake network and fake remotes. */
export function renderApp(
  route: string,
  {
    user = null,
    routes = {},
    down = [],
    held = [],
  }: {
    user?: SignedInUser | null;
    routes?: Record<string, MockHandler>;
    down?: RemoteName[];
    held?: RemoteName[];
  } = {},
) {
  if (user) setSessionHint();
  const network = mockFetch({
    'GET /api/config': { body: CONFIG },
    // A signed-out browser has no session hint and never asks (web-kit's hasSessionHint).
    ...(user ? { 'GET /api/me': { body: { user } } } : {}),
    ...routes,
  });
  const store = createAppStore();
  const loaded: string[] = [];
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const view = render(
    <AppProviders store={store} loader={createFakeLoader({ down, held, arrived, loaded })}>
      <MemoryRouter initialEntries={[route]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, store, network, loaded, releaseHeld: () => act(release) };
}
