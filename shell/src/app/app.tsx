import { Provider } from 'react-redux';
import {
  useAppDispatch,
  useChatEvents,
  useSession,
  useSessionRecheckOnFocus,
  type AppStore,
  BrowserRouter,
  TextsProvider,
} from '@lezioni/web-kit';
import type { Language } from '@lezioni/contracts/values';
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

/**
 * Everything but the router, so tests can choose their own (MemoryRouter). A render on the server
 * names its `language`; the browser's app speaks its own.
 */
export function AppProviders({
  store,
  loader,
  language,
  children,
}: {
  store: AppStore;
  loader: RemoteLoader;
  language?: Language;
  children: React.ReactNode;
}) {
  const providers = (
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
  return language ? <TextsProvider language={language}>{providers}</TextsProvider> : providers;
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
