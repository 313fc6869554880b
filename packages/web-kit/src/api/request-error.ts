import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { ErrorBodySchema, messageForStatus } from '@lezioni/contracts';

/** Every failed call reaches components in this one shape; `message` is the text users see (spec §8). */
export type RequestError = {
  /** HTTP status, or 0 when no answer arrived (network failure, timeout). */
  status: number;
  message: string;
};

/** The server's own text: the JSON `error` field, else the raw body, else the status text (spec §8). */
function readServerMessage(body: unknown, statusText?: string): string | undefined {
  const json = ErrorBodySchema.safeParse(body);
  if (json.success) return json.data.error;
  if (typeof body === 'string' && body.trim()) return body;
  return statusText || undefined;
}

/** Converts fetchBaseQuery's error union into a RequestError, once, for every endpoint. */
export function toRequestError(error: FetchBaseQueryError, statusText?: string): RequestError {
  if (typeof error.status === 'number') {
    return { status: error.status, message: messageForStatus(error.status, readServerMessage(error.data, statusText)) };
  }
  if (error.status === 'PARSING_ERROR') {
    return {
      status: error.originalStatus,
      message: messageForStatus(error.originalStatus, readServerMessage(error.data, statusText)),
    };
  }
  // No answer at all reads to the user like an unavailable service.
  return { status: 0, message: messageForStatus(503) };
}

export function isRequestError(value: unknown): value is RequestError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RequestError).status === 'number' &&
    typeof (value as RequestError).message === 'string'
  );
}
