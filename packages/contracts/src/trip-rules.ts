import { CAR_EMISSION_KG_PER_KM, TRIP_MIN_METRES, TRIP_MIN_SECONDS, type TransportMode } from './constants.ts';

/** Modes that never count as a sustainable trip: solo car driving, and standing still. */
export const NON_SUSTAINABLE_MODES: readonly TransportMode[] = ['car', 'still'];

/**
 * Metabolic equivalents (MET) of the active modes, from the Compendium of Physical Activities (2011):
 * walking 3.5, running 9.8, cycling 7.5, e-bike 4.0, inline skating 7.0, skateboarding 5.0, fat bike 8.5,
 * cross-country skiing 9.0, snowshoeing 5.3. Motorised modes burn no activity calories (0).
 */
export const MET_BY_MODE: Partial<Record<TransportMode, number>> = {
  walk: 3.5,
  run: 9.8,
  bike: 7.5,
  electric_bicycle: 4.0,
  roller_blade: 7.0,
  skate: 5.0,
  fat_bike: 8.5,
  skiing: 9.0,
  snowshoes: 5.3,
};
export const DEFAULT_BODY_WEIGHT_KG = 70;

/** Modes whose time and calories the activity ("fitness") view shows. */
export const ACTIVE_MODES = Object.keys(MET_BY_MODE) as TransportMode[];

/** Greenhouse gas avoided, in milligrams of CO₂e: 0.21 kg per km is exactly 210 mg per metre. */
export const GHG_MG_PER_METRE = CAR_EMISSION_KG_PER_KM * 1000;

export type TripFacts = { activityType: TransportMode; distanceM: number; durationS: number; source: 'app' | 'manual' };

export type TripContext = {
  /** The city's standard points coefficient: greenpoints per kg of greenhouse gas avoided. */
  pointsCoefficient: number;
  /** The happy-hour multiplier in force at the trip's start (1 outside happy hours). */
  happyHourMultiplier: number;
  /** The city's control-point coefficient for a trip to or from a control point (`controlPointCoefficientOf`); 1 otherwise. */
  controlPointCoefficient?: number;
  /** The organisation's `kmPerTrip`: at most this many km counted for one trip. */
  kmPerTrip?: number | null;
  /** The city's maximum points per trip for the trip's group of modes (`maxPointsForMode`). */
  maxPointsPerTrip?: number | null;
  /** The city keeps points for participants with control points, and this one has not declared them. */
  pointsWithheld?: boolean;
  /** False once the participant has used up the manual trips the limits allow in the period. */
  manualTripAllowed: boolean;
  /**
   * For a city on per-mode emission factors: mg of CO₂e the trip's mode avoids per metre against driving alone
   * (`avoidedMgPerMetre`). Absent: the spec's 0.21 kg/km for every mode (`GHG_MG_PER_METRE`).
   */
  avoidedMgPerMetre?: number;
};

/** Why a plausible trip still earns nothing (stored, not counted). */
export const TRIP_REFUSALS = ['not_sustainable_mode', 'too_short', 'too_brief', 'manual_limit_reached'] as const;
export type TripRefusal = (typeof TRIP_REFUSALS)[number];

export type TripOutcome = {
  counted: boolean;
  reason: TripRefusal | null;
  countedDistanceM: number;
  ghgMg: number;
  greenpoints: number;
  calories: number;
};

export function isSustainableTrip(
  trip: Pick<TripFacts, 'activityType' | 'distanceM' | 'durationS'>,
): TripRefusal | null {
  if (NON_SUSTAINABLE_MODES.includes(trip.activityType)) return 'not_sustainable_mode';
  if (trip.distanceM < TRIP_MIN_METRES) return 'too_short';
  if (trip.durationS < TRIP_MIN_SECONDS) return 'too_brief';
  return null;
}

/**
 * Milligrams of CO₂e a counted distance avoids, rounded per trip (half up). The simulator's SQL sums the same
 * expression trip by trip (`simulator.repository.ts`); a change here is a change there.
 */
export function ghgAvoidedMg(countedDistanceM: number, avoidedMgPerMetre = GHG_MG_PER_METRE): number {
  return Math.round(countedDistanceM * avoidedMgPerMetre);
}

export function computeCalories(
  activityType: TransportMode,
  durationS: number,
  weightKg = DEFAULT_BODY_WEIGHT_KG,
): number {
  const met = MET_BY_MODE[activityType] ?? 0;
  return Math.round(met * weightKg * (durationS / 3600));
}

/**
 * The rules that turn one trip into impact and greenpoints:
 * a trip counts when its mode is not solo car (nor still), it is at least 500 m and 2 minutes, and (for a
 * manual trip) the manual-trip limit is not reached; the counted distance is capped by `kmPerTrip`;
 * greenhouse gas avoided = counted km × 0.21 kg (or, for a city on per-mode factors, × (car factor − mode
 * factor)); greenpoints = kg avoided × points coefficient × happy-hour
 * multiplier × control-point coefficient, rounded, capped by the maximum points per trip (none while the city
 * withholds them for want of control points); calories = MET × 70 kg × hours.
 */
export function evaluateTrip(trip: TripFacts, context: TripContext): TripOutcome {
  const refusal =
    isSustainableTrip(trip) ?? (trip.source === 'manual' && !context.manualTripAllowed ? 'manual_limit_reached' : null);
  if (refusal) return { counted: false, reason: refusal, countedDistanceM: 0, ghgMg: 0, greenpoints: 0, calories: 0 };
  const capM = context.kmPerTrip ? Math.round(context.kmPerTrip * 1000) : Number.POSITIVE_INFINITY;
  const countedDistanceM = Math.min(trip.distanceM, capM);
  const ghgMg = ghgAvoidedMg(countedDistanceM, context.avoidedMgPerMetre);
  const multiplier = context.happyHourMultiplier * (context.controlPointCoefficient ?? 1);
  const rawPoints = Math.round((ghgMg / 1_000_000) * context.pointsCoefficient * multiplier);
  const capped = context.maxPointsPerTrip != null ? Math.min(rawPoints, context.maxPointsPerTrip) : rawPoints;
  const greenpoints = context.pointsWithheld ? 0 : capped;
  return {
    counted: true,
    reason: null,
    countedDistanceM,
    ghgMg,
    greenpoints,
    calories: computeCalories(trip.activityType, trip.durationS),
  };
}
