import { z } from 'zod';
import { cityFeaturesSchema } from './features.ts';
import { dashboardRoleSchema } from './roles.ts';

export const meSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  displayName: z.string(),
  role: dashboardRoleSchema,
  accountKind: z.enum(['city', 'organisation', 'tenant', 'external']),
  isAdmin: z.boolean(),
  isExternal: z.boolean(),
  externalFor: dashboardRoleSchema.nullable(),
  canEdit: z.boolean(),
  canSeeOthers: z.boolean(),
  seenByOthers: z.boolean(),
  cityId: z.string(),
  organisationId: z.string().nullable(),
  tenantId: z.string().nullable(),
  city: z.object({ id: z.string(), name: z.string(), timezone: z.string() }),
  organisation: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** `canSell`: the city has approved the merchant (`merchantCanSell`); until then its products are not offered. */
  tenant: z.object({ id: z.string(), name: z.string(), canSell: z.boolean() }).nullable(),
  productKey: z.string(),
  features: cityFeaturesSchema,
  addons: z.object({
    product: z.boolean(),
    mailerlite: z.boolean(),
    challengeBetweenOrganisations: z.boolean(),
    carpoolEvents: z.boolean(),
  }),
  carpoolOnly: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;
