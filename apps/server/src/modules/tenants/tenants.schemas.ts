import { z } from 'zod';

export const tenantIdParams = z.object({ tenantId: z.uuid() });

export const storeViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  image: z.string().nullable(),
  status: z.enum(['confirmed', 'pending']),
  code: z.string(),
});

export const tenantSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  storesCount: z.number().int(),
  productsCount: z.number().int(),
  stores: z.array(storeViewSchema),
});
export type TenantSummary = z.infer<typeof tenantSummarySchema>;
export type StoreView = z.infer<typeof storeViewSchema>;
