import { z } from 'zod';
import { LOCALES } from '@mobiverte/contracts';

export const registerOrganisationBody = z.object({
  organisationName: z.string().trim().min(1).max(200),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.email().max(254),
  password: z.string().max(1024), // the password policy is checked by the service, with its own codes
  contactEmail: z
    .email()
    .max(254)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  cityId: z.uuid(),
  regionId: z.uuid().optional().nullable(),
  employeesCount: z.number().int().positive().max(1_000_000),
  acceptTerms: z.boolean(),
  acceptPrivacy: z.boolean(),
  locale: z.enum(LOCALES).default('fr'),
});
export type RegisterOrganisationInput = z.infer<typeof registerOrganisationBody>;

/** The same answer for a new and a known email; no session until the email is confirmed. */
export const registerOrganisationResponse = z.object({ emailSent: z.literal(true) });
