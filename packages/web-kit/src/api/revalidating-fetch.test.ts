import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRevalidatingFetch } from './revalidating-fetch';

/** A local server with one polled list, answered as the API does: ETag, no-store, 304 when unchanged. */
function startListServer() {
  const state = { version: 1, items: ['Ciao'], signedIn: true, conditionalCalls: [] as (string | undefined)[] };
  const server = http.createServer((req, res) => {
    const etag = `W/"v${state.version}"`;
    state.conditionalCalls.push(req.headers['if-none-match']);
    if (!state.signedIn) return void res.writeHead(401).end();
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', 'no-store');
    if (req.method === 'GET' && req.headers['if-none-match'] === etag) return void res.writeHead(304).end();
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(state.items));
  });
  return new Promise<{ url: string; state: typeof state; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/list`,
        state,
        close: () => server.close(),
      }),
    ),
  );
}

describe('revalidating fetch of polled answers', () => {
  it('when the list is unchanged, then the poll sends the ETag back and the app gets the same data from a 304', async () => {
    const { url, state, close } = await startListServer();
    const revalidatingFetch = createRevalidatingFetch();

    const first = await revalidatingFetch(url);
    const second = await revalidatingFetch(url);
    close();

    expect(state.conditionalCalls).toEqual([undefined, 'W/"v1"']);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(await first.json());
    expect(second.headers.get('content-type')).toBe('application/json');
  });

  it('when the list changed, then the poll gets the new data and sends its new ETag next time', async () => {
    const { url, state, close } = await startListServer();
    const revalidatingFetch = createRevalidatingFetch();
    await revalidatingFetch(url);

    state.version = 2;
    state.items = ['Ciao', 'A domani'];
    const changed = await revalidatingFetch(url);
    await revalidatingFetch(url);
    close();

    expect(await changed.json()).toEqual(['Ciao', 'A domani']);
    expect(state.conditionalCalls).toEqual([undefined, 'W/"v1"', 'W/"v2"']);
  });

  it('when the call is not a GET, then it is sent as it is, without an ETag', async () => {
    const { url, state, close } = await startListServer();
    const revalidatingFetch = createRevalidatingFetch();
    await revalidatingFetch(url);

    await revalidatingFetch(url, { method: 'POST', body: '{}' });
    close();

    expect(state.conditionalCalls).toEqual([undefined, undefined]);
  });

  it('when the user signs out, then nothing of theirs is kept: the next poll asks for the whole answer', async () => {
    const { url, state, close } = await startListServer();
    const revalidatingFetch = createRevalidatingFetch();
    await revalidatingFetch(url);

    revalidatingFetch.forget();
    await revalidatingFetch(url);
    close();

    expect(state.conditionalCalls).toEqual([undefined, undefined]);
  });

  it('when any answer says 401 (the session ended), then every kept answer is dropped', async () => {
    const { url, state, close } = await startListServer();
    const revalidatingFetch = createRevalidatingFetch();
    await revalidatingFetch(url);
    await revalidatingFetch(`${url}?page=2`);

    state.signedIn = false;
    await revalidatingFetch(`${url}?page=2`);
    state.signedIn = true;
    await revalidatingFetch(url);
    close();

    expect(state.conditionalCalls).toEqual([undefined, undefined, 'W/"v1"', undefined]);
  });
});
