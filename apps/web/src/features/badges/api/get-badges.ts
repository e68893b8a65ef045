import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { createQueryKeys } from '@/lib/api/query-keys';

export async function getBadges() {
  return unwrapData(api.GET('/api/badges'));
}

export type Badge = Awaited<ReturnType<typeof getBadges>>[number];

export const badgeKeys = createQueryKeys('badges');

export const badgesQueryOptions = queryOptions({ queryKey: badgeKeys.lists(), queryFn: getBadges });

/** The city's badges by type, mode and level, each with its holders. */
export function useBadges() {
  return useQuery(badgesQueryOptions);
}
