import { randomBytes } from 'node:crypto';
import type { Auth } from './auth.ts';

/** How long a welcome link stays valid (a password reset link lasts an hour; a new account needs longer). */
export const WELCOME_LINK_DAYS = 7;

/** Where better-auth's reset callback sends the browser with the token: the dashboard's reset page. */
const RESET_PAGE = '/organisation/reset-password';

/**
 * A link to choose a password, through better-auth's password reset: the same token store, callback and reset
 * page as "forgot password", valid for `days` days and used once (the reset deletes it).
 */
export async function createPasswordChoiceLink(
  context: { auth: Auth; appUrl: string },
  authUserId: string,
  days = WELCOME_LINK_DAYS,
): Promise<string> {
  const authContext = await context.auth.$context;
  const token = randomBytes(24).toString('base64url');
  await authContext.internalAdapter.createVerificationValue({
    value: authUserId,
    identifier: `reset-password:${token}`,
    expiresAt: new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  });
  return `${context.appUrl}/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent(RESET_PAGE)}`;
}
