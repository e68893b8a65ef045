import { CAR_EMISSION_KG_PER_KM, type Measures } from '@mobiverte/contracts';
import { formatNumber } from '@/lib/format';

/**
 * The figures whose meaning is written once, under `definitions.<id>` (a namespace of its own, so that the
 * dashboards do not load the help pages' texts): the dashboards' cards show it from an info icon and the FAQ
 * answers start with it, so that both say the same thing.
 */
export type FigureDefinition = Exclude<keyof Measures, 'durationMin' | 'calories'> | 'score';

export const definitionKey = (id: FigureDefinition) => `definitions.${id}` as const;

/** The values the definitions quote (the car emission factor), in the reader's language. */
export function definitionValues(language: string) {
  return { kgPerKm: formatNumber(CAR_EMISSION_KG_PER_KM, language, { maximumFractionDigits: 2 }) };
}
