import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { authAccounts, authSessions, authUsers, authVerifications } from '../db/schema/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import { pickLocale, renderActionMail } from '../mail/templates.ts';
import { recordSignIn } from './sign-in-history.ts';
import { deleteResetTokens, isResetTokenIdentifier } from './verifications.repository.ts';

/** The header the HTTP bridge sets from the socket address (or the trusted proxy's), never from the client. */
export const CLIENT_IP_HEADER = 'x-mobiverte-client-ip';
export const MIN_PASSWORD_LENGTH = 8;

export function createAuth(options: { db: Db; config: Config; mailer: Mailer }) {
  const { db, config, mailer } = options;
  const sendActionMail = async (
    name: 'resetPassword' | 'verifyEmail',
    to: string,
    url: string,
    request: Request | undefined,
  ) => {
    const locale = pickLocale(request?.headers.get('accept-language'));
    await mailer.send({ to, ...renderActionMail(name, locale, { brand: config.brand.name, url }) });
  };

  return betterAuth({
    appName: config.brand.name,
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    // APP_URL's origin and the explicit TRUSTED_ORIGINS list, never an origin derived from the request's Host.
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: authUsers, session: authSessions, account: authAccounts, verification: authVerifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
      // Accounts that better-auth creates (organisations' registration) open only once their email is confirmed;
      // the product's other accounts are created with a proven email (invitation, emailed link).
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // A used link ends every other link of the account (a new one ends the earlier ones: see databaseHooks).
      onPasswordReset: async ({ user }) => deleteResetTokens(db, user.id),
      sendResetPassword: async ({ user, url }, request) => sendActionMail('resetPassword', user.email, url, request),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }, request) => sendActionMail('verifyEmail', user.email, url, request),
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    rateLimit: { enabled: false },
    // Origins and callback URLs are checked in tests as well (better-auth skips the check when NODE_ENV=test).
    advanced: { ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] }, disableOriginCheck: false },
    telemetry: { enabled: false },
    logger: { level: 'error' },
    databaseHooks: {
      verification: {
        create: {
          after: async (verification) => {
            if (isResetTokenIdentifier(verification.identifier)) {
              await deleteResetTokens(db, verification.value, verification.id);
            }
          },
        },
      },
      session: {
        create: {
          after: async (session) => {
            await recordSignIn(db, session);
          },
        },
      },
    },
    plugins: [bearer()],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The origins better-auth accepts (Origin header, callback URLs): APP_URL's and TRUSTED_ORIGINS', nothing else. */
export function trustedOrigins(config: Pick<Config, 'appUrl' | 'trustedOrigins'>): string[] {
  return [...new Set([new URL(config.appUrl).origin, ...config.trustedOrigins])];
}
