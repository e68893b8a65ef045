import { INVITATION_LIFETIME_DAYS, type Locale } from '@mobiverte/contracts';
import type { Actor, DashboardActor } from '../../auth/actor.ts';
import { assertAudience, requireDashboardActor } from '../../auth/policy.ts';
import { deleteAuthUser, findAuthUserByEmail } from '../../db/auth-users.ts';
import type { Db } from '../../db/connection.ts';
import type { externalUsers, pendingExternalUsers } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { CO_ADMIN_RIGHTS, renderActionMail } from '../../mail/templates.ts';
import {
  deleteInvitation,
  findConfirmedInScope,
  findPendingInScope,
  findScopeName,
  insertInvitationUnlessInvited,
  listConfirmed,
  listPending,
  scopeOf,
  updateConfirmedCoAdmin,
  updateInvitation,
} from './co-admins.repository.ts';
import type { CoAdmin } from './co-admins.schemas.ts';
import { onlineAmong } from '../presence/presence.service.ts';

export type InvitationContext = { db: Db; mailer: Mailer; appUrl: string; brandName: string };

const toCoAdmin = (
  row: typeof externalUsers.$inferSelect | typeof pendingExternalUsers.$inferSelect,
  status: CoAdmin['status'],
): CoAdmin => ({
  id: row.id,
  status,
  email: row.email,
  firstName: 'firstName' in row ? row.firstName : null,
  lastName: 'lastName' in row ? row.lastName : null,
  canEdit: row.canEdit,
  canSeeOthers: row.canSeeOthers,
  seenByOthers: row.seenByOthers,
  createdOn: row.createdOn.toISOString(),
  lastSignIn: 'lastSignIn' in row ? (row.lastSignIn?.toISOString() ?? null) : null,
  expiresAt: 'expiresAt' in row ? row.expiresAt.toISOString() : null,
  online: false,
});

/**
 * The co-admins of the actor's city, organisation or tenant. The account itself sees every one, invited or
 * confirmed; a co-admin sees itself, plus — when it may see others — the confirmed co-admins who are seen by others.
 */
export async function listCoAdmins(db: Db, actor: Actor) {
  const dashboard = requireDashboardActor(actor);
  const scope = scopeOf(dashboard);
  const rows = await listConfirmed(db, scope);
  const online = await onlineAmong(
    db,
    rows.flatMap((row) => (row.authUserId ? [row.authUserId] : [])),
  );
  const confirmed = rows.map((row) => ({
    ...toCoAdmin(row, 'confirmed'),
    online: row.authUserId !== null && online.has(row.authUserId),
  }));
  if (!dashboard.isExternal) {
    const pending = (await listPending(db, scope)).map((row) => toCoAdmin(row, 'pending'));
    const all = [...pending, ...confirmed].sort((a, b) => a.createdOn.localeCompare(b.createdOn));
    return { data: all, total: all.length };
  }
  const visible = confirmed.filter(
    (coAdmin) => coAdmin.id === dashboard.profileId || (dashboard.canSeeOthers && coAdmin.seenByOthers),
  );
  return { data: visible, total: visible.length };
}

export async function inviteCoAdmin(
  context: InvitationContext,
  actor: Actor,
  input: { email: string; canEdit: boolean; locale: Locale },
) {
  assertAudience(actor, 'co-admins.manage');
  const dashboard = actor as DashboardActor;
  const { db } = context;
  const email = input.email.toLowerCase();
  const existing = await findAuthUserByEmail(db, email);
  if (existing) throw conflict('email_already_exists', 'This email already exists. Please choose another one.');
  const scope = scopeOf(dashboard);
  const pending = await insertInvitationUnlessInvited(db, {
    ...scope,
    email,
    canEdit: input.canEdit,
    invitedBy: dashboard.userId,
    expiresAt: new Date(Date.now() + INVITATION_LIFETIME_DAYS * 24 * 60 * 60 * 1000),
  });
  if (!pending) throw conflict('already_invited', 'This address has already been invited');
  const scopeName = await findScopeName(db, scope);
  const idParam = scope.organisationId
    ? `organisationId=${scope.organisationId}`
    : scope.tenantId
      ? `tenantId=${scope.tenantId}`
      : `cityId=${scope.cityId}`;
  const url = `${context.appUrl}/register/confirm?${idParam}&pendingId=${pending.id}`;
  const sent = await context.mailer.send({
    to: email,
    ...renderActionMail('coAdminInvitation', input.locale, {
      brand: context.brandName,
      url,
      inviter: scopeName,
      scope: scopeName,
      rights: input.canEdit ? CO_ADMIN_RIGHTS[input.locale].edit : CO_ADMIN_RIGHTS[input.locale].readOnly,
      days: String(INVITATION_LIFETIME_DAYS),
    }),
  });
  if (sent.status === 'failed') {
    await deleteInvitation(db, pending.id);
    throw new AppError(502, 'mail_failed', 'The invitation email could not be sent');
  }
  return toCoAdmin(pending, 'pending');
}

export async function updateCoAdmin(
  db: Db,
  actor: Actor,
  id: string,
  patch: Partial<Pick<CoAdmin, 'canEdit' | 'canSeeOthers' | 'seenByOthers'>>,
) {
  assertAudience(actor, 'co-admins.manage');
  const scope = scopeOf(actor as DashboardActor);
  if (await findConfirmedInScope(db, scope, id)) {
    const row = await updateConfirmedCoAdmin(db, id, { ...patch, updatedOn: new Date() });
    return toCoAdmin(row!, 'confirmed');
  }
  if (await findPendingInScope(db, scope, id)) {
    const row = await updateInvitation(db, id, patch);
    return toCoAdmin(row!, 'pending');
  }
  throw notFound();
}

/** Removes an invitation, or a confirmed co-admin with its credentials: its sessions end at once. */
export async function deleteCoAdmin(db: Db, actor: Actor, id: string) {
  assertAudience(actor, 'co-admins.manage');
  const scope = scopeOf(actor as DashboardActor);
  const confirmed = await findConfirmedInScope(db, scope, id);
  if (confirmed) {
    await deleteAuthUser(db, confirmed.authUserId);
    return;
  }
  if (await findPendingInScope(db, scope, id)) {
    await deleteInvitation(db, id);
    return;
  }
  throw notFound();
}
