import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import { SERVER_MESSAGES, type ErrorBody, type ErrorCode } from '@lezioni/contracts';

/**
 * The HTTP status of each error code. It is chosen here, at the edge (the error middleware,
 * answerAndClose), never where the failure is found: domain code throws a coded AppError and names
 * no status (cal.com's rule), so one code always answers with one status.
 */
export const STATUS_OF_CODE: Readonly<Record<ErrorCode, number>> = {
  bad_input: 400,
  invalid_json: 400,
  unreadable_body: 400,
  no_file: 400,
  file_not_yours: 400,
  unknown_package: 400,
  withdrawal_consent_required: 400,
  bad_signature: 400,
  push_endpoint_not_allowed: 400,
  page_update_invalid: 400,
  reset_token_invalid: 400,
  reset_token_expired: 400,
  verify_token_invalid: 400,
  verify_token_expired: 400,
  not_signed_in: 401,
  invalid_credentials: 401,
  forbidden: 403,
  cross_site_request: 403,
  room_closed: 403,
  not_found: 404,
  read_only: 405,
  request_timeout: 408,
  email_taken: 409,
  order_already_pending: 409,
  order_not_pending: 409,
  card_payments_unavailable: 409,
  refund_not_available: 409,
  refund_not_pending: 409,
  note_changed: 409,
  note_vocabulary_full: 409,
  note_boards_full: 409,
  slot_taken: 409,
  slot_not_free: 409,
  no_credits: 409,
  request_not_pending: 409,
  lesson_not_cancellable: 409,
  lesson_not_movable: 409,
  nothing_to_waive: 409,
  waitlist_full: 409,
  offer_lapsed: 409,
  series_not_running: 409,
  body_too_large: 413,
  file_too_large: 413,
  page_too_large: 413,
  unsupported_media_type: 415,
  file_type_not_allowed: 415,
  rate_limited: 429,
  headers_too_large: 431,
  internal: 500,
  checkout_failed: 502,
  unavailable: 503,
  upstream_not_deployed: 503,
};

/**
 * An expected failure: its message is what the user reads, its code what pages switch on. Whoever
 * throws it names no status: the client sees its code's.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }

  /** The status the error middleware answers with: its code's, in STATUS_OF_CODE. */
  get status(): number {
    return STATUS_OF_CODE[this.code];
  }
}

export const notSignedIn = () => new AppError('not_signed_in', SERVER_MESSAGES.notSignedIn);
export const forbidden = () => new AppError('forbidden', SERVER_MESSAGES.forbidden);
export const notFound = () => new AppError('not_found', SERVER_MESSAGES.notFound);
/** A per-user limit on what users write is used up (spec §8's 429 text). */
export const tooManyRequests = () => new AppError('rate_limited', SERVER_MESSAGES.tooManyRequests);
export const unavailable = (cause?: unknown) =>
  new AppError('unavailable', SERVER_MESSAGES.unavailable, undefined, { cause });

/** Runs `work` on a store the answer cannot do without (Redis for sessions and limits): its failure is a 503. */
export async function orUnavailable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw unavailable(err);
  }
}

/** Turns a zod failure into a 400 whose text is the first rule broken (the spec's §5 message). */
export function badInput(error: ZodError): AppError {
  const details = error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  return new AppError('bad_input', details[0]?.message ?? 'Invalid input.', details);
}

/** Parses a request part with a contracts schema, or throws the 400 of badInput. */
export function parseInput<T>(
  schema: { safeParse(input: unknown): { success: true; data: T } | { success: false; error: ZodError } },
  input: unknown,
): T {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badInput(result.error);
  return result.data;
}

type HttpError = Error & { status?: number; statusCode?: number; type?: string; expose?: boolean };

/**
 * A failure of the JSON body parser in the contract's codes and texts, never its wording (nor zlib's,
 * for a compressed body that does not inflate). Its own faults (5xx) stay internal errors.
 */
export function bodyParserError(err: HttpError): Error {
  const translated = (code: ErrorCode, message: string) => new AppError(code, message, undefined, { cause: err });
  switch (err.type) {
    case 'entity.parse.failed':
      return translated('invalid_json', SERVER_MESSAGES.invalidJson);
    case 'entity.too.large':
      return translated('body_too_large', SERVER_MESSAGES.bodyTooLarge);
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return translated('unsupported_media_type', SERVER_MESSAGES.unsupportedMediaType);
  }
  // A body cut short, a length that lies, a compressed body that does not inflate.
  return (err.status ?? 500) < 500 ? translated('unreadable_body', SERVER_MESSAGES.unreadableBody) : err;
}

export const notFoundHandler: RequestHandler = (_req, _res, next) => next(notFound());

/** The one error middleware: `{ error, details? }` with the right status, never internals. */
export function createErrorHandler(logger: Logger): ErrorRequestHandler {
  return (err: HttpError, req, res, _next) => {
    let status = 500;
    let body: ErrorBody = { error: SERVER_MESSAGES.internal, code: 'internal' };

    if (err instanceof AppError) {
      status = err.status;
      body = { error: err.message, code: err.code };
      if (err.details !== undefined) body.details = err.details;
    } else if (err.expose && typeof err.status === 'number' && err.status < 500) {
      // Other middleware's client errors (express.static's and res.sendFile's: a malformed address,
      // a range, a precondition): their messages are safe to show, and they keep their own status,
      // the one answer whose status is not its code's. The body parser's are translated where it
      // runs (bodyParserError).
      status = err.status;
      body = { error: err.message, code: 'bad_input' };
    } else {
      logger.error({ err, req: { id: req.id } }, 'unexpected error');
    }

    if (res.headersSent) return;
    res.status(status).json(body);
  };
}
