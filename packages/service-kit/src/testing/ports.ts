import net from 'node:net';

/**
 * Where tests and local platforms listen: below Linux's ephemeral range (32768 and up), so no
 * outgoing connection of any process is given the port between its choice and its use (a local
 * platform chooses its port minutes before its gateway listens, while the frontend builds; a
 * test's Redis or coturn is stopped and started again on the same port).
 */
const PORT_RANGE = { from: 20_000, to: 32_000 };

/** A port in that range with `following - 1` more after it, at random. */
export const somePortToListenOn = (following = 1): number =>
  PORT_RANGE.from + Math.floor(Math.random() * (PORT_RANGE.to - PORT_RANGE.from - following));

/** Whether nothing listens on `port`, on any address (IPv4 and IPv6). */
const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });

/** A port nothing listens on now, for a process about to be started. */
export async function freePort(): Promise<number> {
  for (let attempt = 1; attempt <= 50; attempt += 1) {
    const port = somePortToListenOn();
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port between ${PORT_RANGE.from} and ${PORT_RANGE.to} after 50 tries`);
}
