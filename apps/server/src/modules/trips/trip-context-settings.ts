import type { TripContextSettings } from '@mobiverte/contracts';
import type { citySettings } from '../../db/schema/index.ts';

type CitySettingsRow = Pick<
  typeof citySettings.$inferSelect,
  'pointsCoefficient' | 'maxPointsPerTripActive' | 'maxPointsPerTripCollective' | 'maxPointsPerTripOther'
>;

/** What contracts' `buildTripContext` reads of a city's stored settings (at ingestion and in the simulator). */
export function tripContextSettingsOf(settings: CitySettingsRow | undefined | null): TripContextSettings {
  if (!settings) return null;
  return {
    pointsCoefficient: settings.pointsCoefficient,
    maxPointsPerTrip: {
      active: settings.maxPointsPerTripActive,
      collective: settings.maxPointsPerTripCollective,
      other: settings.maxPointsPerTripOther,
    },
  };
}
