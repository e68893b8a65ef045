import { z } from 'zod';
import { optionalText, optionalUrl } from '../stores/store-fields.ts';
import { LOCALES } from '@mobiverte/contracts';

export const pendingTenantIdParams = z.object({ pendingTenantId: z.uuid() });

export const registerTenantBodySchema = z.object({
  name: z.string().trim().min(1).max(200),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.email().max(254),
  phone: optionalText(40),
  street: optionalText(200),
  city: optionalText(120),
  postalCode: optionalText(20),
  website: optionalUrl(),
  cityId: z.uuid(),
  language: z.enum(LOCALES).default('fr'),
  acceptTerms: z.boolean(),
  acceptPrivacy: z.boolean(),
});
export type RegisterTenantInput = z.infer<typeof registerTenantBodySchema>;

/** What the merchant typed, and nothing else: the public confirmation page shows it. */
export const publicPendingTenantSchema = z.object({
  id: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  website: z.string().nullable(),
  language: z.enum(LOCALES),
  confirmed: z.boolean(),
  /** The city approved the merchant (it can sell). */
  approved: z.boolean(),
});

export const pendingTenantSchema = publicPendingTenantSchema.extend({
  createdOn: z.string(),
  confirmedAt: z.string().nullable(),
  tenantId: z.string().nullable(),
});
export type PendingTenant = z.infer<typeof pendingTenantSchema>;
export const pendingTenantListSchema = z.object({ data: z.array(pendingTenantSchema), total: z.number().int() });

/** The same answer for a new and a known email: the confirmation link goes only by email. */
export const registeredTenantSchema = z.object({ emailSent: z.literal(true) });
export const confirmedTenantSchema = z.object({ tenantId: z.string(), storeId: z.string() });

export const confirmPendingTenantBodySchema = z.object({
  password: z.string().max(1024), // the password policy is checked by the service, with its own codes
});
