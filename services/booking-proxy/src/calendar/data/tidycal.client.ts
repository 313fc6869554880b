import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';

/**
 * TidyCal's REST API as this service reads it (ARCHITECTURE D9), and cancels a deleted account's
 * lessons with. External data keeps its own field names; ids are numbers there and text here.
 */
const TidyCalId = z.union([z.number(), z.string()]).transform(String);

const TidyCalContactSchema = z.object({
  id: TidyCalId,
  name: z.string().nullish(),
  email: z.string(),
});
/** TidyCal calls a booking type's name its `title`. */
const TidyCalBookingTypeSchema = z.object({
  id: TidyCalId,
  title: z.string().nullish(),
  name: z.string().nullish(),
  duration_minutes: z.coerce.number().int(),
});
const TidyCalBookingSchema = z.object({
  id: TidyCalId,
  contact_id: TidyCalId,
  booking_type_id: TidyCalId,
  starts_at: z.coerce.date(),
  ends_at: z.coerce.date(),
  cancelled_at: z.coerce.date().nullish(),
  timezone: z.string().nullish(),
  meeting_url: z.string().nullish(),
  contact: TidyCalContactSchema,
  booking_type: TidyCalBookingTypeSchema,
});
export type TidyCalContact = z.infer<typeof TidyCalContactSchema>;
export type TidyCalBookingType = z.infer<typeof TidyCalBookingTypeSchema>;
export type TidyCalBooking = z.infer<typeof TidyCalBookingSchema>;

/** A list page: `{ data: [...] }`, with Laravel's `meta` when TidyCal sends it. */
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    meta: z.object({ current_page: z.number(), last_page: z.number() }).partial().optional(),
  });

/** Why a sync run gave up, in words safe to show the teacher (no token, no URL query). */
export class TidyCalError extends Error {
  override name = 'TidyCalError';
}

export type TidyCalClientOptions = {
  baseUrl: string;
  token: string;
  timeoutMs: number;
  /** Wait before the second try after a 5xx or a network failure; doubles with each try. */
  retryBaseMs?: number;
  /** Aborts every call in flight or waiting to retry (the service is stopping). */
  signal?: AbortSignal;
};

const MAX_TRIES = 4;
const INTERRUPTED = 'Sync interrupted: the booking service was stopping.';
/** A longer Retry-After than this ends the run: the next scheduled one tries again. */
const MAX_RETRY_AFTER_MS = 30_000;
/** A safety stop against an API that never answers an empty page. */
const MAX_PAGES = 200;

