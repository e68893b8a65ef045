import { assertPasswordAccepted } from '../../auth/password-policy.ts';
import type { Auth } from '../../auth/auth.ts';
import { createPasswordCredentials } from '../../auth/credentials.ts';
import { findAuthUserByEmail } from '../../db/auth-users.ts';
import type { Db } from '../../db/connection.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { deleteInvitation, findPending, findScopeName, insertExternalUser } from './co-admins.repository.ts';

async function findValidInvitation(db: Db, pendingId: string) {
  const pending = await findPending(db, pendingId);
  if (!pending) throw notFound('This invitation does not exist or was withdrawn');
  if (pending.expiresAt.getTime() < Date.now())
    throw new AppError(410, 'invitation_expired', 'This invitation has expired');
  return pending;
}

/** What the invitation page shows before the invitee sets a name and a password. */
export async function getInvitation(db: Db, pendingId: string) {
  const pending = await findValidInvitation(db, pendingId);
  return {
    pendingId: pending.id,
    email: pending.email,
    externalFor: pending.externalFor,
    scopeName: await findScopeName(db, pending),
    canEdit: pending.canEdit,
    expiresAt: pending.expiresAt.toISOString(),
  };
}

/**
 * Turns an invitation into a confirmed co-admin: credentials, the external-user profile and the end of the
 * invitation in one transaction, then a sign-in so that the browser lands on the inviter's dashboard.
 */
export async function confirmInvitation(
  db: Db,
  auth: Auth,
  input: { pendingId: string; firstName: string; lastName: string; password: string; acceptPrivacy: boolean },
  headers: Headers,
) {
  if (!input.acceptPrivacy) throw badRequest('terms_not_accepted', 'The privacy policy must be acknowledged');
  assertPasswordAccepted(input.password);
  const pending = await findValidInvitation(db, input.pendingId);
  const existing = await findAuthUserByEmail(db, pending.email);
  if (existing) throw conflict('email_already_exists', 'This email already exists. Please choose another one.');
  await db.transaction(async (tx) => {
    const authUserId = await createPasswordCredentials(tx, {
      email: pending.email,
      name: `${input.firstName} ${input.lastName}`,
      password: input.password,
    });
    await insertExternalUser(tx, {
      authUserId,
      externalFor: pending.externalFor,
      cityId: pending.cityId,
      organisationId: pending.organisationId,
      tenantId: pending.tenantId,
      firstName: input.firstName,
      lastName: input.lastName,
      email: pending.email,
      canEdit: pending.canEdit,
      canSeeOthers: pending.canSeeOthers,
      seenByOthers: pending.seenByOthers,
    });
    await deleteInvitation(tx, pending.id);
  });
  return auth.api.signInEmail({ body: { email: pending.email, password: input.password }, headers, asResponse: true });
}
