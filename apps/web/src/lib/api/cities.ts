import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '../api-client';
import { createQueryKeys } from './query-keys';

const keys = createQueryKeys('cities');
/** A city's profile and summary sit under its detail, so that saving the profile refreshes both. */
export const cityKeys = {
  ...keys,
  profile: (cityId: string) => [...keys.detail(cityId), 'profile'] as const,
  summary: (cityId: string) => [...keys.detail(cityId), 'summary'] as const,
};

/** The cities running the programme, for the registration forms (no account needed). */
export async function getPublicCities() {
  return unwrapData(api.GET('/api/public/cities'));
}

export type PublicCity = Awaited<ReturnType<typeof getPublicCities>>[number];

export const publicCitiesQueryOptions = queryOptions({
  queryKey: cityKeys.list({ public: true }),
  queryFn: getPublicCities,
  staleTime: 10 * 60_000,
});

export function usePublicCities() {
  return useQuery(publicCitiesQueryOptions);
}

/** The city's figures in the programme: organisations, participants, merchants and stores. */
export async function getCitySummary(cityId: string) {
  return unwrapData(api.GET('/api/cities/{cityId}/summary', { params: { path: { cityId } } }));
}

export type CitySummary = Awaited<ReturnType<typeof getCitySummary>>;

export const citySummaryQueryOptions = (cityId: string) =>
  queryOptions({ queryKey: cityKeys.summary(cityId), queryFn: () => getCitySummary(cityId) });

export function useCitySummary(cityId: string) {
  return useQuery(citySummaryQueryOptions(cityId));
}
