import type {
  CitySettingField,
  CitySettingPatch,
  CitySettings,
  CitySettingsKind,
  PeriodicLimit,
  PointsPerModeGroup,
} from '@mobiverte/contracts';
import type { citySettings } from '../../db/schema/index.ts';

type Row = typeof citySettings.$inferSelect;
type Columns = Partial<typeof citySettings.$inferInsert>;

const periodic = (value: number | null, period: PeriodicLimit['period'] | null): PeriodicLimit | null =>
  value === null || period === null ? null : { value, period };

/** The maximum points per trip of each group of modes, as the trip rules read them. */
export const pointsPerModeGroupOf = (row: Row): PointsPerModeGroup => ({
  active: row.maxPointsPerTripActive,
  collective: row.maxPointsPerTripCollective,
  other: row.maxPointsPerTripOther,
});

/** The city's settings row as the five kinds of the API. */
export function toCitySettings(row: Row): CitySettings {
  return {
    'city-limits': {
      pointsCoefficient: Number(row.pointsCoefficient),
      maxPointsPerTrip: pointsPerModeGroupOf(row),
      daysBeforeOrdersExpire: row.daysBeforeOrdersExpire,
      maxTripAgeDays: row.maxTripAgeDays,
      mapMinParticipants: row.mapMinParticipants,
    },
    'citizen-limits': {
      maxChallengesPerUser: periodic(row.maxChallengesPerUser, row.maxChallengesPerUserPeriod),
      maxDailyManualTrips: row.maxDailyManualTrips,
      maxTransactionsPerPeriod: periodic(row.maxTransactionsPerPeriod, row.maxTransactionsPeriod),
      maxTransactionsPerProduct: row.maxTransactionsPerProduct,
      dailyPointsCap: row.dailyPointsCap,
      dailyDistanceCapKm: row.dailyDistanceCapKm,
    },
    'control-points': {
      controlPointsEnabled: row.controlPointsEnabled,
      pointsOnlyWithControlPoints: row.pointsOnlyWithControlPoints,
      controlPointCoefficient: Number(row.controlPointCoefficient),
    },
    carpool: {
      maxMatchesPerUser: row.carpoolMaxMatchesPerUser,
      driverDetourMinutes: row.carpoolDriverDetourMinutes,
      riderDetourMinutes: row.carpoolRiderDetourMinutes,
    },
    'admin-emails': { orderAdminEmails: row.orderAdminEmails, reportAdminEmails: row.reportAdminEmails },
  };
}

/** The value of one field in the API's shape. */
export function settingValueOf(row: Row, kind: CitySettingsKind, field: CitySettingField): unknown {
  return (toCitySettings(row)[kind] as Record<string, unknown>)[field];
}

/** The columns one field writes: a periodic limit its value and period, the points per trip its three groups. */
export function columnsOfSetting(patch: CitySettingPatch): Columns {
  const [field, value] = Object.entries(patch)[0] as [CitySettingField, never];
  switch (field) {
    case 'pointsCoefficient':
    case 'controlPointCoefficient':
      return { [field]: (value as number).toFixed(3) };
    case 'maxPointsPerTrip': {
      const points = value as PointsPerModeGroup;
      return {
        maxPointsPerTripActive: points.active,
        maxPointsPerTripCollective: points.collective,
        maxPointsPerTripOther: points.other,
      };
    }
    case 'maxChallengesPerUser': {
      const limit = value as PeriodicLimit | null;
      return { maxChallengesPerUser: limit?.value ?? null, maxChallengesPerUserPeriod: limit?.period ?? null };
    }
    case 'maxTransactionsPerPeriod': {
      const limit = value as PeriodicLimit | null;
      return { maxTransactionsPerPeriod: limit?.value ?? null, maxTransactionsPeriod: limit?.period ?? null };
    }
    case 'maxMatchesPerUser':
      return { carpoolMaxMatchesPerUser: value };
    case 'driverDetourMinutes':
      return { carpoolDriverDetourMinutes: value };
    case 'riderDetourMinutes':
      return { carpoolRiderDetourMinutes: value };
    default:
      return { [field]: value };
  }
}
