/** Polled URLs whose last answer is kept; the oldest go first past this many. */
const ANSWERS_KEPT = 50;

type KeptAnswer = { etag: string; body: string; headers: Headers };

/**
 * `fetch` for the API's polls (D20): the last answer that carried an ETag is kept in memory (the
 * API's answers are `no-store`, so the browser's cache keeps nothing) and the next GET of the same
 * URL sends it back as If-None-Match; a 304 is handed on as that answer again, so the app sees
 * the same data without the server sending or even loading it.
 *
 * The kept answers are the signed-in user's data: they go when the session does (`forget` at
 * logout, or any 401), not left in the page's memory for whoever uses it next.
 */
export function createRevalidatingFetch(fetchFn: typeof fetch = (...args) => globalThis.fetch(...args)) {
  const kept = new Map<string, KeptAnswer>();
  const revalidatingFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    if (request.method !== 'GET') return fetchFn(request);
    const last = kept.get(request.url);
    if (last) request.headers.set('If-None-Match', last.etag);
    const response = await fetchFn(request);
    if (response.status === 304 && last) return new Response(last.body, { status: 200, headers: last.headers });
    if (response.status === 401) kept.clear();
    kept.delete(request.url);
    const etag = response.headers.get('ETag');
    if (response.ok && etag) {
      if (kept.size >= ANSWERS_KEPT) kept.delete(kept.keys().next().value!);
      kept.set(request.url, { etag, body: await response.clone().text(), headers: response.headers });
    }
    return response;
  };
  return Object.assign(revalidatingFetch, { forget: () => kept.clear() });
}
