import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { authAccounts, authSessions, authUsers, authVerifications } from '../db/schema/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import { pickLocale, renderActionMail } from '../mail/templates.ts';
import { recordSignIn } from './sign-in-history.ts';

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
    trustedOrigins: (request) => {
      const origins = [
        config.appUrl,
        `http://localhost:${config.port}`,
        `http://127.0.0.1:${config.port}`,
        'http://localhost:5173',
      ];
      const host = request?.headers.get('host');
      return host ? [...origins, `http://${host}`, `https://${host}`] : origins;
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: authUsers, session: authSessions, account: authAccounts, verification: authVerifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }, request) => sendActionMail('resetPassword', user.email, url, request),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }, request) => sendActionMail('verifyEmail', user.email, url, request),
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    rateLimit: { enabled: false },
    advanced: { ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] } },
    telemetry: { enabled: false },
    logger: { level: 'error' },
    databaseHooks: {
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
