import type { LinkPreview } from '@lezioni/contracts';
import { LINK_PREVIEW_CACHE_MS } from '@lezioni/contracts/values';
import { api } from '../api/api';

// In web-kit, not in mfe-chat: the lesson room's chat previews its links too.
const linkPreviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLinkPreview: build.query<LinkPreview, string>({
      query: (url) => `/api/unfurl?url=${encodeURIComponent(url)}`,
      // Previews are cached 5 minutes (spec §7, §9).
      keepUnusedDataFor: LINK_PREVIEW_CACHE_MS / 1000,
    }),
  }),
});

/** The preview of `url` (GET /api/unfurl), asked again only when the cached one is older than 5 minutes. */
export function useLinkPreview(url: string) {
  return linkPreviewApi.useGetLinkPreviewQuery(url, { refetchOnMountOrArgChange: LINK_PREVIEW_CACHE_MS / 1000 });
}
