import { StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { RuntimeConfig, User } from '@lezioni/contracts';
// By package name, never relatively: the store and api must be the shared singletons the remote's
// own features use, not a second copy bundled with this file.
import { createAppStore, KIT_TEXTS, useChatEvents, useGetConfigQuery, useSession, useTexts } from '@lezioni/web-kit';
import { setupListeners } from '@reduxjs/toolkit/query/react';

export type StandaloneContext = { user: User | null; isUserLoading: boolean; config: RuntimeConfig };

function Standalone({ render }: { render: (context: StandaloneContext) => ReactNode }) {
  const { user, isLoading } = useSession();
  const { data: config, isError } = useGetConfigQuery();
  const { t } = useTexts(KIT_TEXTS);
  useChatEvents(user?.id);
  if (isError) return <p role="alert">{t('standalone.configFailed')}</p>;
  if (!config) return <p role="status">{t('standalone.loading')}</p>;
  return render({ user, isUserLoading: isLoading, config });
}

/**
 * Mounts a remote on its own page for development (`npm start` in its workspace), with its own
 * store and router, talking to the platform's API through the dev server's proxy.
 */
export function mountStandalone(render: (context: StandaloneContext) => ReactNode): void {
  const store = createAppStore();
  setupListeners(store.dispatch);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <main>
            {/* Texts load when first used: the page waits for them. */}
            <Suspense fallback={null}>
              <Standalone render={render} />
            </Suspense>
          </main>
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}
