import type { MyProgress, MyVocabulary } from '@lezioni/contracts';
import { api } from '@lezioni/web-kit';

const progressApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyProgress: build.query<MyProgress, void>({
      query: () => '/api/learning/me/progress',
    }),
    /** Without a search, the plain address: the one the page's HTML preloads. */
    getMyVocabulary: build.query<MyVocabulary, string>({
      query: (q) => (q ? { url: '/api/learning/me/vocabulary', params: { q } } : '/api/learning/me/vocabulary'),
    }),
  }),
});

export const { useGetMyProgressQuery, useGetMyVocabularyQuery } = progressApi;
