import type { Redis } from 'ioredis';
import { orUnavailable } from './errors';

export type RateLimitRule = { name: string; limit: number; windowSeconds: number };

/**
 * Fixed-window counters in Redis, shared by every replica, under the platform's REDIS_PREFIX. They
 * fail closed: while Redis is away `hit` throws a 503, since a limit that lets everything through
 * is what a password guesser waits for.
 */
export function createRateLimiter(redis: Redis, prefix: string, rule: RateLimitRule) {
  const keyOf = (subject: string) => `${prefix}:ratelimit:${rule.name}:${subject}`;

  return {
    /** Counts one hit; true when this hit goes over the limit. */
    async hit(subject: string): Promise<boolean> {
      const key = keyOf(subject);
      const results = await orUnavailable(() => redis.multi().incr(key).expire(key, rule.windowSeconds, 'NX').exec());
      return Number(results?.[0]?.[1] ?? 0) > rule.limit;
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
