import { z } from 'zod';
import type { ZodOpenApiOperationObject, ZodOpenApiResponsesObject } from 'zod-openapi';
import { ErrorBodySchema } from '../entities';
import { ERROR_CATALOGUE } from '../errors';

/** The pieces every service's operations are written with: bodies, answers, errors, parameters. */

export const json = (schema: z.ZodType) => ({ 'application/json': { schema } });

/**
 * The statuses every call through the gateway can answer (ARCHITECTURE "Errors", D5): 400 for an
 * address that does not decode or carries a control character.
 */
const ALWAYS = [400, 500, 502, 503] as const;
const ERROR_MEANING: Record<number, string> = {
  400: "Bad input, or a body that is not valid JSON: the first problem in `error` (the spec's validation messages), every field in `details`. Also an address that does not decode (`%FF`) or carries a control character (`%00`).",
  401: 'Not signed in (or the session was revoked).',
  403: 'Signed in with the wrong role; or, for a write, sent by a page of another site.',
  404: 'No such resource, or not yours.',
  409: 'Conflicts with what exists.',
  408: 'The request took too long to arrive (its body stopped): the connection is closed.',
  413: 'The request body is too large.',
  415: 'A body that is not JSON (multipart/form-data on uploads), in an encoding not supported, or a file type not allowed.',
  429: 'Too many attempts, or a per-user limit used up: the message contains "Too many".',
  500: ERROR_CATALOGUE[500]!.message,
  502: 'An upstream service failed or did not answer in time.',
  503: 'A service, PostgreSQL or Redis is unavailable.',
};

/** Error answers, all in the one JSON shape; 400, 500, 502 and 503 are added to every call. */
export function errors(...statuses: number[]): ZodOpenApiResponsesObject {
  return Object.fromEntries(
    [...statuses, ...ALWAYS].map((status) => [
      String(status),
      { description: ERROR_MEANING[status]!, content: json(ErrorBodySchema) },
    ]),
  );
}

export const ok = (description: string, schema: z.ZodType, status = 200): ZodOpenApiResponsesObject => ({
  [String(status)]: { description, content: json(schema) },
});
/** A stored file's download (chat's attachments, learning's files): `sendStoredFile`'s answer. */
export const storedFile = {
  '200': {
    description: 'The file, as a download unless it is an image.',
    content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
  },
};
export const noContent = (description: string): ZodOpenApiResponsesObject => ({ '204': { description } });
/** A polled answer: send its ETag back as If-None-Match, and an unchanged one is a 304 (D20). */
export const NOT_MODIFIED: ZodOpenApiResponsesObject = {
  '304': { description: 'Unchanged since the answer whose ETag was sent in If-None-Match.' },
};

export const SIGNED_IN = errors(401);
export const ADMIN_ONLY = errors(401, 403);
export const idParam = {
  path: z.object({ id: z.string().meta({ description: 'The resource id (a UUID).' }) }),
};

/** One service's operations: tagged by the service, so the reference groups calls as the route table does. */
export const operationsOf =
  (tag: string) =>
  (summary: string, rest: Omit<ZodOpenApiOperationObject, 'tags' | 'summary'>): ZodOpenApiOperationObject => ({
    tags: [tag],
    summary,
    ...rest,
  });
