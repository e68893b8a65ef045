import type { TripReviewStatus } from '@mobiverte/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { createQueryKeys } from '@/lib/api/query-keys';

export type TripReviewsQuery = { status: TripReviewStatus; page: number; pageSize: number };

/** The city's flagged trips in one review status (the queue: `pending`), newest first. */
export async function getTripReviews(query: TripReviewsQuery) {
  return unwrap(api.GET('/api/trip-reviews', { params: { query } }));
}

export type TripReview = Awaited<ReturnType<typeof getTripReviews>>['data'][number];

export const tripReviewKeys = createQueryKeys('trip-reviews');

export function useTripReviews(query: TripReviewsQuery) {
  return useQuery({
    queryKey: tripReviewKeys.list(query),
    queryFn: () => getTripReviews(query),
    placeholderData: keepPreviousData,
  });
}
