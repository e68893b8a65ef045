import { z } from 'zod';
import { line } from '@mobiverte/contracts';
import { optionalMerchantId, optionalMultilineText, optionalText, optionalUrl } from '../stores/store-fields.ts';

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

export const tenantListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  storesCount: z.number().int(),
  productCount: z.number().int(),
  createdAt: z.string(),
});
export const tenantListSchema = z.object({ data: z.array(tenantListItemSchema), total: z.number().int() });

export const tenantProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  website: z.string().nullable(),
  logoUrl: z.string().nullable(),
  description: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TenantProfile = z.infer<typeof tenantProfileSchema>;

export const tenantProfileBodySchema = z.object({
  name: line().trim().min(1).max(200),
  firstName: optionalText(100),
  lastName: optionalText(100),
  phone: optionalText(40),
  street: optionalText(200),
  city: optionalText(120),
  postalCode: optionalText(20),
  website: optionalUrl(),
  logoUrl: optionalUrl(),
  description: optionalMultilineText(4000),
});
export type TenantProfileInput = z.infer<typeof tenantProfileBodySchema>;

export const createTenantBodySchema = tenantProfileBodySchema.extend({
  email: z.email().max(254),
  merchantId: optionalMerchantId(),
});
export type CreateTenantInput = z.infer<typeof createTenantBodySchema>;
export const createdTenantSchema = tenantProfileSchema.extend({ storeId: z.string() });
