import type { LimitPeriod } from '@mobiverte/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { organisationKeys } from '@/lib/api/organisations';

export type PeriodicLimitKey = 'challengePerUser' | 'manualTrips' | 'transactionsOfUserPerPeriod';

type PeriodicLimitValue = { value: number; period: LimitPeriod } | null;

/** Exactly one limit per request (null clears it): the server merges it in without touching the others. */
export type LimitPatch =
  | { kmPerTrip: number | null }
  | { challengePerUser: PeriodicLimitValue }
  | { manualTrips: PeriodicLimitValue }
  | { transactionsOfUserPerPeriod: PeriodicLimitValue };

export async function updateLimit({ organisationId, patch }: { organisationId: string; patch: LimitPatch }) {
  const { data } = await unwrap(
    api.PATCH('/api/organisations/{organisationId}/settings/limits', {
      params: { path: { organisationId } },
      body: patch,
    }),
  );
  return data;
}

export function useUpdateLimit(organisationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: LimitPatch) => updateLimit({ organisationId, patch }),
    onSuccess: (limits) => queryClient.setQueryData(organisationKeys.limits(organisationId), limits),
  });
}
