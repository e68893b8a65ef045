import type { CarpoolEventAction } from '@mobiverte/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import { carpoolEventKeys } from './get-carpool-events';

const PATHS = {
  open: '/api/carpool-events/{id}/open',
  pause: '/api/carpool-events/{id}/pause',
  close: '/api/carpool-events/{id}/close',
} as const;

/** Opens, pauses or closes an event (closing cancels its live requests and matches). */
export async function changeCarpoolEventState({ id, action }: { id: string; action: CarpoolEventAction }) {
  return unwrapData(api.POST(PATHS[action], { params: { path: { id } } }));
}

export function useChangeCarpoolEventState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCarpoolEventState,
    onSuccess: (event) => {
      queryClient.setQueryData(carpoolEventKeys.detail(event.id), event);
      // Closing cancels requests and matches: the event's nested tables refresh too.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: carpoolEventKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: [...carpoolEventKeys.detail(event.id), 'requests'] }),
        queryClient.invalidateQueries({ queryKey: [...carpoolEventKeys.detail(event.id), 'matches'] }),
      ]);
    },
  });
}
