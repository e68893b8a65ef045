import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { citySettingsKeys } from './get-city-settings';

export const HISTORY_PAGE_SIZE = 10;

export async function getCitySettingsHistory(cityId: string, page: number) {
  return unwrap(
    api.GET('/api/cities/{cityId}/settings/history', {
      params: { path: { cityId }, query: { page, pageSize: HISTORY_PAGE_SIZE } },
    }),
  );
}

export type CitySettingChangeRow = Awaited<ReturnType<typeof getCitySettingsHistory>>['data'][number];

export const citySettingsHistoryQueryOptions = (cityId: string, page: number) =>
  queryOptions({
    queryKey: citySettingsKeys.list({ cityId, page }),
    queryFn: () => getCitySettingsHistory(cityId, page),
    placeholderData: keepPreviousData,
  });

/** The changes of the city's settings, newest first, one page at a time. */
export function useCitySettingsHistory(cityId: string, page: number) {
  return useQuery(citySettingsHistoryQueryOptions(cityId, page));
}
