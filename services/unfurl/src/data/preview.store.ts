import { createHash } from 'node:crypto';
import { LinkPreviewSchema, type LinkPreview } from '@lezioni/contracts';
import type { Redis } from '@lezioni/service-kit';

/** A preview as kept: everything but the `url`, which each answer echoes from its own request. */
export type StoredPreview = Omit<LinkPreview, 'url'>;

const StoredPreviewSchema = LinkPreviewSchema.omit({ url: true });

/** `<prefix>:unfurl:preview:<sha256 of the normalised URL>`: fixed length, whatever the URL holds. */
const previewKeyOf = (prefix: string, normalisedUrl: string) =>
  `${prefix}:unfurl:preview:${createHash('sha256').update(normalisedUrl).digest('hex')}`;

/** Previews kept in Redis for a while, failed ones too, so one link is fetched once per period. */
export function createPreviewStore(redis: Redis, prefix: string) {
  return {
    async find(normalisedUrl: string): Promise<StoredPreview | undefined> {
      const raw = await redis.get(previewKeyOf(prefix, normalisedUrl));
      if (raw === null) return undefined;
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch {
        // A value this code did not write (or an older shape): a miss, and the next save replaces it.
        return undefined;
      }
      const parsed = StoredPreviewSchema.safeParse(value);
      return parsed.success ? parsed.data : undefined;
    },

    async save(normalisedUrl: string, preview: StoredPreview, ttlMs: number): Promise<void> {
      await redis.set(previewKeyOf(prefix, normalisedUrl), JSON.stringify(preview), 'PX', ttlMs);
    },
  };
}
export type PreviewStore = ReturnType<typeof createPreviewStore>;
