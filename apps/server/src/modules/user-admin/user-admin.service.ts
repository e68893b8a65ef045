import { hashPassword } from 'better-auth/crypto';
import {
  balanceAfter,
  transactionActions,
  type Permission,
  type PointsChangeInput,
  type UpdateUserInput,
  type UserDetail,
  type UserPagingQuery,
  type UserTransaction,
} from '@mobiverte/contracts';
import type { Actor, DashboardActor } from '../../auth/actor.ts';
import { assertPasswordAccepted } from '../../auth/password-policy.ts';
import { authorize, requireDashboardActor } from '../../auth/policy.ts';
import { deleteAuthUser, deleteSessionsOf } from '../../db/auth-users.ts';
import type { Db } from '../../db/connection.ts';
import { lockParticipant } from '../../db/participant-lock.ts';
import type { participants } from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { leaveParticipation } from '../../rollups/challenge-fold.ts';
import { tripStatusOf } from '../trips/trips.service.ts';
import {
  deleteParticipantRow,
  findParticipantDetail,
  findParticipantFigures,
  findTransactionRow,
  insertAdminAction,
  insertLedgerEntry,
  isEmailTaken,
  listAdminActions,
  listControlPoints,
  listParticipations,
  listTransactionPage,
  listTripPage,
  lockTransaction,
  setBalance,
  setTransactionStatus,
  subtractParticipantFromRollups,
  type TransactionRow,
  updateAuthEmail,
  updateAuthPassword,
  updateParticipant,
} from './user-admin.repository.ts';

type Participant = typeof participants.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The spec's answer for a call without a participant id (§5, §8: 'userId is required'). */
export const userIdRequired = () => badRequest('user_id_required', 'userId is required');

/** A participant id as a path or body gives it: missing → 400 'userId is required'; not an id → 404. */
export function participantIdOf(value: unknown): string {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    throw userIdRequired();
  }
  if (typeof value !== 'string' || !UUID.test(value)) throw notFound('User not found');
  return value.toLowerCase();
}

/** The participant, after the policy: out of the actor's city or organisation answers 404 like an unknown id. */
async function participantFor(db: Db | Tx, actor: Actor, permission: Permission, participantId: string) {
  const row = await findParticipantDetail(db, participantIdOf(participantId));
  if (!row) throw notFound('User not found');
  authorize(actor, permission, { cityId: row.participant.cityId, organisationId: row.participant.organisationId });
  return row;
}

function transactionIdOf(value: string): string {
  if (!UUID.test(value)) throw notFound('Transaction not found');
  return value.toLowerCase();
}

/** Locks the participant (one change of its points or account at a time) and checks the policy on the locked row. */
async function lockFor(tx: Tx, actor: Actor, permission: Permission, participantId: string) {
  const locked = await lockParticipant(tx, participantIdOf(participantId));
  if (!locked) throw notFound('User not found');
  const { participant } = locked;
  authorize(actor, permission, { cityId: participant.cityId, organisationId: participant.organisationId });
  return participant;
}

const fullName = (participant: Pick<Participant, 'firstName' | 'lastName'>) =>
  `${participant.firstName} ${participant.lastName}`.trim();

async function audit(
  tx: Db | Tx,
  actor: DashboardActor,
  participant: Participant,
  action: Parameters<typeof insertAdminAction>[1]['action'],
  details: Record<string, unknown> = {},
) {
  await insertAdminAction(tx, {
    cityId: participant.cityId,
    participantId: participant.id,
    participantName: fullName(participant),
    actorUserId: actor.userId,
    actorEmail: actor.email,
    action,
    details,
  });
}

