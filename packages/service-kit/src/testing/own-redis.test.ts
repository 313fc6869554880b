import net from 'node:net';
import { Redis } from 'ioredis';
import { startOwnRedis } from './own-redis';

describe("a test's own Redis", () => {
  it('when stopped and started again, then it answers on the same address', async () => {
    const redis = await startOwnRedis();
    try {
      await redis.stop();
      await redis.restart();
      const client = new Redis(redis.url, { maxRetriesPerRequest: 0 });
      try {
        expect(await client.ping()).toBe('PONG');
      } finally {
        client.disconnect();
      }
    } finally {
      await redis.close();
    }
  });

  it('when its port was taken while it was stopped, then the restart fails at once and says why, instead of hanging the run', async () => {
    const redis = await startOwnRedis();
    const port = Number(new URL(redis.url).port);
    await redis.stop();
    const squatter = net.createServer();
    await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve));
    try {
      await expect(redis.restart()).rejects.toThrow(/exited[\s\S]*Address already in use/);
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
      await redis.close();
    }
  });
});
