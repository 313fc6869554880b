import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { FetchFailure } from './fetch-failure';

/** An address the guard has checked; the fetcher connects to these only. */
export type PinnedAddress = { address: string; family: 4 | 6 };

export type PageResponse = {
  status: number;
  location?: string;
  contentType?: string;
  /** Read for 2xx answers whose type the caller wants: at most `maxBodyBytes`, decompressed. */
  body?: Buffer;
  /** The body went on past `maxBodyBytes`; `body` is its beginning. */
  isTruncated: boolean;
};

export type PageRequest = {
  /** Aborts the request and the body read (the caller's total timeout). */
  signal: AbortSignal;
  wantsBody: (contentType: string | undefined) => boolean;
};

/** How a socket is opened: the agent's own by default; tests put a tripwire here (the network edge). */
export type Connect = http.Agent['createConnection'];

export type PageFetcherOptions = {
  connectTimeoutMs: number;
  maxBodyBytes: number;
  /** Who asks and for what (`user-agent`, `accept`); the encodings the fetcher decodes are its own to say. */
  headers: { 'user-agent': string; accept: string };
  connect?: Connect;
};

/** A lookup that answers with the checked addresses, whatever DNS would say now (no rebinding). */
function pinnedLookup(addresses: readonly PinnedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const matching = addresses.filter(({ family }) => !options.family || options.family === family);
    const [first] = matching;
    if (!first) {
      callback(Object.assign(new Error('no checked address of the requested family'), { code: 'ENOTFOUND' }), '');
      return;
    }
    if (options.all) callback(null, matching);
    else callback(null, first.address, first.family);
  };
}

function decodedBodyOf(response: http.IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  // Flushing like this tolerates a compressed stream we cut short at the size cap.
  const flush = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip(flush)
      : encoding === 'deflate'
        ? zlib.createInflate(flush)
        : encoding === 'br'
          ? zlib.createBrotliDecompress({ finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH })
          : undefined;
  if (encoding === 'identity') return response;
  if (!decoder) throw new FetchFailure(`unsupported content-encoding ${encoding}`);
  return pipeline(response, decoder, () => {
    // Errors reach the reader through the decoder, which pipeline destroys with them.
  });
}

async function readCapped(body: Readable, maxBytes: number): Promise<{ body: Buffer; isTruncated: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    if (size + chunk.length > maxBytes) {
      chunks.push(chunk.subarray(0, maxBytes - size));
      // Leaving the loop destroys the stream: the rest is never downloaded.
      return { body: Buffer.concat(chunks), isTruncated: true };
    }
    chunks.push(chunk);
    size += chunk.length;
  }
  return { body: Buffer.concat(chunks), isTruncated: false };
}

/**
 * One GET of one URL, no redirects followed: connects only to the given addresses, keeps the URL's
 * host for the Host header and TLS (SNI and certificate check), gives up when the connection takes
 * longer than `connectTimeoutMs` or the caller's signal aborts, and reads at most `maxBodyBytes`.
 */
export function createPageFetcher(options: PageFetcherOptions) {
  return async function fetchPage(
    url: URL,
    addresses: readonly PinnedAddress[],
    request: PageRequest,
  ): Promise<PageResponse> {
    const isHttps = url.protocol === 'https:';
    // One agent per request, no keep-alive: a pooled socket must never carry a request to another address.
    const agent = isHttps ? new https.Agent({ keepAlive: false }) : new http.Agent({ keepAlive: false });
    if (options.connect) agent.createConnection = options.connect;
    let connectTimer: NodeJS.Timeout | undefined;
    let clientRequest: http.ClientRequest | undefined;
    try {
      return await new Promise<PageResponse>((resolve, reject) => {
        const req = (isHttps ? https : http).request(url, {
          agent,
          lookup: pinnedLookup(addresses),
          signal: request.signal,
          headers: { ...options.headers, 'accept-encoding': 'gzip, deflate, br' },
        });
        clientRequest = req;
        connectTimer = setTimeout(
          () => req.destroy(new FetchFailure(`no connection within ${options.connectTimeoutMs} ms`)),
          options.connectTimeoutMs,
        );
        req.once('socket', (socket) => {
          if (socket.connecting) socket.once('connect', () => clearTimeout(connectTimer));
          else clearTimeout(connectTimer);
        });
        // `on`, not `once`: a late second error must find a listener (rejecting twice is a no-op).
        req.on('error', reject);
        req.once('response', (response) => {
          const status = response.statusCode ?? 0;
          const head = { status, location: response.headers.location, contentType: response.headers['content-type'] };
          if (status < 200 || status >= 300 || !request.wantsBody(head.contentType)) {
            response.destroy();
            resolve({ ...head, isTruncated: false });
            return;
          }
          let body: Readable;
          try {
            body = decodedBodyOf(response);
          } catch (err) {
            response.destroy();
            reject(err as Error);
            return;
          }
          readCapped(body, options.maxBodyBytes).then((read) => resolve({ ...head, ...read }), reject);
        });
        req.end();
      });
    } finally {
      clearTimeout(connectTimer);
      clientRequest?.destroy();
      agent.destroy();
    }
  };
}
export type FetchPage = ReturnType<typeof createPageFetcher>;
