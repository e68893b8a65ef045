import { z } from 'zod';
import { emissionFactorChangeSchema } from '@mobiverte/contracts';

export const cityParams = z.object({ cityId: z.uuid() });

export const historyQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

export const historySchema = z.object({
  data: z.array(emissionFactorChangeSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
