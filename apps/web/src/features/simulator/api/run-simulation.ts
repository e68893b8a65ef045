import { useMutation } from '@tanstack/react-query';
import { api, unwrapData } from '@/lib/api-client';
import type { paths } from '@/lib/api-types';

export type SimulationRequest = NonNullable<
  paths['/api/simulations']['post']['requestBody']
>['content']['application/json'];

export async function runSimulation(body: SimulationRequest) {
  return unwrapData(api.POST('/api/simulations', { body }));
}

export type Simulation = Awaited<ReturnType<typeof runSimulation>>;

/** A simulation writes nothing: a mutation only because it runs when asked, with the form's values. */
export function useRunSimulation() {
  return useMutation({ mutationFn: runSimulation });
}
