import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import type { paths } from '@/lib/api-types';
import { happyHourKeys } from './get-happy-hours';

export type HappyHourInput = NonNullable<
  paths['/api/happy-hours']['post']['requestBody']
>['content']['application/json'];

export async function createHappyHour(body: HappyHourInput) {
  return unwrapData(api.POST('/api/happy-hours', { body }));
}

export function useCreateHappyHour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHappyHour,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: happyHourKeys.lists() }),
  });
}
