import { z } from 'zod';
import { organisationLimitsSchema } from '@mobiverte/contracts';

export const organisationParams = z.object({ organisationId: z.uuid() });

/** One limit at a time: the body holds exactly one field of the limits document (null removes it). */
export const limitPatchSchema = z
  .object({
    challengePerUser: organisationLimitsSchema.shape.challengePerUser.unwrap().nullable(),
    kmPerTrip: organisationLimitsSchema.shape.kmPerTrip.unwrap().nullable(),
    manualTrips: organisationLimitsSchema.shape.manualTrips.unwrap().nullable(),
    transactionsOfUserPerPeriod: organisationLimitsSchema.shape.transactionsOfUserPerPeriod.unwrap().nullable(),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length === 1, { message: 'Submit exactly one limit at a time' });

export const limitsResponseSchema = z.object({ data: organisationLimitsSchema });
