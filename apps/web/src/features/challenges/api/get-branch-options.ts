import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { branchKeys } from '@/lib/api/branches';

/** The organisation's branches, by name: a challenge may be for one of them only. */
export async function getBranchOptions() {
  const { data } = await unwrap(api.GET('/api/branches'));
  return data.map(({ id, name }) => ({ value: id, label: name })).sort((a, b) => a.label.localeCompare(b.label));
}

export function useBranchOptions(enabled: boolean) {
  return useQuery({ queryKey: branchKeys.list({ use: 'challenge-form' }), queryFn: getBranchOptions, enabled });
}
