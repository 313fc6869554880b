import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import { SERVER_MESSAGES, type ErrorBody, type ErrorCode } from '@lezioni/contracts';

/** An expected failure: its message is what the user reads, its code what pages switch on, its status what the client sees. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number,
    readonly details?: unknown,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export const notSignedIn = () => new AppError('not_signed_in', SERVER_MESSAGES.notSignedIn, 401);
export const forbidden = () => new AppError('forbidden', SERVER_MESSAGES.forbidden, 403);
export const notFound = () => new AppError('not_found', SERVER_MESSAGES.notFound, 404);
/** A per-user limit on what users write is used up (spec §8's 429 text). */
export const tooManyRequests = () => new AppError('rate_limited', SERVER_MESSAGES.tooManyRequests, 429);
export const unavailable = (cause?: unknown) =>
  new AppError('unavailable', SERVER_MESSAGES.unavailable, 503, undefined, { cause });

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
  return new AppError('bad_input', details[0]?.message ?? 'Invalid input.', 400, details);
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
  const translated = (code: ErrorCode, message: string, status: number) =>
    new AppError(code, message, status, undefined, { cause: err });
  switch (err.type) {
    case 'entity.parse.failed':
      return translated('invalid_json', SERVER_MESSAGES.invalidJson, 400);
    case 'entity.too.large':
      return translated('body_too_large', SERVER_MESSAGES.bodyTooLarge, 413);
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return translated('unsupported_media_type', SERVER_MESSAGES.unsupportedMediaType, 415);
  }
  // A body cut short, a length that lies, a compressed body that does not inflate.
  return (err.status ?? 500) < 500 ? translated('unreadable_body', SERVER_MESSAGES.unreadableBody, 400) : err;
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
      // Other middleware's client errors (express.static's: a malformed address, a range): their
      // messages are safe to show. The body parser's are translated where it runs (bodyParserError).
      status = err.status;
      body = { error: err.message, code: 'bad_input' };
    } else {
      logger.error({ err, req: { id: req.id } }, 'unexpected error');
    }

    if (res.headersSent) return;
    res.status(status).json(body);
  };
}
