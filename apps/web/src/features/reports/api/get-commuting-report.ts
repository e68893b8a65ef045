import type { CommutingReport } from '@mobiverte/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportScopeQuery } from '../lib/report-query';
import { reportKeys } from './report-keys';
import { api, unwrapData } from '@/lib/api-client';

export async function getCommutingReport(query: ReportScopeQuery) {
  return unwrapData(api.GET('/api/reports/commuting', { params: { query } })) as Promise<CommutingReport>;
}

/** Null while the range is incomplete; the previous report stays on screen while the range changes. */
export function useCommutingReport(query: ReportScopeQuery | null) {
  return useQuery({
    queryKey: reportKeys.commuting(query ?? {}),
    queryFn: () => getCommutingReport(query!),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
