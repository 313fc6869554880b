import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

export type RateLimitRule = { name: string; limit: number; windowSeconds: number };

/**
 * Fixed-window counters in Redis, shared by every replica. When Redis is away the limiter lets
 * requests through and logs it: a short outage must not lock every user out (ARCHITECTURE D2).
 */
export function createRateLimiter(redis: Redis, logger: Logger, rule: RateLimitRule) {
  const keyOf = (subject: string) => `ratelimit:${rule.name}:${subject}`;

  return {
    /** Counts one hit; true when this hit goes over the limit. */
    async hit(subject: string): Promise<boolean> {
      try {
        const key = keyOf(subject);
        const results = await redis.multi().incr(key).expire(key, rule.windowSeconds, 'NX').exec();
        const count = Number(results?.[0]?.[1] ?? 0);
        return count > rule.limit;
      } catch (err) {
        logger.warn({ err: (err as Error).message, rule: rule.name }, 'rate limit skipped: redis unavailable');
        return false;
      }
    },
    /** True when the subject is already over the limit, without counting. */
    async isLimited(subject: string): Promise<boolean> {
      try {
        return Number(await redis.get(keyOf(subject))) >= rule.limit;
      } catch (err) {
        logger.warn({ err: (err as Error).message, rule: rule.name }, 'rate limit skipped: redis unavailable');
        return false;
      }
    },
    async reset(subject: string): Promise<void> {
      await redis.del(keyOf(subject)).catch(() => undefined);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
