import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { ERROR_CATALOGUE, UNEXPECTED_ERROR_MESSAGE } from '@lezioni/contracts';
import { mockFetch } from '../testing/mock-fetch';
import { baseQuery } from './base-query';

function callApi(url: string) {
  const api = {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: () => undefined,
    getState: () => ({}),
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  } as unknown as BaseQueryApi;
  return baseQuery(url, api, {});
}

const catalogue = Object.entries(ERROR_CATALOGUE).map(([status, entry]) => [Number(status), entry] as const);

describe('baseQuery error mapping (spec §8)', () => {
  it.each(catalogue)(
    'when the status is %i and the server sends no message, then the catalogue text is used',
    async (status, entry) => {
      mockFetch({ 'GET /api/thing': { status, body: {} } });

      const result = await callApi('/api/thing');

      expect(result.error).toEqual({ status, message: entry.message });
    },
  );

  it.each(catalogue)(
    'when the status is %i and the server sends a JSON error, then the catalogue decides',
    async (status, entry) => {
      mockFetch({ 'GET /api/thing': { status, body: { error: 'Server says no' } } });

      const result = await callApi('/api/thing');

      expect(result.error).toEqual({ status, message: entry.keepsServerMessage ? 'Server says no' : entry.message });
    },
  );

  it('when the body is plain text, then the raw body is the server message', async () => {
    mockFetch({ 'GET /api/thing': { status: 400, body: 'Bad field' } });

    const result = await callApi('/api/thing');

    expect(result.error).toEqual({ status: 400, message: 'Bad field' });
  });

  it('when the body is empty, then the status text is the server message', async () => {
    mockFetch({ 'GET /api/thing': { status: 404, body: '', headers: {} } });
    const original = globalThis.fetch;
    globalThis.fetch = (async (input: Request) => {
      await original(input);
      return new Response(null, { status: 404, statusText: 'Nothing Here' });
    }) as typeof fetch;

    const result = await callApi('/api/thing');

    expect(result.error).toEqual({ status: 404, message: 'Nothing Here' });
  });

  it('when the status is not in the catalogue, then the server message or the unexpected-error text is used', async () => {
    mockFetch({
      'GET /api/teapot': { status: 418, body: { error: 'Teapot' } },
      'GET /api/silent': { status: 418, body: {} },
    });

    expect((await callApi('/api/teapot')).error).toEqual({ status: 418, message: 'Teapot' });
    expect((await callApi('/api/silent')).error).toEqual({ status: 418, message: UNEXPECTED_ERROR_MESSAGE });
  });

  it('when no answer arrives, then the unavailable text is shown with status 0', async () => {
    globalThis.fetch = (() => Promise.reject(new TypeError('network down'))) as typeof fetch;

    const result = await callApi('/api/thing');

    expect(result.error).toEqual({ status: 0, message: ERROR_CATALOGUE[503]!.message });
  });

  it('when the call succeeds, then the JSON is returned and cookies were sent', async () => {
    const { requests } = mockFetch({ 'GET /api/thing': { body: { ok: true } } });

    const result = await callApi('/api/thing');

    expect(result.data).toEqual({ ok: true });
    expect(requests[0]?.credentials).toBe('include');
  });
});
