import type { MyReview, RateReviewCardRequest, ReviewCardRated } from '@lezioni/contracts';
import { api } from '@lezioni/web-kit';

/** A card rated to come back this soon is asked again within the same sitting (FSRS' ten-minute step). */
export const LEARN_AHEAD_MS = 20 * 60_000;

// The bell reads when the deck's earliest card is due from web-kit's materials answer ('MyMaterials').
const reviewApi = api.enhanceEndpoints({ addTagTypes: ['MyMaterials'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The cards due now (the dashboard's count and the /review page share it). */
    getMyReview: build.query<MyReview, void>({
      query: () => '/api/learning/me/review',
    }),
    /**
     * Rates a card. The answer updates the cached list: a card due again within LEARN_AHEAD_MS goes to
     * its end with its new step (it is asked again in this sitting), any other leaves it.
     */
    rateReviewCard: build.mutation<ReviewCardRated, RateReviewCardRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/api/learning/me/review/${encodeURIComponent(id)}`, method: 'POST', body }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data: rated } = await queryFulfilled;
        let isSittingDone = false;
        dispatch(
          reviewApi.util.updateQueryData('getMyReview', undefined, (review) => {
            const index = review.due.findIndex((card) => card.id === id);
            if (index === -1) return;
            const [card] = review.due.splice(index, 1);
            if (Date.parse(rated.dueAt) - Date.now() <= LEARN_AHEAD_MS) {
              review.due.push({ ...card!, dueAt: rated.dueAt, step: rated.step });
            } else {
              review.dueCount = Math.max(0, review.dueCount - 1);
            }
            isSittingDone = review.due.length === 0;
          }),
        );
        // Nothing left in this sitting: the bell's "words to review" ends now, not at its next poll.
        if (isSittingDone) dispatch(reviewApi.util.invalidateTags(['MyMaterials']));
      },
    }),
  }),
});

export const { useGetMyReviewQuery, useRateReviewCardMutation } = reviewApi;
