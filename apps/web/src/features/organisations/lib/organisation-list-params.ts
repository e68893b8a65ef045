import { ORGANISATION_SORTS, type OrganisationSort, SORT_ORDERS, type SortOrder } from '@mobiverte/contracts';

export const ORGANISATIONS_PAGE_SIZE = 10;

export interface OrganisationListParams {
  q: string;
  page: number;
  sort: OrganisationSort;
  order: SortOrder;
}

const DEFAULTS: OrganisationListParams = { q: '', page: 1, sort: 'name', order: 'asc' };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** The search, page and sorting of the organisations page, kept in its URL; anything malformed falls back. */
export function readOrganisationListParams(search: URLSearchParams): OrganisationListParams {
  const page = Number(search.get('page'));
  return {
    q: (search.get('q') ?? '').slice(0, 100),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : DEFAULTS.page,
    sort: oneOf(ORGANISATION_SORTS, search.get('sort')) ?? DEFAULTS.sort,
    order: oneOf(SORT_ORDERS, search.get('order')) ?? DEFAULTS.order,
  };
}

/** The URL query of a view: defaults left out; another search or sorting starts again at page 1. */
export function writeOrganisationListParams(
  current: OrganisationListParams,
  changes: Partial<OrganisationListParams>,
): URLSearchParams {
  const resetsPage = (['q', 'sort', 'order'] as const).some((key) => key in changes && changes[key] !== current[key]);
  const next = { ...current, ...changes, ...(resetsPage && !('page' in changes) ? { page: 1 } : {}) };
  const params = new URLSearchParams();
  for (const key of ['q', 'page', 'sort', 'order'] as const) {
    if (next[key] !== DEFAULTS[key]) params.set(key, String(next[key]));
  }
  return params;
}
