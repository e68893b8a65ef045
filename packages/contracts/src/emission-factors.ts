import { z } from 'zod';
import { CAR_EMISSION_KG_PER_KM, TRANSPORT_MODES, type TransportMode } from './constants.ts';
import { calendarDay } from './text.ts';

/**
 * Emission factors of commuting (GHG Protocol, Scope 3, category 7): kilograms of CO₂e per passenger-km, per
 * transport mode. The defaults come from public tables (decision record 0016); a city may replace any of them
 * with its own, each change kept with who and when.
 */
export const EMISSION_FACTOR_MAX_KG_PER_KM = 2;
export const EMISSION_SOURCE_MAX_LENGTH = 200;

/** Modes a factor is kept for: every mode but standing still. */
export const FACTOR_MODES = TRANSPORT_MODES.filter((mode) => mode !== 'still') as Exclude<TransportMode, 'still'>[];
export type FactorMode = (typeof FACTOR_MODES)[number];

export const emissionFactorSchema = z.object({
  mode: z.enum(FACTOR_MODES as [FactorMode, ...FactorMode[]]),
  kgPerKm: z.number().min(0).max(EMISSION_FACTOR_MAX_KG_PER_KM),
  source: z.string().trim().min(1).max(EMISSION_SOURCE_MAX_LENGTH),
  year: z.number().int().min(1990).max(2100),
});
export type EmissionFactor = z.infer<typeof emissionFactorSchema>;

const ADEME = 'ADEME Base Carbone (impactCO2.fr)';
const SPEC = 'Mobiverte (0.21 kg/km)';

/** The default table (decision record 0016). The car stays the spec's 0.21 kg/km, the baseline of GHG avoided. */
export const DEFAULT_EMISSION_FACTORS: readonly EmissionFactor[] = [
  { mode: 'car', kgPerKm: CAR_EMISSION_KG_PER_KM, source: SPEC, year: 2026 },
  { mode: 'electric_car', kgPerKm: 0.103, source: ADEME, year: 2023 },
  { mode: 'carpool', kgPerKm: 0.109, source: `${ADEME}, 2 occupants`, year: 2023 },
  { mode: 'carpool_electric_car', kgPerKm: 0.0515, source: `${ADEME}, 2 occupants`, year: 2023 },
  { mode: 'bus', kgPerKm: 0.113, source: ADEME, year: 2023 },
  { mode: 'train', kgPerKm: 0.0296, source: `${ADEME}, TER`, year: 2023 },
  { mode: 'metro', kgPerKm: 0.0044, source: ADEME, year: 2023 },
  { mode: 'motorcycle', kgPerKm: 0.191, source: ADEME, year: 2023 },
  { mode: 'scooter', kgPerKm: 0.0249, source: ADEME, year: 2023 },
  { mode: 'electric_bicycle', kgPerKm: 0.0109, source: ADEME, year: 2023 },
  { mode: 'other', kgPerKm: 0.113, source: ADEME, year: 2023 },
  ...(['walk', 'run', 'bike', 'roller_blade', 'skate', 'wfh', 'fat_bike', 'skiing', 'snowshoes'] as const).map(
    (mode) => ({ mode, kgPerKm: 0, source: ADEME, year: 2023 }),
  ),
];

export type FactorTable = Partial<Record<TransportMode, number>>;

/** A city's table: its own factors over the defaults. */
export function factorTableOf(overrides: readonly Pick<EmissionFactor, 'mode' | 'kgPerKm'>[] = []): FactorTable {
  const table: FactorTable = {};
  for (const factor of DEFAULT_EMISSION_FACTORS) table[factor.mode] = factor.kgPerKm;
  for (const factor of overrides) table[factor.mode] = factor.kgPerKm;
  return table;
}

/** The factors in force, with their source and year: the defaults unless the city set its own. */
export function effectiveFactors(overrides: readonly EmissionFactor[]): (EmissionFactor & { custom: boolean })[] {
  const own = new Map(overrides.map((factor) => [factor.mode, factor]));
  return DEFAULT_EMISSION_FACTORS.map((factor) => {
    const custom = own.get(factor.mode);
    return custom ? { ...custom, custom: true } : { ...factor, custom: false };
  });
}

/** Milligrams of CO₂e a passenger emits per metre in this mode (kg/km × 1000). */
export function emittedMgPerMetre(mode: TransportMode, table: FactorTable): number {
  return (table[mode] ?? 0) * 1000;
}

/**
 * Milligrams of CO₂e avoided per metre against driving alone: (car factor − mode factor) × 1000, never negative
 * (a mode that emits more than the car avoids nothing).
 */
export function avoidedMgPerMetre(mode: TransportMode, table: FactorTable): number {
  const car = table.car ?? CAR_EMISSION_KG_PER_KM;
  return Math.max(0, car - (table[mode] ?? 0)) * 1000;
}

/** A city's switch to per-mode factors counts for trips that start at or after it (history is not rewritten). */
export function usesPerModeFactors(switchedAt: Date | string | null | undefined, tripStart: Date | string): boolean {
  return switchedAt != null && new Date(tripStart).getTime() >= new Date(switchedAt).getTime();
}

export const emissionFactorsInput = z.object({
  factors: z.array(emissionFactorSchema).max(FACTOR_MODES.length),
  /** Per-mode factors for trips from now on (true), or back to 0.21 kg/km for every mode (false). */
  perMode: z.boolean(),
});
export type EmissionFactorsInput = z.infer<typeof emissionFactorsInput>;

export const cityEmissionFactorsSchema = z.object({
  perModeSince: z
    .string()
    .nullable()
    .meta({ description: 'Since when new trips are credited with per-mode factors (null: 0.21 kg/km for every mode)' }),
  factors: z.array(emissionFactorSchema.extend({ custom: z.boolean() })),
  defaults: z.array(emissionFactorSchema),
});
export type CityEmissionFactors = z.infer<typeof cityEmissionFactorsSchema>;

export const EMISSION_FACTOR_ACTIONS = ['factor', 'reset', 'switch', 'recompute'] as const;
export const emissionFactorChangeSchema = z.object({
  id: z.string(),
  action: z.enum(EMISSION_FACTOR_ACTIONS),
  mode: z.string().nullable(),
  oldValue: z.unknown(),
  newValue: z.unknown(),
  changedAt: z.string(),
  changedBy: z.string().nullable().meta({ description: 'The email of the account (null once deleted)' }),
});
export type EmissionFactorChange = z.infer<typeof emissionFactorChangeSchema>;

/** A recomputation covers at most 366 days. */
export const RECOMPUTE_MAX_DAYS = 366;
export const recomputeInput = z.object({ startDate: calendarDay(), endDate: calendarDay() });
export type RecomputeInput = z.infer<typeof recomputeInput>;
export const recomputeResultSchema = z.object({
  trips: z.number().int().meta({ description: 'Counted trips of the period re-evaluated' }),
  changed: z.number().int().meta({ description: 'Of which the GHG avoided changed' }),
  ghgMgBefore: z.number(),
  ghgMgAfter: z.number(),
});
export type RecomputeResult = z.infer<typeof recomputeResultSchema>;
