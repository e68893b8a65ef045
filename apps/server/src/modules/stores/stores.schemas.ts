import { line } from '@mobiverte/contracts';
import { z } from 'zod';
import { optionalMerchantId, optionalText, optionalUrl } from './store-fields.ts';

export const storeIdParams = z.object({ storeId: z.uuid() });
export const storesQuerySchema = z.object({ tenantId: z.uuid().optional() });

export const storeFieldsSchema = z.object({
  firstName: line().trim().min(1).max(200),
  lastName: optionalText(200),
  street: optionalText(200),
  city: optionalText(120),
  postalCode: optionalText(20),
  phone: optionalText(40),
  email: z
    .email()
    .max(254)
    .nullish()
    .or(z.literal('').transform(() => null)),
  logoUrl: optionalUrl(),
  status: z.enum(['confirmed', 'pending']).nullish(),
  merchantId: optionalMerchantId(),
});
export const createStoreBodySchema = storeFieldsSchema.extend({ tenantId: z.uuid() });
export const updateStoreBodySchema = storeFieldsSchema;

export const storeSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  tenantName: z.string(),
  name: z.string(),
  address: z.string(),
  image: z.string().nullable(),
  status: z.enum(['confirmed', 'pending']),
  code: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  logoUrl: z.string().nullable(),
  merchantId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Store = z.infer<typeof storeSchema>;
export type StoreFields = z.infer<typeof storeFieldsSchema>;

export const storeListSchema = z.object({ data: z.array(storeSchema), total: z.number().int() });
export const merchantIdSchema = z.object({ merchantId: z.string() });
