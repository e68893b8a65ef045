import { z } from 'zod';
import { LOCATION_TYPES, type LocationType, type TransportMode } from './constants.ts';
import { periodicLimit } from './limits.ts';
import { MAP_MIN_PARTICIPANTS_MAX, MAP_MIN_PARTICIPANTS_MIN } from './maps.ts';
import { ACTIVE_MODES } from './trip-rules.ts';

/**
 * A city's programme settings (issue 17, spec §9), in five kinds, each saved one field at a time. The trip rules
 * read them at each trip's ingestion: a change applies to the trips posted after it, never to those before.
 */
export const CITY_SETTINGS_KINDS = [
  'city-limits',
  'citizen-limits',
  'control-points',
  'carpool',
  'admin-emails',
] as const;
export type CitySettingsKind = (typeof CITY_SETTINGS_KINDS)[number];

/** The kinds an organisation's account reads (those that apply to its participants); admin emails stay the city's. */
export const ORGANISATION_READABLE_KINDS: readonly CitySettingsKind[] = [
  'city-limits',
  'citizen-limits',
  'control-points',
  'carpool',
];

/** Modes grouped as the original's points-per-trip limit: one value written for the three groups. */
export const MODE_GROUPS = ['active', 'collective', 'other'] as const;
export type ModeGroup = (typeof MODE_GROUPS)[number];

const COLLECTIVE_MODES: readonly TransportMode[] = ['bus', 'train', 'metro', 'carpool', 'carpool_electric_car'];

export function modeGroupOf(mode: TransportMode): ModeGroup {
  if (ACTIVE_MODES.includes(mode)) return 'active';
  if (COLLECTIVE_MODES.includes(mode)) return 'collective';
  return 'other';
}

export const POINTS_COEFFICIENT_MAX = 1000;
export const CONTROL_POINT_COEFFICIENT_MAX = 10;
export const ADMIN_EMAILS_MAX = 10;
/**
 * What the admin email lists receive: the order list a digest of the marketplace's day (every morning), the
 * report list the week's activity (every Monday morning), both at `ADMIN_REPORT_LOCAL_HOUR` in the city's time zone.
 */
export const ADMIN_REPORT_KINDS = ['orders_daily', 'activity_weekly'] as const;
export type AdminReportKind = (typeof ADMIN_REPORT_KINDS)[number];
export const ADMIN_REPORT_LOCAL_HOUR = 7;
export const DETOUR_MINUTES_MAX = 120;

/** True for a number with at most three decimals (the column's scale). */
const hasThreeDecimals = (value: number) => Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6;

const coefficient = (max: number) =>
  z
    .number()
    .positive()
    .max(max)
    .refine(hasThreeDecimals, 'At most three decimals')
    .meta({ description: `Above 0, at most ${max}, three decimals at most` });
const count = (min: number, max: number) => z.number().int().min(min).max(max);
/** A whole number from 0, or null for "no limit". */
const optionalCount = (max = 1_000_000) => count(0, max).nullable();

const emailList = z
  .array(z.email().max(254))
  .max(ADMIN_EMAILS_MAX)
  .refine((emails) => new Set(emails.map((email) => email.toLowerCase())).size === emails.length, 'Duplicate address');

export const pointsPerModeGroupSchema = z
  .object({ active: optionalCount(), collective: optionalCount(), other: optionalCount() })
  .meta({ description: 'Maximum greenpoints one trip earns, per group of modes (null: no limit)' });
export type PointsPerModeGroup = z.infer<typeof pointsPerModeGroupSchema>;

export const cityLimitsSchema = z.object({
  pointsCoefficient: coefficient(POINTS_COEFFICIENT_MAX),
  maxPointsPerTrip: pointsPerModeGroupSchema,
  daysBeforeOrdersExpire: count(1, 365),
  maxTripAgeDays: count(1, 365),
  mapMinParticipants: count(MAP_MIN_PARTICIPANTS_MIN, MAP_MIN_PARTICIPANTS_MAX),
});

