import { z } from 'zod';
import { carpoolEventSchema } from '@mobiverte/contracts';

export const carpoolEventIdParams = z.object({ id: z.uuid() });
export const carpoolMatchParams = z.object({ id: z.uuid(), matchId: z.uuid() });
export const carpoolPermitInput = z.object({ granted: z.boolean() });

export const carpoolEventListSchema = z.object({ data: z.array(carpoolEventSchema), total: z.number().int() });
