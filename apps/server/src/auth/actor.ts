import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { EXTERNAL_SESSION_MAX_HOURS, type DashboardRole } from '@mobiverte/contracts';
import type { Db } from '../db/connection.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import {
  authSessions,
  authUsers,
  cities,
  cityAdmins,
  externalUsers,
  organisations,
  participants,
  tenants,
} from '../db/schema/index.ts';
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
  /** The time zone of the actor's city: its days are the statistics' days. */
  cityTimeZone: string;
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
  cityTimeZone: string;
};

export type Actor = { kind: 'anonymous' } | DashboardActor | ParticipantActor;

export type SessionInfo = { id: string; userId: string; createdAt: Date; email: string };

const externalOrganisations = alias(organisations, 'external_organisations');

/** The session of a token with its account's email and profiles: one prepared statement per request. */
const sessionActorQuery = preparedPerDatabase((db) =>
  db
    .select({
      session: {
        id: authSessions.id,
        userId: authSessions.userId,
        createdAt: authSessions.createdAt,
        expiresAt: authSessions.expiresAt,
      },
      email: authUsers.email,
      city: { id: cityAdmins.id, cityId: cityAdmins.cityId, cityAdmin: cityAdmins.cityAdmin, admin: cityAdmins.admin },
      organisation: { id: organisations.id, cityId: organisations.cityId, active: organisations.active },
      tenant: { id: tenants.id, cityId: tenants.cityId },
      external: {
        id: externalUsers.id,
        cityId: externalUsers.cityId,
        organisationId: externalUsers.organisationId,
        tenantId: externalUsers.tenantId,
        externalFor: externalUsers.externalFor,
        canEdit: externalUsers.canEdit,
        canSeeOthers: externalUsers.canSeeOthers,
        seenByOthers: externalUsers.seenByOthers,
      },
      externalOrganisationActive: externalOrganisations.active,
      cityTimeZone: cities.timezone,
      participant: {
        id: participants.id,
        cityId: participants.cityId,
        organisationId: participants.organisationId,
        branchId: participants.branchId,
        active: participants.active,
      },
    })
    .from(authSessions)
    .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
    .leftJoin(cityAdmins, eq(cityAdmins.authUserId, authSessions.userId))
    .leftJoin(organisations, eq(organisations.authUserId, authSessions.userId))
    .leftJoin(tenants, eq(tenants.authUserId, authSessions.userId))
    .leftJoin(externalUsers, eq(externalUsers.authUserId, authSessions.userId))
    .leftJoin(externalOrganisations, eq(externalOrganisations.id, externalUsers.organisationId))
    .leftJoin(participants, eq(participants.authUserId, authSessions.userId))
    .leftJoin(
      cities,
      eq(
        cities.id,
        sql`coalesce(${cityAdmins.cityId}, ${organisations.cityId}, ${tenants.cityId}, ${externalUsers.cityId}, ${participants.cityId})`,
      ),
    )
    .where(eq(authSessions.token, sql.placeholder('token')))
    .prepare('session_actor'),
);

export type SessionActorRow = Awaited<ReturnType<ReturnType<typeof sessionActorQuery>['execute']>>[number];

/**
 * A session token's session, account and profiles (each profile table holds an account at most once), or
 * undefined for an unknown token. Expiry is the caller's to check.
 */
export async function findSessionActor(db: Db, token: string): Promise<SessionActorRow | undefined> {
  const [row] = await sessionActorQuery(db).execute({ token });
  return row;
}

/**
 * Turns a session into an actor by finding the account's profile. An account found in more than one role
 * collection is refused as a duplicate and signed out; an external user's session ends 12 hours after sign-in.
 */
export async function resolveActor(db: Db, row: SessionActorRow, now = new Date()): Promise<Actor> {
  const session: SessionInfo = { ...row.session, email: row.email };
  const { city, organisation, tenant, external, externalOrganisationActive, participant, cityTimeZone } = row;
  const found = [city, organisation, tenant, external, participant].filter((profile) => profile !== null).length;
  if (found > 1) {
    await endSession(db, session.id);
    throw forbidden('Duplicate account', 'duplicate_account');
  }
  // Every profile references its city (a foreign key): a profile found has its city's time zone.
  const base = { userId: session.userId, sessionId: session.id, email: session.email, cityTimeZone: cityTimeZone! };
  const flags = { isExternal: false, externalFor: null, canEdit: true, canSeeOthers: true, seenByOthers: true };
  if (city) {
    return {
      kind: 'dashboard',
      ...base,
      ...flags,
      role: 'city',
      accountKind: 'city',
      profileId: city.id,
      isAdmin: city.cityAdmin || city.admin,
      cityId: city.cityId,
      organisationId: null,
      tenantId: null,
    };
  }
  if (organisation) {
    if (!organisation.active) {
      await endSession(db, session.id);
      throw forbidden('This organisation has been deactivated', 'account_deactivated');
    }
    return {
      kind: 'dashboard',
      ...base,
      ...flags,
      role: 'organisation',
      accountKind: 'organisation',
      profileId: organisation.id,
      isAdmin: false,
      cityId: organisation.cityId,
      organisationId: organisation.id,
      tenantId: null,
    };
  }
  if (tenant) {
    return {
      kind: 'dashboard',
      ...base,
      ...flags,
      role: 'tenant',
      accountKind: 'tenant',
      profileId: tenant.id,
      isAdmin: false,
      cityId: tenant.cityId,
      organisationId: null,
      tenantId: tenant.id,
    };
  }
  if (external) {
    if (external.organisationId && !externalOrganisationActive) {
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
      role: external.externalFor,
      accountKind: 'external',
      profileId: external.id,
      isExternal: true,
      externalFor: external.externalFor,
      isAdmin: false,
      canEdit: external.canEdit,
      canSeeOthers: external.canSeeOthers,
      seenByOthers: external.seenByOthers,
      cityId: external.cityId,
      organisationId: external.organisationId,
      tenantId: external.tenantId,
    };
  }
  if (participant) {
    if (!participant.active) {
      await endSession(db, session.id);
      throw forbidden('This account has been deactivated', 'account_deactivated');
    }
    return {
      kind: 'participant',
      ...base,
      participantId: participant.id,
      cityId: participant.cityId,
      organisationId: participant.organisationId,
      branchId: participant.branchId,
    };
  }
  throw forbidden('Not allowed', 'not_allowed');
}

async function endSession(db: Db, sessionId: string) {
  await db.delete(authSessions).where(eq(authSessions.id, sessionId));
}
