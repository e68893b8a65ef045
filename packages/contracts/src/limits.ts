import { z } from 'zod';

export const LIMIT_PERIODS = ['day', 'week', 'month', 'year'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

export const periodicLimit = z.object({ value: z.number().int().nonnegative(), period: z.enum(LIMIT_PERIODS) });
export type PeriodicLimit = z.infer<typeof periodicLimit>;

/**
 * The limits document of an organisation. Every field is optional: an unset limit does not apply.
 * `kmPerTrip` caps the kilometres counted for one trip; `manualTrips` caps the manual trips that count.
 */
export const organisationLimitsSchema = z.object({
  challengePerUser: periodicLimit.optional(),
  kmPerTrip: z.number().positive().optional(),
  manualTrips: periodicLimit.optional(),
  transactionsOfUserPerPeriod: periodicLimit.optional(),
});
export type OrganisationLimits = z.infer<typeof organisationLimitsSchema>;
