import { orUnavailable, type Redis } from '@lezioni/service-kit';

export type LoginAttemptRules = {
  /** Attempts on one account from one client network that may fail within the window. */
  perNetwork: number;
  /** Failures on one account, from every network, before its attempts are spaced out. */
  beforeDelay: number;
  windowSeconds: number;
};

/** An attempt's identity: the account (lower-case email) and the network it comes from. */
export type LoginAttempt = { account: string; network: string };

/** The first wait between attempts once an account is under attack; it doubles with each failure. */
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 60_000;

/*
 * The account's record is a hash: `failures` (from every network), `next_at` (when the next attempt
 * may be evaluated, once failures passed the free ones), `gen` (renewed by a password reset, which
 * orphans the per-network counters). Each network's counter is a key of its own with its own window.
 * Scripts run atomically, so parallel attempts are counted one by one before any is evaluated.
 */
const BEGIN = `
local gen = redis.call('HGET', KEYS[1], 'gen') or '0'
local attempts_key = KEYS[1] .. ':' .. gen .. ':' .. ARGV[1]
local attempts = redis.call('INCR', attempts_key)
if attempts == 1 then redis.call('EXPIRE', attempts_key, ARGV[3]) end
if attempts > tonumber(ARGV[2]) then return math.max(redis.call('PTTL', attempts_key), 1) end
local over = tonumber(redis.call('HGET', KEYS[1], 'failures') or '0') - tonumber(ARGV[4])
if over < 0 then return 0 end
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local next_at = tonumber(redis.call('HGET', KEYS[1], 'next_at') or '0')
if now < next_at then return next_at - now end
local delay = math.min(tonumber(ARGV[5]) * 2 ^ over, tonumber(ARGV[6]))
redis.call('HSET', KEYS[1], 'next_at', now + math.floor(delay))
return 0
`;

const SUCCEEDED = `
local gen = redis.call('HGET', KEYS[1], 'gen') or '0'
redis.call('DEL', KEYS[1] .. ':' .. gen .. ':' .. ARGV[1])
return 0
`;

/**
 * Failed logins, counted first: each attempt takes its place in the counters before the password
 * is checked, and a success gives it back. One network may fail a few times per account; past
 * that only that network is refused, so a stranger cannot lock the owner out. Failures from many
 * networks space the account's attempts out with doubling delays (at most a minute) instead of
 * closing it. Redis away: 503, never an unlimited guess.
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
            attempt.network,
            rules.perNetwork,
            rules.windowSeconds,
            rules.beforeDelay,
            FIRST_DELAY_MS,
            MAX_DELAY_MS,
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
      await orUnavailable(() => redis.eval(SUCCEEDED, 1, accountKey(attempt.account), attempt.network));
    },

    /** A new password makes every earlier guess moot: the account starts afresh on every network. */
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
