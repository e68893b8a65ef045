/**
 * The cache keys of one resource, Medusa style: `all` covers every query of the resource, `lists()` every list
 * (what a create, update or delete invalidates), `detail(id)` one record and anything nested under it.
 * Each resource's root is declared once in the whole app (query-keys.test.ts checks it).
 */
export function createQueryKeys<const Root extends string>(root: Root) {
  const all = [root] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: <Query extends object>(query: Query) => [...all, 'list', query] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
  };
}

/** The signed-in account (`/api/me`), kept apart: signing in or out clears every other query. */
export const sessionKeys = createQueryKeys('session');
/** The product's name, logo and colour: the same for everyone, kept across sessions. */
export const brandingKeys = createQueryKeys('branding');

const KEPT_ACROSS_SESSIONS: readonly unknown[] = [sessionKeys.all[0], brandingKeys.all[0]];

/** The queries of the account that signed in or out, to be dropped: all but the session and the branding. */
export function isAccountQuery(query: { queryKey: readonly unknown[] }): boolean {
  return !KEPT_ACROSS_SESSIONS.includes(query.queryKey[0]);
}
