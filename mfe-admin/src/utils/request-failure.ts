import { messageForStatus } from '@lezioni/contracts/values';
import { isRequestError } from '@lezioni/web-kit';

/**
 * The text a user sees for a failed call: the request-error message (spec §8), or the catalogue's
 * "unexpected" text when the failure was no HTTP answer (an answer that broke its contract).
 */
export const describeRequestFailure = (error: unknown): string =>
  isRequestError(error) ? error.message : messageForStatus(0);
