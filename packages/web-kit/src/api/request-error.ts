import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ErrorCode } from '@lezioni/contracts';
import { isErrorCode, messageForStatus, type Language } from '@lezioni/contracts/values';
import { translateText } from '../i18n/contract-texts';

/** Every failed call reaches components in this one shape; `message` is the text users see (spec §8). */
export type RequestError = {
  /** HTTP status, or 0 when no answer arrived (network failure, timeout). */
  status: number;
  message: string;
  /** The server's stable code, when it sent one: what pages choose their own texts by. */
  code?: ErrorCode;
};

/** The server's own text: the JSON `error` field, else the raw body, else the status text (spec §8). */
function readServerMessage(body: unknown, statusText?: string): string | undefined {
  if (isJsonError(body)) return body.error;
  if (typeof body === 'string' && body.trim()) return body;
  return statusText || undefined;
}

// Lenient on purpose: a proxy in between may answer `{ error }` without a code, or a code we do not know yet.
function isJsonError(body: unknown): body is { error: string; code?: unknown } {
  return typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string';
}

function fromAnswer(status: number, body: unknown, statusText?: string, language?: Language): RequestError {
  const code = isJsonError(body) && isErrorCode(body.code) ? body.code : undefined;
  const message = translateText(messageForStatus(status, readServerMessage(body, statusText)), code, language);
  return code ? { status, message, code } : { status, message };
}

/**
 * Converts fetchBaseQuery's error union into a RequestError, once, for every endpoint: its message
 * in `language` (a render on the server's), else the app's.
 */
export function toRequestError(error: FetchBaseQueryError, statusText?: string, language?: Language): RequestError {
  if (typeof error.status === 'number') return fromAnswer(error.status, error.data, statusText, language);
  if (error.status === 'PARSING_ERROR') return fromAnswer(error.originalStatus, error.data, statusText, language);
  // No answer at all reads to the user like an unavailable service.
  return { status: 0, message: translateText(messageForStatus(503), undefined, language) };
}

export function isRequestError(value: unknown): value is RequestError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RequestError).status === 'number' &&
    typeof (value as RequestError).message === 'string'
  );
}

/**
 * The text a user sees for a failed call: the request-error message (spec §8), or the catalogue's
 * "unexpected" text when the failure was no HTTP answer (an answer that broke its contract).
 */
export const describeRequestFailure = (error: unknown): string =>
  isRequestError(error) ? error.message : translateText(messageForStatus(0));
