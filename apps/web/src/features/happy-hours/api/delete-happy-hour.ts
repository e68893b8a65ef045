import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { happyHourKeys } from './get-happy-hours';

export async function deleteHappyHour(happyHourId: string) {
  await unwrap(api.DELETE('/api/happy-hours/{happyHourId}', { params: { path: { happyHourId } } }));
}

export function useDeleteHappyHour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHappyHour,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: happyHourKeys.lists() }),
  });
}
