import { z } from 'zod';

export const cityIdParams = z.object({ cityId: z.uuid() });

export const publicCitiesSchema = z.object({
  data: z.array(
    z.object({ id: z.string(), name: z.string(), regions: z.array(z.object({ id: z.string(), name: z.string() })) }),
  ),
});

export const citySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  timezone: z.string(),
  organisationsCount: z.number().int(),
  participantsCount: z.number().int(),
  tenantsCount: z.number().int(),
  storesCount: z.number().int(),
});
export type CitySummary = z.infer<typeof citySummarySchema>;
