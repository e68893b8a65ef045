import { useQuery } from '@tanstack/react-query';
import { reportKeys } from './report-keys';
import { api, unwrap } from '@/lib/api-client';

/** The city's organisations by name (the first 100), for a city account choosing whose report to read. */
export async function getReportOrganisations() {
  const page = await unwrap(
    api.GET('/api/organisations', { params: { query: { page: 1, pageSize: 100, sort: 'name', order: 'asc' } } }),
  );
  return page.data.map(({ id, name }) => ({ id, name }));
}

export function useReportOrganisations(enabled: boolean) {
  return useQuery({ queryKey: reportKeys.organisations(), queryFn: getReportOrganisations, enabled });
}