export async function getUserDetail(db: Db, actor: Actor, participantId: string): Promise<UserDetail> {
  const { participant, organisationName, branchName } = await participantFor(
    db,
    actor,
    'user-admin.read',
    participantId,
  );
  const [controlPoints, figures] = await Promise.all([
    listControlPoints(db, participant.id),
    findParticipantFigures(db, participant.id),
  ]);
  const totals = figures.totals;
  return {
    id: participant.id,
    username: participant.username,
    firstName: participant.firstName,
    lastName: participant.lastName,
    email: participant.email,
    contactEmail: participant.contactEmail,
    gender: participant.gender,
    birthYear: participant.birthYear,
    ageGroup: participant.ageGroup,
    carpoolCode: participant.carpoolCode,
    usualTransportMode: participant.usualTransportMode,
    preferredMotorisedMode: participant.preferredMotorisedMode,
    street: participant.street,
    city: participant.city,
    country: participant.country,
    postalCode: participant.postalCode,
    dataCollectionMethod: participant.dataCollectionMethod,
    level: participant.level,
    experiencePoints: participant.experiencePoints,
    healthPoints: participant.healthPoints,
    approvedPrivacyPolicy: participant.approvedPrivacyPolicy,
    joinedAt: participant.joinedAt.toISOString(),
    lastLogin: participant.lastLogin?.toISOString() ?? null,
    active: participant.active,
    deactivatedAt: participant.deactivatedAt?.toISOString() ?? null,
    hasAccount: participant.authUserId !== null,
    balance: participant.greenpointBalance,
    controlPoints,
    affiliation: {
      cityId: participant.cityId,
      organisationId: participant.organisationId,
      organisationName: organisationName ?? null,
      branchId: participant.branchId,
      branchName: branchName ?? null,
    },
    figures: {
      trips: totals?.trips ?? 0,
      sessions: totals?.sessions ?? 0,
      distanceKm: (totals?.distanceM ?? 0) / 1000,
      ghgKg: (totals?.ghgMg ?? 0) / 1_000_000,
      greenpointsEarned: totals?.greenpoints ?? 0,
      calories: totals?.calories ?? 0,
      activeDays: figures.activeDays,
      lastTripAt: figures.lastTripAt?.toISOString() ?? null,
    },
  };
}

