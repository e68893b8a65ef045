import { z } from 'zod';
import { carpoolEventListItemSchema } from '@mobiverte/contracts';

export const carpoolEventIdParams = z.object({ id: z.uuid() });
export const carpoolMatchParams = z.object({ id: z.uuid(), matchId: z.uuid() });
export const carpoolRequestParams = z.object({ id: z.uuid(), requestId: z.uuid() });
export const carpoolPermitInput = z.object({ granted: z.boolean() });

export const carpoolEventListSchema = z.object({ data: z.array(carpoolEventListItemSchema), total: z.number().int() });

export const carpoolExportQuery = z.object({
  table: z.enum(['requests', 'matches']),
  format: z.enum(['csv', 'xlsx']).default('csv'),
  language: z.enum(['fr', 'en', 'de']).default('fr'),
});
