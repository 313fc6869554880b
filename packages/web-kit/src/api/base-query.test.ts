import type { BaseQueryApi } from '@reduxjs/toolkit/query';
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

// Spec §8, written out: a change to the catalogue in contracts must fail here, not follow along.
const KEEPS_SERVER_MESSAGE: [status: number, fallback: string][] = [
  [400, 'The request could not be processed. Please check your input.'],
  [401, 'Invalid email or password. Please try again.'],
  [403, "You don't have permission to access this resource."],
  [404, 'The requested resource was not found.'],
  [409, 'This resource already exists.'],
  [429, 'Too many requests. Please try again later.'],
];
const ALWAYS_FIXED_TEXT: [status: number, text: string][] = [
  [500, 'Something went wrong on our end. Please try again later.'],
  [502, 'Service temporarily unavailable. Please try again later.'],
  [503, 'Service temporarily unavailable. Please try again later.'],
];

describe('baseQuery error mapping (spec §8)', () => {
  it.each(KEEPS_SERVER_MESSAGE)(
    'when the status is %i and the server sends a JSON error, then the server message is shown',
    async (status) => {
      mockFetch({ 'GET /api/thing': { status, body: { error: 'Server says no' } } });

      const result = await callApi('/api/thing');

      expect(result.error).toEqual({ status, message: 'Server says no' });
    },
  );

  it.each(KEEPS_SERVER_MESSAGE)(
    'when the status is %i and the server sends no message, then it reads %s',
    async (status, fallback) => {
      mockFetch({ 'GET /api/thing': { status, body: {} } });

      const result = await callApi('/api/thing');

      expect(result.error).toEqual({ status, message: fallback });
    },
  );

  it.each(ALWAYS_FIXED_TEXT)(
    'when the status is %i, then it always reads %s, whatever the server says',
    async (status, text) => {
      mockFetch({
        'GET /api/with-message': { status, body: { error: 'Server says no' } },
        'GET /api/without-message': { status, body: {} },
      });

      const withMessage = await callApi('/api/with-message');
      const withoutMessage = await callApi('/api/without-message');

      expect(withMessage.error).toEqual({ status, message: text });
      expect(withoutMessage.error).toEqual({ status, message: text });
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

  it('when the status is not in the table, then the server message or the unexpected-error text is used', async () => {
    mockFetch({
      'GET /api/teapot': { status: 418, body: { error: 'Teapot' } },
      'GET /api/silent': { status: 418, body: {} },
    });

    expect((await callApi('/api/teapot')).error).toEqual({ status: 418, message: 'Teapot' });
    expect((await callApi('/api/silent')).error).toEqual({ status: 418, message: 'An unexpected error occurred.' });
  });

  it('when no answer arrives, then the unavailable text is shown with status 0', async () => {
    globalThis.fetch = (() => Promise.reject(new TypeError('network down'))) as typeof fetch;

    const result = await callApi('/api/thing');

    expect(result.error).toEqual({ status: 0, message: 'Service temporarily unavailable. Please try again later.' });
  });

  it('when the call succeeds, then the JSON is returned and cookies were sent', async () => {
    const { requests } = mockFetch({ 'GET /api/thing': { body: { ok: true } } });

    const result = await callApi('/api/thing');

    expect(result.data).toEqual({ ok: true });
    expect(requests[0]?.credentials).toBe('include');
  });
});
