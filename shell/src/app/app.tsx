import { Provider } from 'react-redux';
import {
  useAppDispatch,
  useChatEvents,
  useSession,
  useSessionRecheckOnFocus,
  type AppStore,
  BrowserRouter,
} from '@lezioni/web-kit';
import { AppCrashBoundary } from '../features/errors/crash-fallback';
import { RemoteLoaderProvider, type RemoteLoader } from '../remotes/remote-loader';
import { Toaster } from '../toasts/toaster';
import { AppRoutes } from './app-routes';

function SessionRecheck() {
  useSessionRecheckOnFocus(useAppDispatch());
  return null;
}

/** The tab's one live event stream (ARCHITECTURE D14), open while someone is signed in. */
function ChatEvents() {
  useChatEvents(useSession().user?.id);
  return null;
}

/** Everything but the router, so tests can choose their own (MemoryRouter). */
export function AppProviders({
  store,
  loader,
  children,
}: {
  store: AppStore;
  loader: RemoteLoader;
  children: React.ReactNode;
}) {
  return (
    <AppCrashBoundary>
      <Provider store={store}>
        <RemoteLoaderProvider value={loader}>
          <SessionRecheck />
          <ChatEvents />
          {children}
          <Toaster />
        </RemoteLoaderProvider>
      </Provider>
    </AppCrashBoundary>
  );
}

export function App({ store, loader }: { store: AppStore; loader: RemoteLoader }) {
  return (
    <AppProviders store={store} loader={loader}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
