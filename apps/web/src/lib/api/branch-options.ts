import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../api-client';
import { branchKeys } from './branches';

// Apart from branches.ts, which the dashboard's first load carries: only the pages with a branch field load this.

/** The organisation's branches as options, by name (a challenge for one branch, a carpool event's destination). */
export async function getBranchOptions() {
  const { data } = await unwrap(api.GET('/api/branches'));
  return data.map(({ id, name }) => ({ value: id, label: name })).sort((a, b) => a.label.localeCompare(b.label));
}

export function useBranchOptions(enabled: boolean) {
  return useQuery({ queryKey: branchKeys.list({ use: 'options' }), queryFn: getBranchOptions, enabled });
}
