import { eq } from 'drizzle-orm';
import { EXTERNAL_SESSION_MAX_HOURS, type DashboardRole } from '@mobiverte/contracts';
import type { Db } from '../db/connection.ts';
import { authSessions, cityAdmins, externalUsers, organisations, participants, tenants } from '../db/schema/index.ts';
import { forbidden, unauthenticated } from '../lib/errors.ts';

export type DashboardActor = {
  kind: 'dashboard';
  userId: string;
  sessionId: string;
  email: string;
  role: DashboardRole;
  accountKind: DashboardRole | 'external';
  profileId: string;
  isExternal: boolean;
  externalFor: DashboardRole | null;
  isAdmin: boolean;
  canEdit: boolean;
  canSeeOthers: boolean;
  seenByOthers: boolean;
  cityId: string;
  organisationId: string | null;
  tenantId: string | null;
};

export type ParticipantActor = {
  kind: 'participant';
  userId: string;
  sessionId: string;
  email: string;
  participantId: string;
  cityId: string;
  organisationId: string | null;
  branchId: string | null;
};

export type Actor = { kind: 'anonymous' } | DashboardActor | ParticipantActor;

export type SessionInfo = { id: string; userId: string; createdAt: Date; email: string };

/**
 * Turns a session into an actor by finding the account's profile. An account found in more than one role
 * collection is refused as a duplicate and signed out; an external user's session ends 12 hours after sign-in.
 */
export async function resolveActor(db: Db, session: SessionInfo, now = new Date()): Promise<Actor> {
  // Only the columns an actor is made of: this runs on every request, and the profiles are wide tables.
  const [city, organisation, tenant, external, participant] = await Promise.all([
    db
      .select({
        id: cityAdmins.id,
        cityId: cityAdmins.cityId,
        cityAdmin: cityAdmins.cityAdmin,
        admin: cityAdmins.admin,
      })
      .from(cityAdmins)
      .where(eq(cityAdmins.authUserId, session.userId)),
    db
      .select({ id: organisations.id, cityId: organisations.cityId, active: organisations.active })
      .from(organisations)
      .where(eq(organisations.authUserId, session.userId)),
    db.select({ id: tenants.id, cityId: tenants.cityId }).from(tenants).where(eq(tenants.authUserId, session.userId)),
    db
      .select({
        id: externalUsers.id,
        cityId: externalUsers.cityId,
        organisationId: externalUsers.organisationId,
        tenantId: externalUsers.tenantId,
        externalFor: externalUsers.externalFor,
        canEdit: externalUsers.canEdit,
        canSeeOthers: externalUsers.canSeeOthers,
        seenByOthers: externalUsers.seenByOthers,
      })
      .from(externalUsers)
      .where(eq(externalUsers.authUserId, session.userId)),
    db
      .select({
        id: participants.id,
        cityId: participants.cityId,
        organisationId: participants.organisationId,
        branchId: participants.branchId,
      })
      .from(participants)
      .where(eq(participants.authUserId, session.userId)),
  ]);
  const found = [city, organisation, tenant, external, participant].filter((rows) => rows.length > 0).length;
  if (found > 1) {
    await endSession(db, session.id);
    throw forbidden('Duplicate account', 'duplicate_account');
  }
  const base = { userId: session.userId, sessionId: session.id, email: session.email };
  const flags = { isExternal: false, externalFor: null, canEdit: true, canSeeOthers: true, seenByOthers: true };
  if (city[0]) {
    const row = city[0];
    return {
      kind: 'dashboard',
      ...base,
      ...flags,
      role: 'city',
      accountKind: 'city',
      profileId: row.id,
      isAdmin: row.cityAdmin || row.admin,
      cityId: row.cityId,
      organisationId: null,
      tenantId: null,
    };
  }
  if (organisation[0]) {
    const row = organisation[0];
    if (!row.active) {
      await endSession(db, session.id);
      throw forbidden('This organisation has been deactivated', 'account_deactivated');
    }
    return {
      kind: 'dashboard',
      ...base,
      ...flags,
      role: 'organisation',
      accountKind: 'organisation',
      profileId: row.id,
      isAdmin: false,
      cityId: row.cityId,
      organisationId: row.id,
      tenantId: null,
    };
  }
  if (tenant[0]) {
    const row = tenant[0];
    return {
      kind: 'dashboard',
      ...base,
      ...flags,
      role: 'tenant',
      accountKind: 'tenant',
      profileId: row.id,
      isAdmin: false,
      cityId: row.cityId,
      organisationId: null,
      tenantId: row.id,
    };
  }
  if (external[0]) {
    const row = external[0];
    if (row.organisationId && !(await isOrganisationActive(db, row.organisationId))) {
      await endSession(db, session.id);
      throw forbidden('This organisation has been deactivated', 'account_deactivated');
    }
    if (now.getTime() - session.createdAt.getTime() > EXTERNAL_SESSION_MAX_HOURS * 60 * 60 * 1000) {
      await endSession(db, session.id);
      throw unauthenticated('Your session has expired, sign in again', 'session_expired');
    }
    return {
      kind: 'dashboard',
      ...base,
      role: row.externalFor,
      accountKind: 'external',
      profileId: row.id,
      isExternal: true,
      externalFor: row.externalFor,
      isAdmin: false,
      canEdit: row.canEdit,
      canSeeOthers: row.canSeeOthers,
      seenByOthers: row.seenByOthers,
      cityId: row.cityId,
      organisationId: row.organisationId,
      tenantId: row.tenantId,
    };
  }
  if (participant[0]) {
    const row = participant[0];
    return {
      kind: 'participant',
      ...base,
      participantId: row.id,
      cityId: row.cityId,
      organisationId: row.organisationId,
      branchId: row.branchId,
    };
  }
  throw forbidden('Not allowed', 'not_allowed');
}

async function isOrganisationActive(db: Db, organisationId: string) {
  const [row] = await db
    .select({ active: organisations.active })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return row?.active ?? false;
}

async function endSession(db: Db, sessionId: string) {
  await db.delete(authSessions).where(eq(authSessions.id, sessionId));
}
