import { useEffect } from 'react';
import { Provider } from 'react-redux';
import {
  useAppDispatch,
  useChatEvents,
  useSession,
  useSessionRecheckOnFocus,
  type AppStore,
  BrowserRouter,
  TextsProvider,
  chooseLanguage,
  currentLanguage,
  showTimesIn,
} from '@lezioni/web-kit';
import type { Language } from '@lezioni/contracts/values';
import { AppCrashBoundary } from '../features/errors/crash-fallback';
import { RemoteLoaderProvider, type RemoteLoader } from '../remotes/remote-loader';
import { useScrollManager } from '../layout/scroll-manager';
import { Toaster } from '../toasts/toaster';
import { AppRoutes } from './app-routes';

function SessionRecheck() {
  useSessionRecheckOnFocus(useAppDispatch());
  return null;
}

/**
 * The account's preferences, on this page (ARCHITECTURE D30, D31). Signing in brings the account's
 * language: the answer set the cookie for the pages the server sends next; this page switches too,
 * only when who is signed in changes (a choice made since, the switch, is the account's already).
 * Times follow the zone the account chose, else the device's (signed out too): the formatters and
 * the `lezioni_tz` cookie, whenever the answer about the account says another.
 */
function AccountPreferences() {
  const { user, isLoading, error } = useSession();
  const language = user?.language;
  const userId = user?.id;
  useEffect(() => {
    if (language && language !== currentLanguage()) void chooseLanguage(language);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);
  const chosenZone = user?.timeZoneChosen ? user.timeZone : null;
  // Until the account answers (or when it could not), the zone this browser started with stays.
  const isKnown = !isLoading && !error;
  useEffect(() => {
    if (isKnown) showTimesIn(chosenZone);
  }, [isKnown, chosenZone]);
  return null;
}

/** Each page's scroll: the top of a new one, where it was on Back (the browser's router leaves it). */
function ScrollManager() {
  useScrollManager();
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
          <AccountPreferences />
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
        <ScrollManager />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
