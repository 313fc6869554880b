import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import type { RuntimeConfig } from '@lezioni/contracts';
import { createAppStore, sessionApi } from '@lezioni/web-kit';
import { App } from './app/app';
import { PRERENDER_DATA_ID, type PrerenderData } from './app/prerender-data';
import { createFederationLoader } from './remotes/remote-loader';

const store = createAppStore();
// Lets queries that ask for it refetch on focus and on reconnect (the conversations list, spec §7).
setupListeners(store.dispatch);

const container = document.getElementById('root')!;
const prerenderData = document.getElementById(PRERENDER_DATA_ID)?.textContent;

if (prerenderData) {
  // The landing page arrived prerendered (build/prerender-landing.tsx). Hydration must render exactly
  // what the build did: the config it was rendered with and a session not yet known. The real config
  // and GET /api/me (asked by useSession once mounted) then update the page; at worst a link's target.
  const { config } = JSON.parse(prerenderData) as PrerenderData;
  const prerenderConfig: RuntimeConfig = { ...config, bookingPageUrl: '', bookingDashboardUrl: '', remotes: {} };
  const seeded = store.dispatch(sessionApi.util.upsertQueryData('getConfig', undefined, prerenderConfig));
  // Asked once the seed is in: a query asked while the seed is pending would answer with the seed.
  const runtimeConfig = seeded.then(() =>
    store.dispatch(sessionApi.endpoints.getConfig.initiate(undefined, { forceRefetch: true })).unwrap(),
  );
  const loader = createFederationLoader(() => runtimeConfig);
  void seeded.then(() => {
    // A transition hydrates in small slices, so the page keeps answering input meanwhile.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App store={store} loader={loader} />
        </StrictMode>,
      );
    });
  });
} else {
  // Both answers are needed for the first screen: ask for them before React renders.
  const config = store.dispatch(sessionApi.endpoints.getConfig.initiate());
  store.dispatch(sessionApi.endpoints.getMe.initiate());
  const loader = createFederationLoader(() => config.unwrap());
  createRoot(container).render(
    <StrictMode>
      <App store={store} loader={loader} />
    </StrictMode>,
  );
}
