import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import type { HappyHourInput } from './create-happy-hour';
import { happyHourKeys } from './get-happy-hours';

export async function updateHappyHour({ id, body }: { id: string; body: HappyHourInput }) {
  return unwrapData(api.PUT('/api/happy-hours/{happyHourId}', { params: { path: { happyHourId: id } }, body }));
}

export function useUpdateHappyHour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHappyHour,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: happyHourKeys.lists() }),
  });
}
