import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { RuntimeConfig, User } from '@lezioni/contracts';
import { createAppStore } from '@lezioni/web-kit';
import { mockFetch, type MockHandler } from '@lezioni/web-kit/testing';
import { AppProviders } from '../app/app';
import { AppRoutes } from '../app/app-routes';
import type { RemoteLoader, RemoteName } from '../remotes/remote-loader';

export const CONFIG: RuntimeConfig = {
  teacherName: 'Chiara Lombardi',
  teacherAvatarUrl: '/avatar.jpg',
  videoId: 'abc123',
  bookingPageUrl: 'https://booking.example/chiara',
  bookingDashboardUrl: 'https://booking.example/dashboard',
  productionHost: 'lezioni.example',
  remotes: {},
};

export const STUDENT: User = { id: 'u1', name: 'Giulia Rossi', email: 'giulia@example.com', role: 'student' };
export const ADMIN: User = { id: 'u0', name: 'Chiara Lombardi', email: 'teacher@lezioni.example', role: 'admin' };

type Props = { user: User | null; isUserLoading?: boolean };
const page = (title: string) => (props: Props) => <h1>{`${title} for ${props.user?.name ?? 'a visitor'}`}</h1>;

/** Stand-ins for what each remote exposes: a heading naming the page and the user it received. */
const FAKE_MODULES: Record<RemoteName, Record<string, Record<string, unknown>>> = {
  marketing: { LandingPage: { LandingPage: page('Landing page') } },
  student: {
    StudentDashboard: {
      StudentDashboard: (props: Props) =>
        props.isUserLoading ? <p>Loading your dashboard...</p> : page('Student dashboard')(props),
    },
    BookingPage: { BookingPage: page('Booking page') },
    PackagesPage: { PackagesPage: page('Packages page') },
    BookLessonPage: { BookLessonPage: page('Book lesson page') },
  },
  admin: { AdminDashboard: { AdminDashboard: page('Admin dashboard') } },
  chat: {
    ChatPage: { ChatPage: page('Chat page') },
    ChatWidget: { ChatWidget: () => <button type="button">Chat widget</button> },
  },
};

/** A remote loader that serves FAKE_MODULES, except for the remotes listed as down. */
export function fakeLoader({ down = [] }: { down?: RemoteName[] } = {}): RemoteLoader {
  return async (remote, expose) => {
    if (down.includes(remote)) throw new Error(`Failed to load ${remote}`);
    const module = FAKE_MODULES[remote][expose];
    if (!module) throw new Error(`unknown expose ${remote}/${expose}`);
    return module;
  };
}

/** Renders the whole shell at `route` with a fake network and fake remotes. */
export function renderApp(
  route: string,
  {
    user = null,
    routes = {},
    down = [],
  }: { user?: User | null; routes?: Record<string, MockHandler>; down?: RemoteName[] } = {},
) {
  const network = mockFetch({
    'GET /api/config': { body: CONFIG },
    'GET /api/me': user ? { body: { user } } : { status: 401, body: { error: 'Please sign in to continue.' } },
    ...routes,
  });
  const store = createAppStore();
  const view = render(
    <AppProviders store={store} loader={fakeLoader({ down })}>
      <MemoryRouter initialEntries={[route]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, store, network };
}
