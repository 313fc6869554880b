import { orUnavailable, type Redis } from '@lezioni/service-kit';

export type LoginAttemptRules = {
  /** Attempts on one account from one client (a network, or a known device) that may fail within the window. */
  perClient: number;
  /** Failures on one account, from every client, before its attempts are spaced out. */
  beforeDelay: number;
  /** The first wait once they are; it doubles with each further failure, up to 60 times this. */
  firstDelayMs: number;
  windowSeconds: number;
};

/**
 * An attempt's identity: the account (lower-case email) and the client it comes from, a network or
 * a device that signed in to the account before (exempt from the account's delay).
 */
export type LoginAttempt = { account: string; client: string; isKnownDevice: boolean };

const MAX_DELAY_FACTOR = 60;

/*
 * The account's record is a hash: `failures` (from every client), `next_at` (when the next attempt
 * may be evaluated, once failures passed the free ones), `gen` (renewed by a password reset, which
 * orphans the per-client counters). Each client's counter is a key of its own with its own window.
 * Scripts run atomically, so parallel attempts are counted one by one before any is evaluated. A
 * refused attempt counts nowhere: an owner retrying during the account's delay keeps the tries of
 * their network.
 */
const BEGIN = `
local gen = redis.call('HGET', KEYS[1], 'gen') or '0'
local attempts_key = KEYS[1] .. ':' .. gen .. ':' .. ARGV[1]
if tonumber(redis.call('GET', attempts_key) or '0') >= tonumber(ARGV[2]) then
  return math.max(redis.call('PTTL', attempts_key), 1)
end
local over = tonumber(redis.call('HGET', KEYS[1], 'failures') or '0') - tonumber(ARGV[4])
if ARGV[7] == '0' and over >= 0 then
  local time = redis.call('TIME')
  local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
  local next_at = tonumber(redis.call('HGET', KEYS[1], 'next_at') or '0')
  if now < next_at then return next_at - now end
  local delay = math.min(tonumber(ARGV[5]) * 2 ^ over, tonumber(ARGV[6]))
  redis.call('HSET', KEYS[1], 'next_at', now + math.floor(delay))
end
if redis.call('INCR', attempts_key) == 1 then redis.call('EXPIRE', attempts_key, ARGV[3]) end
return 0
`;

const SUCCEEDED = `
local gen = redis.call('HGET', KEYS[1], 'gen') or '0'
redis.call('DEL', KEYS[1] .. ':' .. gen .. ':' .. ARGV[1])
return 0
`;

/**
 * Failed logins, counted first: each attempt takes its place in the counters before the password
 * is checked, and a success gives it back. One client may fail a few times per account; past that
 * only that client is refused, so a stranger cannot lock the owner out. Failures from many
 * networks space the account's attempts out with doubling delays instead of closing it; the
 * owner's known devices skip them. Redis away: 503, never an unlimited guess.
 */
export function createLoginAttemptStore(redis: Redis, prefix: string, rules: LoginAttemptRules) {
  const accountKey = (account: string) => `${prefix}:login:${account}`;

  return {
    /** Counts the attempt; resolves to 0 when it may be evaluated, else how many ms to wait. */
    begin(attempt: LoginAttempt): Promise<number> {
      return orUnavailable(async () =>
        Number(
          await redis.eval(
            BEGIN,
            1,
            accountKey(attempt.account),
            attempt.client,
            rules.perClient,
            rules.windowSeconds,
            rules.beforeDelay,
            rules.firstDelayMs,
            rules.firstDelayMs * MAX_DELAY_FACTOR,
            attempt.isKnownDevice ? '1' : '0',
          ),
        ),
      );
    },

    async failed(attempt: LoginAttempt): Promise<void> {
      const key = accountKey(attempt.account);
      await orUnavailable(() => redis.multi().hincrby(key, 'failures', 1).expire(key, rules.windowSeconds).exec());
    },

    /** The attempt is given back: the owner's typos before a success are forgotten. */
    async succeeded(attempt: LoginAttempt): Promise<void> {
      await orUnavailable(() => redis.eval(SUCCEEDED, 1, accountKey(attempt.account), attempt.client));
    },

    /** A new password makes every earlier guess moot: the account starts afresh on every client. */
    async clear(account: string): Promise<void> {
      const key = accountKey(account);
      await orUnavailable(() =>
        redis
          .multi()
          .hdel(key, 'failures', 'next_at')
          .hset(key, 'gen', Date.now())
          .expire(key, rules.windowSeconds)
          .exec(),
      );
    },
  };
}
export type LoginAttemptStore = ReturnType<typeof createLoginAttemptStore>;
