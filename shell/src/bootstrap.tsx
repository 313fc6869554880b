import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { createAppStore, sessionApi } from '@lezioni/web-kit';
import { App } from './app/app';
import { createFederationLoader } from './remotes/remote-loader';

const store = createAppStore();
// Lets queries that ask for it refetch on focus and on reconnect (the conversations list, spec §7).
setupListeners(store.dispatch);
// Both answers are needed for the first screen: ask for them before React renders.
const config = store.dispatch(sessionApi.endpoints.getConfig.initiate());
store.dispatch(sessionApi.endpoints.getMe.initiate());

const loader = createFederationLoader(() => config.unwrap());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} loader={loader} />
  </StrictMode>,
);
