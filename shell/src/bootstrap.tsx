import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppStore, sessionApi } from '@lezioni/web-kit';
import { App } from './app/app';
import { createFederationLoader } from './remotes/remote-loader';

const store = createAppStore();
// Both answers are needed for the first screen: ask for them before React renders.
const config = store.dispatch(sessionApi.endpoints.getConfig.initiate());
store.dispatch(sessionApi.endpoints.getMe.initiate());

const loader = createFederationLoader(() => config.unwrap());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} loader={loader} />
  </StrictMode>,
);
