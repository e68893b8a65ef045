import {
  TRANSPORT_MODES,
  USER_LIST_SORTS,
  USER_PAGE_SIZES,
  type TransportMode,
  type UserExportFormat,
  type UserExportLanguage,
  type UserListSort,
} from '@mobiverte/contracts';

export type UserFilters = {
  q?: string;
  organisationId?: string;
  branchId?: string;
  mode?: TransportMode;
  activeDays?: number;
  joinedFrom?: string;
  joinedTo?: string;
};

export type UserListParams = UserFilters & {
  page: number;
  pageSize: number;
  sort: UserListSort;
  order: 'asc' | 'desc';
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f-]{36}$/i;

/** The list's state, read from the address (shareable, kept on reload); anything malformed is left out. */
export function readUserListParams(search: URLSearchParams): UserListParams {
  const text = (name: string) => search.get(name)?.trim() || undefined;
  const sort = text('sort');
  const mode = text('mode');
  const pageSize = Number(search.get('pageSize'));
  const page = Number(search.get('page'));
  const activeDays = Number(search.get('activeDays'));
  const id = (name: string) => {
    const value = text(name);
    return value && UUID.test(value) ? value : undefined;
  };
  const day = (name: string) => {
    const value = text(name);
    return value && DAY.test(value) ? value : undefined;
  };
  return {
    q: text('q')?.slice(0, 200),
    organisationId: id('organisationId'),
    branchId: id('branchId'),
    mode: mode && (TRANSPORT_MODES as readonly string[]).includes(mode) ? (mode as TransportMode) : undefined,
    activeDays: Number.isInteger(activeDays) && activeDays >= 1 && activeDays <= 366 ? activeDays : undefined,
    joinedFrom: day('joinedFrom'),
    joinedTo: day('joinedTo'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (USER_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : 25,
    sort: sort && (USER_LIST_SORTS as readonly string[]).includes(sort) ? (sort as UserListSort) : 'lastName',
    order: search.get('order') === 'desc' ? 'desc' : 'asc',
  };
}

/** The address after a change; a change of filter or sort goes back to the first page. */
export function writeUserListParams(current: URLSearchParams, changes: Partial<UserListParams>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === null || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

/** Only the filters (what an export takes and what the log records). */
export function userFiltersOf(params: UserListParams): UserFilters {
  const { q, organisationId, branchId, mode, activeDays, joinedFrom, joinedTo } = params;
  return Object.fromEntries(
    Object.entries({ q, organisationId, branchId, mode, activeDays, joinedFrom, joinedTo }).filter(
      ([, value]) => value !== undefined,
    ),
  ) as UserFilters;
}

export function hasUserFilters(params: UserListParams): boolean {
  return Object.keys(userFiltersOf(params)).length > 0;
}

/** The download address of the export of the current filter, the policy accepted. */
export function userExportUrl(filters: UserFilters, format: UserExportFormat, language: UserExportLanguage): string {
  const query = new URLSearchParams({ format, language, acceptDataPolicy: 'true' });
  for (const [name, value] of Object.entries(filters)) query.set(name, String(value));
  return `/api/users/export?${query.toString()}`;
}
