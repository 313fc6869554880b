import http from 'node:http';
import net from 'node:net';

export type ClosedAnswer = { status: number; connection: string | undefined; body: unknown };

/**
 * A client that sends slowly: posts to `url` announcing `length` bytes but sending only `sent`,
 * then a byte every `dripMs` if given. Resolves with the JSON answer once the server has closed
 * the connection.
 */
export function slowPost(
  url: string,
  { type, length, sent, dripMs }: { type: string; length: number; sent: string | Buffer; dripMs?: number },
): Promise<ClosedAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers: { 'content-type': type, 'content-length': length } });
    const drip = dripMs === undefined ? undefined : setInterval(() => req.write('x'), dripMs);
    req.once('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.once('end', () =>
        res.socket.once('close', () => {
          clearInterval(drip);
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: JSON.parse(body) });
        }),
      );
    });
    req.once('error', reject);
    req.write(sent);
  });
}

/**
 * Sends `head` as it is on a raw connection to `url` (a request cut short, a malformed one) and
 * resolves with the JSON answer once the server has closed the connection.
 */
export function rawRequest(url: string, head: string): Promise<ClosedAnswer> {
  const socket = net.connect(Number(new URL(url).port), '127.0.0.1');
  let raw = '';
  socket.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  socket.write(head);
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('close', () => {
      const [statusLine = '', ...lines] = raw.split('\r\n');
      const connection = lines
        .find((line) => /^connection:/i.test(line))
        ?.split(':')[1]
        ?.trim();
      const body = lines.slice(lines.indexOf('') + 1).join('');
      resolve({ status: Number(statusLine.split(' ')[1]), connection, body: JSON.parse(body) });
    });
  });
}
