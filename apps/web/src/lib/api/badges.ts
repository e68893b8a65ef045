import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '../api-client';
import { createQueryKeys } from './query-keys';

export async function getBadges() {
  return unwrapData(api.GET('/api/badges'));
}

export type Badge = Awaited<ReturnType<typeof getBadges>>[number];

export const badgeKeys = createQueryKeys('badges');

export const badgesQueryOptions = queryOptions({ queryKey: badgeKeys.lists(), queryFn: getBadges });

/** The city's badges by type, mode and level, each with its holders (the badges page, and challenge goals naming one). */
export function useBadges() {
  return useQuery(badgesQueryOptions);
}

/** A badge's name in the language shown (German when given, French otherwise). */
export const badgeNameIn = (badge: Pick<Badge, 'nameFr' | 'nameEn' | 'nameDe'>, language: string) =>
  (language.startsWith('en') ? badge.nameEn : language.startsWith('de') ? badge.nameDe : null) ?? badge.nameFr;
