import type { ReactElement, ReactNode } from 'react';
import { render, renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore, type AppStore } from '../store';
import { useToasts } from '../toast/toast-store';

/** The shell's toaster stands outside a remote; this reads the same toasts, with the same roles. */
function TestToasts() {
  const toasts = useToasts().filter((toast) => toast.open);
  return (
    <ol aria-label="Toasts">
      {toasts.map((toast) => (
        <li key={toast.id} role={toast.variant === 'destructive' ? 'alert' : 'status'}>
          {toast.title && <div>{toast.title}</div>}
          {toast.description && <div>{toast.description}</div>}
          {toast.action && (
            <button type="button" onClick={toast.action.onClick}>
              {toast.action.label}
            </button>
          )}
        </li>
      ))}
    </ol>
  );
}

/** Renders inside a fresh store and a router at `route`, as the shell would, toasts included. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', store = createAppStore() }: { route?: string; store?: AppStore } = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        {children}
        <TestToasts />
      </MemoryRouter>
    </Provider>
  );
  return { store, ...render(ui, { wrapper }) };
}

/**
 * The queries started in `store`. Once a render returns, the effects where hooks start their queries
 * have run: empty then means a skipped hook decided not to call, and nothing is left to call later.
 */
export const startedQueries = (store: AppStore) => Object.keys(store.getState().api.queries);

/** Runs `hook` inside a fresh store, as a component of the shell would: for endpoints' hooks. */
export function renderHookWithStore<T>(hook: () => T, { store = createAppStore() }: { store?: AppStore } = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, ...renderHook(hook, { wrapper }) };
}