export const citizenLimitsSchema = z.object({
  maxChallengesPerUser: periodicLimit.nullable(),
  maxDailyManualTrips: optionalCount(100),
  maxTransactionsPerPeriod: periodicLimit.nullable(),
  maxTransactionsPerProduct: optionalCount(),
  dailyPointsCap: count(1, 1_000_000),
  dailyDistanceCapKm: count(1, 2000),
});

export const controlPointsSettingsSchema = z.object({
  controlPointsEnabled: z.boolean(),
  pointsOnlyWithControlPoints: z.boolean(),
  controlPointCoefficient: coefficient(CONTROL_POINT_COEFFICIENT_MAX),
});

export const carpoolSettingsSchema = z.object({
  maxMatchesPerUser: count(1, 100).nullable(),
  driverDetourMinutes: count(0, DETOUR_MINUTES_MAX),
  riderDetourMinutes: count(0, DETOUR_MINUTES_MAX),
});

export const adminEmailsSchema = z.object({ orderAdminEmails: emailList, reportAdminEmails: emailList });

export const CITY_SETTINGS_SCHEMAS = {
  'city-limits': cityLimitsSchema,
  'citizen-limits': citizenLimitsSchema,
  'control-points': controlPointsSettingsSchema,
  carpool: carpoolSettingsSchema,
  'admin-emails': adminEmailsSchema,
} as const;

/** Every kind of a city's settings (an organisation's account receives the kinds it reads, the others absent). */
export const citySettingsSchema = z.object({
  'city-limits': cityLimitsSchema.optional(),
  'citizen-limits': citizenLimitsSchema.optional(),
  'control-points': controlPointsSettingsSchema.optional(),
  carpool: carpoolSettingsSchema.optional(),
  'admin-emails': adminEmailsSchema.optional(),
});
export type CitySettings = Required<z.infer<typeof citySettingsSchema>>;
export type CityLimits = z.infer<typeof cityLimitsSchema>;
export type CitizenLimits = z.infer<typeof citizenLimitsSchema>;
export type ControlPointsSettings = z.infer<typeof controlPointsSettingsSchema>;
export type CarpoolSettings = z.infer<typeof carpoolSettingsSchema>;
export type AdminEmails = z.infer<typeof adminEmailsSchema>;

type FieldsOf<K extends CitySettingsKind> = keyof z.infer<(typeof CITY_SETTINGS_SCHEMAS)[K]>;
export type CitySettingField = { [K in CitySettingsKind]: FieldsOf<K> }[CitySettingsKind];

/** The body of `PATCH /api/cities/{cityId}/settings/{kind}`: one field of any kind (the service checks it is one). */
export const citySettingPatchSchema = z
  .object({
    ...cityLimitsSchema.shape,
    ...citizenLimitsSchema.shape,
    ...controlPointsSettingsSchema.shape,
    ...carpoolSettingsSchema.shape,
    ...adminEmailsSchema.shape,
  })
  .partial()
  .strict();
export type CitySettingPatch = z.infer<typeof citySettingPatchSchema>;

/** How a field is entered and shown; `unit` names its unit (`city_settings.units.<unit>`). */
export type SettingInput =
  'decimal' | 'count' | 'optional-count' | 'periodic' | 'per-mode-group' | 'boolean' | 'emails';
export type SettingUnit =
  | 'points_per_kg'
  | 'points'
  | 'days'
  | 'trips'
  | 'transactions'
  | 'km'
  | 'minutes'
  | 'matches'
  | 'factor'
  | 'challenges'
  | 'participants'
  | null;

type FieldDefinition = { field: CitySettingField; input: SettingInput; unit: SettingUnit };

