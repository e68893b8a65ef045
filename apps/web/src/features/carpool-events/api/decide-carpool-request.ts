import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CarpoolAdminRequestAction } from '@mobiverte/contracts';
import { api, unwrapData } from '@/lib/api-client';
import { carpoolEventKeys } from './get-carpool-events';

/** An admin's action on a request: hold, release, refuse or remove it (its live matches are called off). */
export async function decideCarpoolRequest({
  eventId,
  requestId,
  action,
}: {
  eventId: string;
  requestId: string;
  action: CarpoolAdminRequestAction;
}) {
  const path = { params: { path: { id: eventId, requestId } } };
  switch (action) {
    case 'suspend':
      return unwrapData(api.POST('/api/carpool-events/{id}/requests/{requestId}/suspend', path));
    case 'release':
      return unwrapData(api.POST('/api/carpool-events/{id}/requests/{requestId}/release', path));
    case 'reject':
      return unwrapData(api.POST('/api/carpool-events/{id}/requests/{requestId}/reject', path));
    case 'delete':
      return unwrapData(api.POST('/api/carpool-events/{id}/requests/{requestId}/delete', path));
  }
}

export function useDecideCarpoolRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideCarpoolRequest,
    // The request moves, and so do its matches and their partners' requests; the list's counts change too.
    onSuccess: (request) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: carpoolEventKeys.detail(request.eventId) }),
        queryClient.invalidateQueries({ queryKey: carpoolEventKeys.lists() }),
      ]),
  });
}
