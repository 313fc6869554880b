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

/** Adds the amount only if the total stays within the limit; the window starts with the first amount. */
const TAKE_SCRIPT = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used + tonumber(ARGV[1]) > tonumber(ARGV[2]) then return 0 end
redis.call('INCRBY', KEYS[1], ARGV[1])
redis.call('EXPIRE', KEYS[1], ARGV[3], 'NX')
return 1
`;

/**
 * A budget of some amount (bytes, …) per subject and fixed window, in Redis, shared by every
 * replica: `take` spends the amount only when it fits, atomically, so requests racing for the last
 * of it cannot together overspend, and a refused request spends nothing. Fails closed like the
 * rate limiter.
 */
export function createBudget(redis: Redis, prefix: string, rule: RateLimitRule) {
  const keyOf = (subject: string) => `${prefix}:budget:${rule.name}:${subject}`;

  return {
    /** Spends `amount` of the subject's budget; false (nothing spent) when it does not fit. */
    async take(subject: string, amount: number): Promise<boolean> {
      const taken = await orUnavailable(() =>
        redis.eval(TAKE_SCRIPT, 1, keyOf(subject), amount, rule.limit, rule.windowSeconds),
      );
      return taken === 1;
    },
  };
}
export type Budget = ReturnType<typeof createBudget>;
