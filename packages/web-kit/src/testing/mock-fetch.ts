type MockReply = { status?: number; body?: unknown; headers?: Record<string, string> };
export type MockHandler = MockReply | ((request: RecordedRequest) => MockReply | Promise<MockReply>);
type RecordedRequest = { method: string; path: string; body: unknown; credentials: RequestCredentials };

/** JSON bodies parsed; a multipart body (an upload) as its fields, files as File objects. */
async function readBody(request: Request): Promise<unknown> {
  if (request.headers.get('Content-Type')?.startsWith('multipart/form-data')) {
    return Object.fromEntries(await request.formData());
  }
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

/**
 * Replaces `fetch` with a fake network: `routes` maps 'METHOD /path' to a reply (or a function of
 * the request). Unknown routes answer 404. Returns every request made, bodies parsed.
 */
export function mockFetch(routes: Record<string, MockHandler>): { requests: RecordedRequest[] } {
  const requests: RecordedRequest[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname + url.search,
      body: await readBody(request),
      credentials: request.credentials,
    };
    requests.push(recorded);
    const handler = routes[`${request.method} ${url.pathname}`];
    const reply =
      typeof handler === 'function'
        ? await handler(recorded)
        : (handler ?? { status: 404, body: { error: 'Not mocked' } });
    const status = reply.status ?? 200;
    const isText = typeof reply.body === 'string';
    return new Response(
      reply.body === undefined || status === 204 ? null : isText ? (reply.body as string) : JSON.stringify(reply.body),
      {
        status,
        headers: { 'Content-Type': isText ? 'text/plain' : 'application/json', ...reply.headers },
      },
    );
  }) as typeof fetch;
  return { requests };
}
