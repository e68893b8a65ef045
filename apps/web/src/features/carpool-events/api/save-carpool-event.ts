import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import type { paths } from '@/lib/api-types';
import { carpoolEventKeys } from './get-carpool-events';

export type CarpoolEventBody = NonNullable<
  paths['/api/carpool-events']['post']['requestBody']
>['content']['application/json'];

/** Creates an event (no id) or replaces one. */
export async function saveCarpoolEvent({ id, body }: { id: string | null; body: CarpoolEventBody }) {
  return id
    ? unwrapData(api.PUT('/api/carpool-events/{id}', { params: { path: { id } }, body }))
    : unwrapData(api.POST('/api/carpool-events', { body }));
}

export function useSaveCarpoolEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCarpoolEvent,
    onSuccess: (event) => {
      queryClient.setQueryData(carpoolEventKeys.detail(event.id), event);
      return queryClient.invalidateQueries({ queryKey: carpoolEventKeys.lists() });
    },
  });
}
