import { z } from 'zod';
import { httpUrl, isValidPostalCode, line, LOCALES, POSTAL_COUNTRIES, text } from '@mobiverte/contracts';

export const organisationProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  contactEmail: z.string().nullable(),
  coordinatorFirstName: z.string().nullable(),
  coordinatorLastName: z.string().nullable(),
  inviteCode: z.string(),
  employeesCount: z.number().int(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string(),
  regionId: z.string().nullable(),
  regionName: z.string().nullable(),
  cityId: z.string(),
  cityName: z.string(),
  descriptionFr: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  logoUrl: z.string().nullable(),
  /** The language of the emails the organisation receives (a challenge sent to it, for example). */
  language: z.enum(LOCALES),
  lastLogin: z.string().nullable(),
  createdAt: z.string(),
});
export type OrganisationProfile = z.infer<typeof organisationProfileSchema>;

const required = (max: number) => line().trim().min(1).max(max);
const requiredText = (max: number) => text().trim().min(1).max(max);
const optionalText = (max: number) =>
  line()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/**
 * Every field is required except street, country and city; the postal code must be valid for the country
 * (Canada when none is given); the employee count must be positive.
 */
export const organisationProfileBodySchema = z
  .object({
    name: required(200),
    contactEmail: z.email().max(254),
    coordinatorFirstName: required(100),
    coordinatorLastName: required(100),
    employeesCount: z.number().int().positive().max(1_000_000),
    street: optionalText(200),
    city: optionalText(100),
    country: z.enum(POSTAL_COUNTRIES).nullish(),
    postalCode: required(12),
    regionId: z.uuid(),
    descriptionFr: requiredText(2000),
    descriptionEn: requiredText(2000),
    logoUrl: httpUrl().max(1000).nullish(),
    language: z.enum(LOCALES).optional(),
  })
  .superRefine((body, context) => {
    if (!isValidPostalCode(body.country ?? 'CA', body.postalCode)) {
      context.addIssue({ code: 'custom', path: ['postalCode'], message: 'invalid_postal_code' });
    }
  });
export type OrganisationProfileInput = z.infer<typeof organisationProfileBodySchema>;

export const publicInvitationSchema = z.object({
  kind: z.enum(['organisation']),
  name: z.string(),
  inviteCode: z.string(),
  cityName: z.string(),
  logoUrl: z.string().nullable(),
  descriptionFr: z.string().nullable(),
  descriptionEn: z.string().nullable(),
});
