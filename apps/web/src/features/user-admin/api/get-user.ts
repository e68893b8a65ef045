import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { userAdminKeys } from './user-admin-keys';

/** A participant: profile, control points, affiliation, balance, state and figures. */
export async function getUser(userId: string) {
  return unwrapData(api.GET('/api/users/{userId}', { params: { path: { userId } } }));
}
export type UserDetail = Awaited<ReturnType<typeof getUser>>;

export const userQueryOptions = (userId: string) =>
  queryOptions({ queryKey: userAdminKeys.detail(userId), queryFn: () => getUser(userId) });

export function useUser(userId: string) {
  return useQuery(userQueryOptions(userId));
}
