import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { createQueryKeys } from '@/lib/api/query-keys';

export async function getHappyHours() {
  return unwrap(api.GET('/api/happy-hours'));
}

export type HappyHour = Awaited<ReturnType<typeof getHappyHours>>['data'][number];

export const happyHourKeys = createQueryKeys('happy-hours');

export const happyHoursQueryOptions = queryOptions({ queryKey: happyHourKeys.lists(), queryFn: getHappyHours });

/** The city's happy hours, ordered by start, and the city's time zone. */
export function useHappyHours() {
  return useQuery(happyHoursQueryOptions);
}
