import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { defaultCityFeatures, type CityOnboarding, type CityOnboardingResult } from '@mobiverte/contracts';
import type { Auth } from '../../auth/auth.ts';
import { createPasswordCredentials } from '../../auth/credentials.ts';
import { createPasswordChoiceLink, WELCOME_LINK_DAYS } from '../../auth/password-choice-link.ts';
import type { Db } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { renderActionMail } from '../../mail/templates.ts';
import { assertEmailFree, emailAlreadyExists } from '../tenants/tenant-accounts.service.ts';
import { insertCity, insertCityAdmin } from './city-onboarding.repository.ts';

export type CityOnboardingContext = {
  db: Db;
  auth: Auth;
  mailer: Mailer;
  appUrl: string;
  brandName: string;
  productKey: string;
  /** `PLATFORM_OPERATOR_TOKEN`; null: onboarding does not exist on this deployment. */
  platformOperatorToken: string | null;
};

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Without `PLATFORM_OPERATOR_TOKEN`, onboarding does not exist on this deployment: 404. */
export function assertOnboardingEnabled(expected: string | null): asserts expected is string {
  if (!expected) throw notFound('Not found');
}

/**
 * The operator's token against the configured one, in constant time (both are hashed first, so that neither
 * their content nor their length shows in the time taken).
 */
export function assertPlatformOperator(expected: string, given: string | string[] | undefined) {
  const candidate = typeof given === 'string' ? given : '';
  const same = timingSafeEqual(digest(candidate), digest(expected));
  if (!same || candidate.length === 0) {
    throw new AppError(401, 'platform_token_invalid', 'The platform operator token is missing or wrong');
  }
}

/**
 * Creates a city and its first administrator in one transaction (the city with the default features of a new
 * city, the admin's credentials with a verified email and a random password nobody knows, the `city_admins`
 * row), then emails the admin a link to choose a password, saying which city they administer.
 */
export async function onboardCity(
  context: CityOnboardingContext,
  input: CityOnboarding,
): Promise<CityOnboardingResult> {
  const { db } = context;
  const adminEmail = input.admin.email.toLowerCase();
  await assertEmailFree(db, adminEmail);
  const created = await db
    .transaction(async (tx) => {
      const city = await insertCity(tx, {
        name: input.city.name,
        email: input.city.email.toLowerCase(),
        timezone: input.city.timezone,
        country: input.city.country,
        province: input.city.province,
        features: defaultCityFeatures(context.productKey),
      });
      const authUserId = await createPasswordCredentials(tx, {
        email: adminEmail,
        name: `${input.admin.firstName} ${input.admin.lastName}`,
        password: randomBytes(24).toString('base64url'),
        emailVerified: true,
      });
      await insertCityAdmin(tx, {
        authUserId,
        cityId: city.id,
        firstName: input.admin.firstName,
        lastName: input.admin.lastName,
        email: adminEmail,
        cityAdmin: true,
        admin: false,
      });
      return { cityId: city.id, authUserId };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw emailAlreadyExists();
      throw error;
    });
  const url = await createPasswordChoiceLink(context, created.authUserId);
  await context.mailer.send({
    to: adminEmail,
    ...renderActionMail('cityAdminWelcome', input.admin.locale, {
      brand: context.brandName,
      url,
      name: input.admin.firstName,
      city: input.city.name,
      days: String(WELCOME_LINK_DAYS),
    }),
  });
  return { cityId: created.cityId, adminEmail, emailSent: true };
}
