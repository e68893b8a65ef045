import { z } from 'zod';
import { LOCALES } from './constants.ts';
import { POSTAL_COUNTRIES, type PostalCountry } from './postal-codes.ts';
import { line } from './text.ts';

/** The header that carries the platform operator's secret (`PLATFORM_OPERATOR_TOKEN`). */
export const PLATFORM_TOKEN_HEADER = 'x-platform-token';

/** Whether the runtime knows the IANA time zone (`America/Toronto`); an alias it knows is accepted too. */
export function isIanaTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)+$/.test(value) && value !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * `POST /api/platform/cities`: a platform operator creates a city and its first administrator (the web page
 * `/platform/onboarding` sends it). The administrator chooses a password through the emailed link.
 */
export const cityOnboardingBody = z.object({
  city: z.object({
    name: line().trim().min(1).max(200),
    timezone: line().trim().max(100).refine(isIanaTimeZone, { message: 'invalid_time_zone' }),
    country: z.enum(POSTAL_COUNTRIES as [PostalCountry, ...PostalCountry[]]),
    province: line()
      .trim()
      .max(100)
      .nullish()
      .transform((value) => value || null),
    email: z.email().max(254),
  }),
  admin: z.object({
    firstName: line().trim().min(1).max(100),
    lastName: line().trim().min(1).max(100),
    email: z.email().max(254),
    locale: z.enum(LOCALES).default('fr'),
  }),
});
export type CityOnboardingInput = z.input<typeof cityOnboardingBody>;
export type CityOnboarding = z.output<typeof cityOnboardingBody>;

export const cityOnboardingResponse = z.object({
  cityId: z.uuid(),
  adminEmail: z.string(),
  emailSent: z.literal(true),
});
export type CityOnboardingResult = z.infer<typeof cityOnboardingResponse>;
