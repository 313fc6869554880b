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

  /** Counts one hit; resolves to 0 within the limit, else the ms until the window ends (to tell the real wait). */
  const hitOrWait = async (subject: string): Promise<number> => {
    const key = keyOf(subject);
    const results = await orUnavailable(() =>
      redis.multi().incr(key).expire(key, rule.windowSeconds, 'NX').pttl(key).exec(),
    );
    const isOver = Number(results?.[0]?.[1] ?? 0) > rule.limit;
    return isOver ? Math.max(Number(results?.[2]?.[1] ?? 0), 1) : 0;
  };

  return {
    hitOrWait,
    /** Counts one hit; true when this hit goes over the limit. */
    hit: async (subject: string): Promise<boolean> => (await hitOrWait(subject)) > 0,
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
