import { line } from '@mobiverte/contracts';
import { z } from 'zod';
import { LOCALES } from '@mobiverte/contracts';

export const coAdminSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'confirmed']),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  canEdit: z.boolean(),
  canSeeOthers: z.boolean(),
  seenByOthers: z.boolean(),
  createdOn: z.string(),
  lastSignIn: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** The co-admin's dashboard is open and visible now (spec §4 online status); never for an invitation. */
  online: z.boolean(),
});
export type CoAdmin = z.infer<typeof coAdminSchema>;

export const coAdminListSchema = z.object({ data: z.array(coAdminSchema), total: z.number().int() });
export const coAdminIdParams = z.object({ id: z.uuid() });

export const inviteBodySchema = z.object({
  email: z.email().max(254),
  canEdit: z.boolean().default(false),
  locale: z.enum(LOCALES).default('fr'),
});

export const coAdminPatchSchema = z
  .object({ canEdit: z.boolean(), canSeeOthers: z.boolean(), seenByOthers: z.boolean() })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change' });

export const invitationParams = z.object({ pendingId: z.uuid() });

export const invitationSchema = z.object({
  pendingId: z.string(),
  email: z.string(),
  externalFor: z.enum(['city', 'organisation', 'tenant']),
  scopeName: z.string(),
  canEdit: z.boolean(),
  expiresAt: z.string(),
});

export const confirmInvitationBodySchema = z.object({
  pendingId: z.uuid(),
  firstName: line().trim().min(1).max(100),
  lastName: line().trim().min(1).max(100),
  password: z.string().max(1024), // the password policy is checked by the service, with its own codes
  acceptPrivacy: z.boolean(),
});
