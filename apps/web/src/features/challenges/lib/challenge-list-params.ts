import {
  CHALLENGE_LIST_TABS,
  CHALLENGE_SORTS,
  type ChallengeListTab,
  type ChallengeSort,
  SORT_ORDERS,
  type SortOrder,
} from '@mobiverte/contracts';

export const CHALLENGES_PAGE_SIZE = 20;

export interface ChallengeListParams {
  tab: ChallengeListTab;
  page: number;
  sort: ChallengeSort;
  order: SortOrder;
}

const DEFAULTS: ChallengeListParams = { tab: 'all', page: 1, sort: 'startAt', order: 'desc' };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** The tab, page and sorting of the challenges page, kept in its URL; anything malformed falls back. */
export function readChallengeListParams(search: URLSearchParams): ChallengeListParams {
  const page = Number(search.get('page'));
  return {
    tab: oneOf(CHALLENGE_LIST_TABS, search.get('tab')) ?? DEFAULTS.tab,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : DEFAULTS.page,
    sort: oneOf(CHALLENGE_SORTS, search.get('sort')) ?? DEFAULTS.sort,
    order: oneOf(SORT_ORDERS, search.get('order')) ?? DEFAULTS.order,
  };
}

/** The URL query of a view: defaults left out; another tab or sorting starts again at page 1. */
export function writeChallengeListParams(
  current: ChallengeListParams,
  changes: Partial<ChallengeListParams>,
): URLSearchParams {
  const resetsPage = ['tab', 'sort', 'order'].some(
    (key) => key in changes && changes[key as keyof ChallengeListParams] !== current[key as keyof ChallengeListParams],
  );
  const next = { ...current, ...changes, ...(resetsPage && !('page' in changes) ? { page: 1 } : {}) };
  const params = new URLSearchParams();
  for (const key of ['tab', 'page', 'sort', 'order'] as const) {
    if (next[key] !== DEFAULTS[key]) params.set(key, String(next[key]));
  }
  return params;
}
