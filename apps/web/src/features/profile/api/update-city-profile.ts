import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import type { paths } from '@/lib/api-types';
import { sessionQueryKey } from '@/lib/auth/session';
import { cityKeys } from '@/lib/api/cities';
import type { CityProfile } from './get-city-profile';

export type CityProfileInput = NonNullable<
  paths['/api/cities/{cityId}/profile']['put']['requestBody']
>['content']['application/json'];

export async function updateCityProfile({ cityId, body }: { cityId: string; body: CityProfileInput }) {
  return unwrapData(api.PUT('/api/cities/{cityId}/profile', { params: { path: { cityId } }, body }));
}

/**
 * Saves the city's profile. The session carries the city's name and time zone (top bar, dates, "today"), so
 * it is read again; a new time zone moves the days of every statistic, so every query is then refreshed.
 */
export function useUpdateCityProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCityProfile,
    onSuccess: (profile) => {
      const key = cityKeys.profile(profile.id);
      const previous = queryClient.getQueryData<CityProfile>(key);
      queryClient.setQueryData(key, profile);
      if (previous && previous.timezone !== profile.timezone) {
        void queryClient.invalidateQueries({ predicate: (query) => query.queryHash !== hashKey(key) });
        return;
      }
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      void queryClient.invalidateQueries({ queryKey: cityKeys.summary(profile.id) });
    },
  });
}
