import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore, type AppStore } from '../store';

/** Renders inside a fresh store and a router at `route`, as the shell would. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', store = createAppStore() }: { route?: string; store?: AppStore } = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </Provider>
  );
  return { store, ...render(ui, { wrapper }) };
}
