import { api, hasFailedQuery, serverAnswers, settleRefusals } from './api';
import { createAppStore } from '../store';
import { mockFetch } from '../testing';

// Two calls of the kind a page makes, asked as the page renderer's store asks them.
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, string>({ query: (path) => path }),
  }),
});

async function storeAfter(paths: string[]) {
  const store = createAppStore();
  await Promise.all(paths.map((path) => store.dispatch(probeApi.endpoints.probe.initiate(path))));
  return store;
}
const stateOf = (store: ReturnType<typeof createAppStore>) => store.getState()[api.reducerPath];

describe('answers a page is rendered with on the server', () => {
  beforeEach(() =>
    mockFetch({
      'GET /api/refused': {
        status: 403,
        body: { error: 'The room of this lesson is not open yet.', code: 'room_closed' },
      },
      'GET /api/failed': { status: 503, body: { error: 'Service temporarily unavailable.' } },
      'GET /api/fine': { body: { ok: true } },
    }),
  );

  it('when an answer was refused, then it is settled as that moment’s answer and travels with the page; nothing failed', async () => {
    const store = await storeAfter(['/api/refused', '/api/fine']);

    store.dispatch(settleRefusals(stateOf(store)));

    expect(hasFailedQuery(stateOf(store))).toBe(false);
    const carried = Object.values(serverAnswers(stateOf(store)).queries) as {
      status: string;
      fulfilledTimeStamp?: number;
    }[];
    expect(carried.map((query) => query.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(carried.every((query) => query.fulfilledTimeStamp !== undefined)).toBe(true);
    // Settled: a new render's subscription does not ask again.
    const asked = (globalThis.fetch as jest.Mock).mock.calls.length;
    await store.dispatch(probeApi.endpoints.probe.initiate('/api/refused'));
    expect((globalThis.fetch as jest.Mock).mock.calls.length).toBe(asked);
  });

  it('when a call failed (503), then the page is the browser’s to render: the failure is not settled', async () => {
    const store = await storeAfter(['/api/failed', '/api/fine']);

    store.dispatch(settleRefusals(stateOf(store)));

    expect(hasFailedQuery(stateOf(store))).toBe(true);
  });
});
