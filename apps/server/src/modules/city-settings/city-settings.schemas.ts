import { z } from 'zod';
import {
  CITY_SETTINGS_KINDS,
  citySettingChangeSchema,
  citySettingsSchema,
  LOCATION_TYPES,
  organisationLimitsSchema,
  periodicLimit,
  pointsPerModeGroupSchema,
} from '@mobiverte/contracts';
import { dataResponse } from '../../lib/data-response.ts';

export const cityParams = z.object({ cityId: z.uuid() });
export const cityKindParams = z.object({ cityId: z.uuid(), kind: z.enum(CITY_SETTINGS_KINDS) });

export const citySettingsResponseSchema = dataResponse(citySettingsSchema);

export const settingsHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

export const settingsHistoryListSchema = z.object({
  data: z.array(citySettingChangeSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** `GET /api/app/v2/programme`: the limits and rules that concern the participant. */
export const participantProgrammeSchema = z.object({
  pointsCoefficient: z.number().meta({ description: 'Greenpoints per kg of greenhouse gas avoided' }),
  maxPointsPerTrip: pointsPerModeGroupSchema,
  maxDailyManualTrips: z.number().int().nullable(),
  maxChallengesPerUser: periodicLimit.nullable(),
  maxTransactionsPerPeriod: periodicLimit.nullable(),
  maxTransactionsPerProduct: z.number().int().nullable(),
  dailyPointsCap: z.number().int(),
  organisationLimits: organisationLimitsSchema
    .nullable()
    .meta({ description: "The participant's organisation's limits (null without an organisation)" }),
  controlPoints: z.object({
    enabled: z.boolean(),
    pointsOnlyWithControlPoints: z.boolean(),
    coefficient: z.number(),
    required: z.number().int().meta({ description: 'How many of home, study and work must be declared' }),
    declared: z.array(z.enum(LOCATION_TYPES)),
    satisfied: z.boolean(),
  }),
});
export type ParticipantProgramme = z.infer<typeof participantProgrammeSchema>;
