import type { PageConfig } from '@lezioni/contracts';

/** The id of the JSON script in which the prerendered landing page says what it was rendered with. */
export const PRERENDER_DATA_ID = 'lz-prerender';

/** The page-visible part of the runtime config the landing page was prerendered with. */
export type PrerenderData = {
  config: PageConfig;
};
