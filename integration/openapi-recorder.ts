import type http from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { QUEUES_DASHBOARD_PATH, findUpstream } from '@lezioni/contracts';
import { createOpenApiDocument } from '@lezioni/contracts/openapi';

type Operation = { responses: Record<string, { content?: Record<string, unknown> }> };
type RecordedAnswer = { method: string; path: string; status: number; contentType: string; body: Buffer };

const document = createOpenApiDocument() as unknown as { paths: Record<string, Record<string, Operation>> };
const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(document, 'openapi.json');

/** Each documented path as a pattern: `{id}` stands for one path segment. */
const templates = Object.keys(document.paths).map((template) => ({
  template,
  pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

/** The gateway's own API calls; its /api/docs and /api/openapi.json describe the API, they are not in it. */
export const GATEWAY_OWN_CALLS = ['/api/config', '/api/status'];

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  return body;
}

/** What is wrong with one answer against the document, or null when it matches. */
function checkAnswer(answer: RecordedAnswer): string | null {
  const where = `${answer.method} ${answer.path} → ${answer.status}`;
  const match = templates.find(({ pattern }) => pattern.test(answer.path));
  if (!match) {
    // The queue dashboard's page calls bull-board's own API: its shapes are the package's, not ours.
    if (answer.path.startsWith(`${QUEUES_DASHBOARD_PATH}/`)) return null;
    // No route answers it: any path under a prefix may be a 404 (another spelling of one, say).
    if (answer.status === 404) return null;
    const isRoute = findUpstream(answer.path) !== undefined || GATEWAY_OWN_CALLS.includes(answer.path);
    return isRoute ? `${where}: the path is not in the document` : null;
  }
  const operation = document.paths[match.template]![answer.method.toLowerCase()];
  if (!operation) return `${where}: the method is not in the document`;
  const response = operation.responses[String(answer.status)];
  if (!response) return `${where}: the status is not in the document`;
  if (!response.content?.['application/json']) return null;
  if (!answer.contentType.startsWith('application/json')) return `${where}: answered ${answer.contentType}, not JSON`;
  const ref = `openapi.json#/${pointer('paths', match.template, answer.method.toLowerCase(), 'responses', String(answer.status), 'content', 'application/json', 'schema')}`;
  const validate = ajv.getSchema(ref)!;
  let body: unknown;
  try {
    body = JSON.parse(answer.body.toString('utf8'));
  } catch {
    return `${where}: the body is not valid JSON`;
  }
  return validate(body)
    ? null
    : `${where}: ${ajv.errorsText(validate.errors)} in ${answer.body.toString('utf8').slice(0, 300)}`;
}

/**
 * Records every API answer `server` sends (status, JSON body) so that it can be checked against the
 * OpenAPI document: an answer the document does not describe is a drift between code and document.
 * Bodies are taken as they leave the server, after compression, and decoded here.
 */
export function recordAnswers(server: http.Server) {
  const answers: RecordedAnswer[] = [];
  server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (!path.startsWith('/api/') || req.method === 'OPTIONS' || req.method === 'HEAD') return;
    const chunks: Buffer[] = [];
    const isJson = () => String(res.getHeader('content-type') ?? '').startsWith('application/json');
    const keep = (chunk: unknown, encoding: unknown) => {
      if (chunk && typeof chunk !== 'function' && isJson()) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, encoding as BufferEncoding));
      }
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, typeof rest[0] === 'string' ? rest[0] : undefined);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, typeof rest[0] === 'string' ? rest[0] : undefined);
      return end(chunk, ...rest);
    }) as typeof res.end;
    // An event stream ends by the client leaving: its status and type are known from the start.
    res.once('close', () => {
      if (!res.headersSent) return;
      const encoding = res.getHeader('content-encoding');
      answers.push({
        method: req.method ?? 'GET',
        path,
        status: res.statusCode,
        contentType: String(res.getHeader('content-type') ?? ''),
        body: isJson()
          ? decode(Buffer.concat(chunks), typeof encoding === 'string' ? encoding : undefined)
          : Buffer.alloc(0),
      });
    });
  });
  return {
    answers,
    /** Every recorded answer the document does not describe, one line each. */
    mismatches: (): string[] => answers.flatMap((answer) => checkAnswer(answer) ?? []),
  };
}
