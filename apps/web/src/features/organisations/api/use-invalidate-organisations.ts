import { useQueryClient } from '@tanstack/react-query';
import { organisationKeys } from '@/lib/api/organisations';

/** Every organisation query is refreshed after an action: the list's counts and states follow. */
export function useInvalidateOrganisations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: organisationKeys.all });
}