export function createTidyCalClient(options: TidyCalClientOptions) {
  const retryBaseMs = options.retryBaseMs ?? 1_000;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');

  /** One GET with its retries: 429 after Retry-After, 5xx and network failures after a backoff. */
  async function getJson(path: string, query: Record<string, string>): Promise<unknown> {
    const url = `${baseUrl}${path}?${new URLSearchParams(query).toString()}`;
    for (let attempt = 1; ; attempt += 1) {
      let failure: string;
      let waitMs = retryBaseMs * 2 ** (attempt - 1);
      try {
        const response = await fetch(url, {
          headers: { Authorization: `Bearer ${options.token}`, Accept: 'application/json' },
          signal: options.signal
            ? AbortSignal.any([AbortSignal.timeout(options.timeoutMs), options.signal])
            : AbortSignal.timeout(options.timeoutMs),
        });
        if (response.ok) return await response.json();
        await response.body?.cancel();
        if (response.status === 401 || response.status === 403) {
          throw new TidyCalError(`TidyCal refused the API token (${response.status} on ${path})`);
        }
        if (response.status === 429) {
          waitMs = retryAfterMs(response.headers.get('retry-after')) ?? waitMs;
          if (waitMs > MAX_RETRY_AFTER_MS) {
            throw new TidyCalError(`TidyCal rate limit: asked to wait ${Math.ceil(waitMs / 1000)} s on ${path}`);
          }
        } else if (response.status < 500) {
          throw new TidyCalError(`TidyCal answered ${response.status} on ${path}`);
        }
        failure = `TidyCal answered ${response.status} on ${path}`;
      } catch (err) {
        if (err instanceof TidyCalError) throw err;
        failure = describeNetworkFailure(err, path, options.timeoutMs);
      }
      if (options.signal?.aborted) throw new TidyCalError(INTERRUPTED);
      if (attempt >= MAX_TRIES) throw new TidyCalError(`${failure} (${MAX_TRIES} tries)`);
      await sleep(waitMs, undefined, { signal: options.signal }).catch(() => {
        throw new TidyCalError(INTERRUPTED);
      });
    }
  }

  /** Every page of a list, from page 1 until an empty, short or last page. */
  async function listAll<T extends z.ZodType>(
    path: string,
    item: T,
    query: Record<string, string> = {},
  ): Promise<z.infer<T>[]> {
    const schema = pageOf(item);
    const all: z.infer<T>[] = [];
    let firstPageSize = 0;
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const parsed = schema.safeParse(await getJson(path, { ...query, page: String(page) }));
      if (!parsed.success) throw new TidyCalError(`TidyCal sent an unexpected answer on ${path}`);
      const { data, meta } = parsed.data;
      all.push(...data);
      if (page === 1) firstPageSize = data.length;
      const isLastPage =
        data.length === 0 ||
        data.length < firstPageSize ||
        (meta?.current_page !== undefined && meta.last_page !== undefined && meta.current_page >= meta.last_page);
      if (isLastPage) return all;
    }
    throw new TidyCalError(`TidyCal sent more than ${MAX_PAGES} pages on ${path}`);
  }

  return {
    /**
     * Bookings starting in the window, cancelled ones included: TidyCal's `cancelled=true` lists only
     * cancelled bookings, so each run asks for both and sees a lesson that was called off.
     */
    async listBookings(window: { from: Date; to: Date }): Promise<TidyCalBooking[]> {
      const range = { starts_at: window.from.toISOString(), ends_at: window.to.toISOString() };
      const active = await listAll('/bookings', TidyCalBookingSchema, { ...range, cancelled: 'false' });
      const cancelled = await listAll('/bookings', TidyCalBookingSchema, { ...range, cancelled: 'true' });
      return [...active, ...cancelled];
    },
    /**
     * Cancels a booking (TidyCal's `PATCH /bookings/{id}/cancel`), freeing its slot on the booking
     * page; one TidyCal no longer has is done already. One try: the sync tries again (calendar/domain/sync.ts).
     */
    async cancelBooking(id: string): Promise<void> {
      const path = `/bookings/${encodeURIComponent(id)}/cancel`;
      let response: Response;
      try {
        response = await fetch(`${baseUrl}${path}`, {
          method: 'PATCH',
          headers: { Authorization: `Bearer ${options.token}`, Accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (err) {
        throw new TidyCalError(describeNetworkFailure(err, '/bookings/{id}/cancel', options.timeoutMs));
      }
      await response.body?.cancel();
      if (!response.ok && response.status !== 404) {
        throw new TidyCalError(`TidyCal answered ${response.status} on /bookings/{id}/cancel`);
      }
    },
    listBookingTypes: (): Promise<TidyCalBookingType[]> => listAll('/booking-types', TidyCalBookingTypeSchema),
    listContacts: (): Promise<TidyCalContact[]> => listAll('/contacts', TidyCalContactSchema),
  };
}
export type TidyCalClient = ReturnType<typeof createTidyCalClient>;

/** Retry-After is either seconds or an HTTP date. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function describeNetworkFailure(err: unknown, path: string, timeoutMs: number): string {
  const error = err as Error & { cause?: { code?: string } };
  if (error.name === 'TimeoutError') return `TidyCal did not answer within ${timeoutMs} ms on ${path}`;
  const code = error.cause?.code;
  return `TidyCal unreachable on ${path}${code ? ` (${code})` : ''}`;
}