export async function listUserTrips(db: Db, actor: Actor, participantId: string, query: UserPagingQuery) {
  const { participant } = await participantFor(db, actor, 'user-admin.read', participantId);
  const { rows, total } = await listTripPage(db, participant.id, query);
  return {
    data: rows.map((row) => ({
      id: row.id,
      activityType: row.activityType,
      startTime: row.startTime.toISOString(),
      endTime: row.endTime.toISOString(),
      distanceKm: row.distanceM / 1000,
      durationS: row.durationS,
      source: row.source,
      ...tripStatusOf(row),
      greenpoints: row.greenpoints,
      ghgKg: row.ghgMg / 1_000_000,
      organisationName: row.organisationName ?? null,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** `createdBy` is an account id for an admin's or the participant's own entries, or a word for the rules'. */
const transactionOut = (row: TransactionRow): UserTransaction => ({
  id: row.id,
  transactionType: row.transactionType,
  pointKind: row.pointKind,
  transactionValue: row.transactionValue,
  status: row.status,
  createdBy: row.createdBy,
  createdByName: row.createdByName ?? null,
  reason: row.reason ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function listUserTransactions(db: Db, actor: Actor, participantId: string, query: UserPagingQuery) {
  const { participant } = await participantFor(db, actor, 'user-admin.read', participantId);
  const { rows, total } = await listTransactionPage(db, participant.id, query);
  return { data: rows.map(transactionOut), total, page: query.page, pageSize: query.pageSize };
}

export async function listUserAudit(db: Db, actor: Actor, participantId: string) {
  const { participant } = await participantFor(db, actor, 'user-admin.read', participantId);
  const rows = await listAdminActions(db, participant.id);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * An admin changes a participant's points: a `CHANGE_POINTS` entry of `delta` with its reason, never an
 * overwrite, under the participant's lock (two admins at once: both entries, each on the balance the other
 * left). A balance that would fall below zero is refused (409).
 */
export async function changePoints(db: Db, actor: Actor, participantId: string, input: PointsChangeInput) {
  const dashboard = requireDashboardActor(actor);
  return db.transaction(async (tx) => {
    const participant = await lockFor(tx, actor, 'user-admin.write', participantId);
    const balance = balanceAfter(participant.greenpointBalance, input.delta);
    if (balance === null) {
      throw conflict(
        'negative_balance',
        `The balance cannot become negative (balance ${participant.greenpointBalance}, change ${input.delta})`,
      );
    }
    const transactionId = await insertLedgerEntry(tx, {
      participantId: participant.id,
      cityId: participant.cityId,
      transactionType: 'CHANGE_POINTS',
      pointKind: 'greenpoint',
      transactionValue: input.delta,
      status: 'completed',
      createdBy: dashboard.userId,
      reason: input.reason,
    });
    await setBalance(tx, participant.id, balance);
    await audit(tx, dashboard, participant, 'points_changed', {
      delta: input.delta,
      reason: input.reason,
      balanceBefore: participant.greenpointBalance,
      balanceAfter: balance,
      transactionId,
    });
    return { balance, transaction: transactionOut((await findTransactionRow(tx, transactionId))!) };
  });
}

/** Completes a pending (`active`) ledger entry: its value stays, its status becomes `completed`. */
export async function completeTransaction(db: Db, actor: Actor, participantId: string, transactionId: string) {
  const dashboard = requireDashboardActor(actor);
  return db.transaction(async (tx) => {
    const participant = await lockFor(tx, actor, 'user-admin.write', participantId);
    const entry = await lockTransaction(tx, participant.id, transactionIdOf(transactionId));
    if (!entry) throw notFound('Transaction not found');
    if (!transactionActions(entry).complete) {
      throw conflict('transaction_not_pending', 'Only a pending transaction can be completed');
    }
    await setTransactionStatus(tx, entry.id, 'completed');
    await audit(tx, dashboard, participant, 'transaction_completed', {
      transactionId: entry.id,
      value: entry.transactionValue,
    });
    return {
      balance: participant.greenpointBalance,
      transaction: transactionOut((await findTransactionRow(tx, entry.id))!),
    };
  });
}

/**
 * Deletes a pending ledger entry: it stays in the ledger as `cancelled` (its trail), and its value leaves the
 * balance in the same transaction; a trip's credit or a purchase is corrected where it comes from (409), and a
 * balance that would fall below zero is refused (409).
 */
export async function deleteTransaction(db: Db, actor: Actor, participantId: string, transactionId: string) {
  const dashboard = requireDashboardActor(actor);
  return db.transaction(async (tx) => {
    const participant = await lockFor(tx, actor, 'user-admin.write', participantId);
    const entry = await lockTransaction(tx, participant.id, transactionIdOf(transactionId));
    if (!entry) throw notFound('Transaction not found');
    if (entry.status !== 'active')
      throw conflict('transaction_not_pending', 'Only a pending transaction can be deleted');
    if (!transactionActions(entry).delete) {
      throw conflict('transaction_not_deletable', 'A trip’s or a purchase’s points are corrected where they come from');
    }
    const taken = entry.pointKind === 'greenpoint' ? -entry.transactionValue : 0;
    const balance = balanceAfter(participant.greenpointBalance, taken);
    if (balance === null) throw conflict('negative_balance', 'The balance cannot become negative');
    await setTransactionStatus(tx, entry.id, 'cancelled');
    if (taken !== 0) await setBalance(tx, participant.id, balance);
    await audit(tx, dashboard, participant, 'transaction_deleted', {
      transactionId: entry.id,
      value: entry.transactionValue,
      balanceBefore: participant.greenpointBalance,
      balanceAfter: balance,
    });
    return { balance, transaction: transactionOut((await findTransactionRow(tx, entry.id))!) };
  });
}

/**
 * `POST /api/app/v2/updateuser` (spec §7): a participant's login email (an address already used → the
 * catalogue's 'email_already_exists'), password (the password rule, its code and message) or role.
 */
export async function updateUser(db: Db, actor: Actor, input: UpdateUserInput) {
  const dashboard = requireDashboardActor(actor);
  if (input.password !== undefined) assertPasswordAccepted(input.password);
  const email = input.email?.trim().toLowerCase();
  const passwordHash = input.password !== undefined ? await hashPassword(input.password) : undefined;
  return db.transaction(async (tx) => {
    const participant = await lockFor(tx, actor, 'user-admin.write', input.uid as string);
    const changed: string[] = [];
    if (email !== undefined && email !== participant.email.toLowerCase()) {
      if (await isEmailTaken(tx, email, participant.id, participant.authUserId)) {
        throw conflict('email_already_exists', 'This email already exists. Please choose another one.');
      }
      await updateParticipant(tx, participant.id, { email });
      if (participant.authUserId) await updateAuthEmail(tx, participant.authUserId, email);
      await audit(tx, dashboard, participant, 'email_changed', { from: participant.email, to: email });
      changed.push('email');
    }
    if (passwordHash !== undefined) {
      if (!participant.authUserId) throw conflict('conflict', 'This participant has no sign-in account');
      await updateAuthPassword(tx, participant.authUserId, passwordHash);
      // Every device signs in again with the new password.
      await deleteSessionsOf(tx, participant.authUserId);
      await audit(tx, dashboard, participant, 'password_changed');
      changed.push('password');
    }
    if (input.role !== undefined) {
      await audit(tx, dashboard, participant, 'role_changed', { role: input.role });
      changed.push('role');
    }
    return { id: participant.id, changed, email: email ?? participant.email, role: 'participant' as const };
  });
}

/**
 * `POST /api/app/v2/activation/users/{id}`: activates or deactivates a participant (without `active`, switches
 * the state). A deactivated participant's sessions end at once; it cannot sign in to the app nor record trips.
 */
export async function setUserActive(db: Db, actor: Actor, participantId: string, active?: boolean) {
  const dashboard = requireDashboardActor(actor);
  return db.transaction(async (tx) => {
    const participant = await lockFor(tx, actor, 'user-admin.write', participantId);
    const next = active ?? !participant.active;
    if (next !== participant.active) {
      await updateParticipant(tx, participant.id, { active: next, deactivatedAt: next ? null : new Date() });
      if (!next && participant.authUserId) await deleteSessionsOf(tx, participant.authUserId);
      await audit(tx, dashboard, participant, next ? 'activated' : 'deactivated');
    }
    return { id: participant.id, active: next };
  });
}

/**
 * `POST /api/app/v2/deaffiliate-user`: the participant leaves its organisation and branch and keeps its
 * account, trips, points and history. Its past trips keep the affiliation they were made under (the
 * organisation's figures of those days do not change); from now on its trips count for the city only, and it
 * is no longer one of the organisation's registered participants.
 */
export async function deaffiliateUser(db: Db, actor: Actor, participantId: unknown) {
  const dashboard = requireDashboardActor(actor);
  const id = participantIdOf(participantId);
  return db.transaction(async (tx) => {
    const participant = await lockFor(tx, actor, 'user-admin.write', id);
    if (participant.organisationId === null && participant.branchId === null) {
      return { id: participant.id, organisationId: null, branchId: null };
    }
    await updateParticipant(tx, participant.id, { organisationId: null, branchId: null });
    await audit(tx, dashboard, participant, 'deaffiliated', {
      organisationId: participant.organisationId,
      branchId: participant.branchId,
    });
    return { id: participant.id, organisationId: null, branchId: null };
  });
}

/**
 * `DELETE /api/app/v2/users/{id}?completely=true` (city admins only): the participant's share of every rollup
 * is subtracted, its collaborative challenge values leave the groups' totals, then the participant goes with its
 * trips, ledger, orders, own rollup rows and control points (cascade) and its sign-in account, all in one
 * transaction. The audit trail keeps who deleted whom.
 */
export async function deleteUserCompletely(db: Db, actor: Actor, participantId: string, completely: boolean) {
  const dashboard = requireDashboardActor(actor);
  if (!completely) {
    throw badRequest('validation_failed', 'Only a complete deletion exists: add completely=true', [
      { path: 'completely', message: 'Must be true' },
    ]);
  }
  return db.transaction(async (tx) => {
    const participant = await lockFor(tx, actor, 'user-admin.delete', participantId);
    const { trips } = await subtractParticipantFromRollups(tx, participant.id);
    for (const challengeId of await listParticipations(tx, participant.id)) {
      await leaveParticipation(tx, challengeId, participant.id);
    }
    await audit(tx, dashboard, participant, 'deleted', {
      email: participant.email,
      organisationId: participant.organisationId,
      trips,
      balance: participant.greenpointBalance,
    });
    await deleteParticipantRow(tx, participant.id);
    if (participant.authUserId) await deleteAuthUser(tx, participant.authUserId);
    return { id: participant.id, deleted: true, trips };
  });
}
