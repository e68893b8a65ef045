import { z } from 'zod';
import { CARPOOL_FREQUENCIES, WEEKDAYS } from '@mobiverte/contracts';

export const carpoolEventIdParams = z.object({ id: z.uuid() });

export const carpoolEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  frequency: z.enum(CARPOOL_FREQUENCIES),
  date: z.string().nullable(),
  days: z.array(z.enum(WEEKDAYS)),
  meetingTime: z.partialRecord(z.enum(WEEKDAYS), z.string()),
  organisationId: z.string().nullable(),
  organisationName: z.string().nullable(),
});

export const carpoolEventListSchema = z.object({ data: z.array(carpoolEventSchema), total: z.number().int() });
export type CarpoolEvent = z.infer<typeof carpoolEventSchema>;
