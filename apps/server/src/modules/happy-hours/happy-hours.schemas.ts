import { HAPPY_HOUR_STATES, instant, TRANSPORT_MODES } from '@mobiverte/contracts';
import { z } from 'zod';

export const happyHourIdParams = z.object({ happyHourId: z.uuid() });

/** `from` and `to` keep the happy hours whose window meets [from, to). */
export const happyHoursQuerySchema = z.object({ from: instant().optional(), to: instant().optional() });

export const happyHourSchema = z.object({
  id: z.string(),
  name: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  multiplier: z.number(),
  /** Null: every mode. */
  activityTypes: z.array(z.enum(TRANSPORT_MODES)).nullable(),
  /** Null: the whole city. */
  organisationId: z.string().nullable(),
  organisationName: z.string().nullable(),
  branchId: z.string().nullable(),
  branchName: z.string().nullable(),
  state: z.enum(HAPPY_HOUR_STATES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type HappyHour = z.infer<typeof happyHourSchema>;

/** The city's happy hours, ordered by start, with the city's time zone (their local hours are its). */
export const happyHourListSchema = z.object({ data: z.array(happyHourSchema), timeZone: z.string() });

/** What the participants' app shows: the current and upcoming happy hours that apply to the participant. */
export const participantHappyHourSchema = happyHourSchema.pick({
  id: true,
  name: true,
  startAt: true,
  endAt: true,
  multiplier: true,
  activityTypes: true,
  state: true,
});
