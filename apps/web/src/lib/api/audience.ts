import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import type { AudienceInput, CommunicationChannel } from '@mobiverte/contracts';
import { api, unwrapData } from '@/lib/api-client';
import { createQueryKeys } from './query-keys';

/** How many participants a notification or an email campaign would reach now (issue 18). */
export const audienceKeys = createQueryKeys('audience');

export function useAudienceCount(channel: CommunicationChannel, audience: AudienceInput, enabled = true) {
  const [debounced] = useDebouncedValue(audience, 300);
  const complete =
    debounced.kind === 'everyone' ||
    (debounced.kind === 'organisations' && (debounced.organisationIds?.length ?? 0) > 0) ||
    (debounced.kind === 'branches' && (debounced.branchIds?.length ?? 0) > 0);
  return useQuery({
    queryKey: audienceKeys.list({ channel, audience: debounced }),
    queryFn: () => unwrapData(api.POST('/api/audience/count', { body: { channel, audience: debounced } })),
    enabled: enabled && complete,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