/** The fields of each kind, in the order the page shows them; `city_settings.fields.<field>.effect` says what it does. */
export const CITY_SETTING_FIELDS: Record<CitySettingsKind, readonly FieldDefinition[]> = {
  'city-limits': [
    { field: 'pointsCoefficient', input: 'decimal', unit: 'points_per_kg' },
    { field: 'maxPointsPerTrip', input: 'per-mode-group', unit: 'points' },
    { field: 'daysBeforeOrdersExpire', input: 'count', unit: 'days' },
    { field: 'maxTripAgeDays', input: 'count', unit: 'days' },
    { field: 'mapMinParticipants', input: 'count', unit: 'participants' },
  ],
  'citizen-limits': [
    { field: 'maxChallengesPerUser', input: 'periodic', unit: 'challenges' },
    { field: 'maxDailyManualTrips', input: 'optional-count', unit: 'trips' },
    { field: 'maxTransactionsPerPeriod', input: 'periodic', unit: 'transactions' },
    { field: 'maxTransactionsPerProduct', input: 'optional-count', unit: 'transactions' },
    { field: 'dailyPointsCap', input: 'count', unit: 'points' },
    { field: 'dailyDistanceCapKm', input: 'count', unit: 'km' },
  ],
  'control-points': [
    { field: 'controlPointsEnabled', input: 'boolean', unit: null },
    { field: 'pointsOnlyWithControlPoints', input: 'boolean', unit: null },
    { field: 'controlPointCoefficient', input: 'decimal', unit: 'factor' },
  ],
  carpool: [
    { field: 'maxMatchesPerUser', input: 'optional-count', unit: 'matches' },
    { field: 'driverDetourMinutes', input: 'count', unit: 'minutes' },
    { field: 'riderDetourMinutes', input: 'count', unit: 'minutes' },
  ],
  'admin-emails': [
    { field: 'orderAdminEmails', input: 'emails', unit: null },
    { field: 'reportAdminEmails', input: 'emails', unit: null },
  ],
};

/** The kind a field belongs to, or null for a name no kind has. */
export function kindOfSetting(field: string): CitySettingsKind | null {
  for (const kind of CITY_SETTINGS_KINDS) {
    if (CITY_SETTING_FIELDS[kind].some((definition) => definition.field === field)) return kind;
  }
  return null;
}

/** Why a patch cannot be saved under `kind`, or null: exactly one field, and one of that kind. */
export function citySettingPatchError(
  kind: CitySettingsKind,
  patch: Record<string, unknown>,
): 'city_setting_one_field' | 'city_setting_not_in_kind' | null {
  const fields = Object.keys(patch);
  if (fields.length !== 1) return 'city_setting_one_field';
  return kindOfSetting(fields[0]!) === kind ? null : 'city_setting_not_in_kind';
}

/** The original's points-per-trip setting: one value written for the active, collective and other modes. */
export function samePointsForEveryModeGroup(value: number | null): PointsPerModeGroup {
  return { active: value, collective: value, other: value };
}

/** The maximum points a trip of this mode may earn (null: no limit). */
export function maxPointsForMode(limits: PointsPerModeGroup, mode: TransportMode): number | null {
  return limits[modeGroupOf(mode)];
}

/** Spec §5: control points count when at least two of home, study (academic) and work are declared. */
export const CONTROL_POINTS_REQUIRED = 2;

export function hasRequiredControlPoints(declared: readonly LocationType[]): boolean {
  return new Set(declared.filter((kind) => LOCATION_TYPES.includes(kind))).size >= CONTROL_POINTS_REQUIRED;
}

/** True when the city withholds points from a participant who has not declared the control points required. */
export function pointsWithheldForControlPoints(
  settings: Pick<ControlPointsSettings, 'controlPointsEnabled' | 'pointsOnlyWithControlPoints'>,
  declared: readonly LocationType[],
): boolean {
  return settings.controlPointsEnabled && settings.pointsOnlyWithControlPoints && !hasRequiredControlPoints(declared);
}

/** `GET /api/cities/{cityId}/settings/history`: one change of one field. */
export const citySettingChangeSchema = z.object({
  id: z.string(),
  kind: z.enum(CITY_SETTINGS_KINDS),
  field: z.string(),
  oldValue: z.unknown().meta({ description: 'The value before the change (null: not set)' }),
  newValue: z.unknown().meta({ description: 'The value after the change (null: not set)' }),
  changedAt: z.string(),
  changedBy: z.string().nullable().meta({ description: 'The email of the account that saved it (null once deleted)' }),
});
export type CitySettingChange = z.infer<typeof citySettingChangeSchema>;
