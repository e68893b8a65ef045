import { maxPointsForMode, type PointsPerModeGroup } from './city-settings.ts';
import type { TransportMode } from './constants.ts';
import type { TripContext } from './trip-rules.ts';

/** What a city's settings give the rules of one trip (a city without settings: the defaults). */
export type TripContextSettings = {
  pointsCoefficient: number | string;
  maxPointsPerTrip: PointsPerModeGroup;
} | null;

/** The default points coefficient of a city without settings: 10 greenpoints per kg avoided. */
export const DEFAULT_POINTS_COEFFICIENT = 10;

/** Everything but the settings that `evaluateTrip` reads of one trip's circumstances. */
export type TripCircumstances = {
  activityType: TransportMode;
  /** The highest happy-hour multiplier in force at the trip's start (1 outside happy hours). */
  happyHourMultiplier: number;
  controlPointCoefficient: number;
  /** The organisation's `kmPerTrip` limit when the participant belonged to one. */
  kmPerTrip: number | null | undefined;
  pointsWithheld: boolean;
  manualTripAllowed: boolean;
  /** The trip's mode's GHG avoided per metre when its city credits per mode (`avoidedMgPerMetre`); else the car's. */
  avoidedMgPerMetre?: number;
};

/**
 * The one way a trip's `TripContext` is built, at ingestion and by the what-if simulator: the city's points
 * coefficient and maximum points for the trip's group of modes, with the trip's circumstances.
 */
export function buildTripContext(settings: TripContextSettings, trip: TripCircumstances): TripContext {
  return {
    pointsCoefficient: Number(settings?.pointsCoefficient ?? DEFAULT_POINTS_COEFFICIENT),
    happyHourMultiplier: trip.happyHourMultiplier,
    controlPointCoefficient: trip.controlPointCoefficient,
    kmPerTrip: trip.kmPerTrip ?? null,
    maxPointsPerTrip: settings ? maxPointsForMode(settings.maxPointsPerTrip, trip.activityType) : null,
    pointsWithheld: trip.pointsWithheld,
    manualTripAllowed: trip.manualTripAllowed,
    ...(trip.avoidedMgPerMetre === undefined ? {} : { avoidedMgPerMetre: trip.avoidedMgPerMetre }),
  };
}
