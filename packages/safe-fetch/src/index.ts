export { refusalOf } from './address-policy';
export { FetchFailure, TargetRefused } from './fetch-failure';
export type { Connect, PageRequest, PageResponse } from './page-fetcher';
export { createSafeFetch, type FetchedPage, type SafeFetch, type SafeFetchOptions } from './safe-fetch';
export type { ResolveHost } from './target-guard';
export {
  MAX_URL_LENGTH,
  allowHostKeyOf,
  bareHostnameOf,
  hasCredentials,
  hostPortOf,
  isFetchableUrl,
  isWebScheme,
} from './target-url';
