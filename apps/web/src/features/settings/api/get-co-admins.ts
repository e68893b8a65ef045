import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { createQueryKeys } from '@/lib/api/query-keys';

/** The invited and confirmed co-admins of the signed-in account's city, organisation or tenant. */
export async function getCoAdmins() {
  const { data } = await unwrap(api.GET('/api/co-admins'));
  return data;
}

export type CoAdmin = Awaited<ReturnType<typeof getCoAdmins>>[number];

export const coAdminKeys = createQueryKeys('co-admins');

export const coAdminsQueryOptions = queryOptions({ queryKey: coAdminKeys.lists(), queryFn: getCoAdmins });

export function useCoAdmins() {
  return useQuery(coAdminsQueryOptions);
}
