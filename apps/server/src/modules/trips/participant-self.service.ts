import type { ParticipantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/connection.ts';
import {
  countParticipantActiveDays,
  findParticipantBalance,
  listOwnTripPage,
  listParticipantTransactionPage,
  sumParticipantTotals,
  upsertOnlineStatus,
} from './participant-self.repository.ts';
import { tripStatusOf } from './trips.service.ts';

/** The participant's own figures, from the monthly rollup (a few rows whatever the history). */
export async function getParticipantStats(db: Db, actor: ParticipantActor) {
  const [participant, totals, activeDays] = await Promise.all([
    findParticipantBalance(db, actor.participantId),
    sumParticipantTotals(db, actor.participantId),
    countParticipantActiveDays(db, actor.participantId),
  ]);
  return {
    data: {
      balance: participant?.balance ?? 0,
      totals: {
        sessions: totals?.sessions ?? 0,
        distanceKm: (totals?.distanceM ?? 0) / 1000,
        ghgKg: (totals?.ghgMg ?? 0) / 1_000_000,
        greenpoints: totals?.greenpoints ?? 0,
        calories: totals?.calories ?? 0,
        activeDays,
      },
    },
  };
}

export async function listParticipantTransactions(
  db: Db,
  actor: ParticipantActor,
  query: { page: number; pageSize: number },
) {
  const { rows, total } = await listParticipantTransactionPage(db, actor.participantId, query);
  return {
    data: rows.map((row) => ({
      id: row.id,
      transactionType: row.transactionType,
      pointKind: row.pointKind,
      transactionValue: row.transactionValue,
      status: row.status,
      createdBy: row.createdBy,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The participant's own trips with each one's outcome and reason code (French text is the app's). */
export async function listOwnTrips(db: Db, actor: ParticipantActor, query: { page: number; pageSize: number }) {
  const { rows, total } = await listOwnTripPage(db, actor.participantId, query);
  return {
    data: rows.map((row) => ({
      id: row.id,
      clientId: row.clientId,
      activityType: row.activityType,
      startTime: row.startTime.toISOString(),
      endTime: row.endTime.toISOString(),
      distanceKm: row.distanceM / 1000,
      source: row.source,
      ...tripStatusOf(row),
      greenpoints: row.greenpoints,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function setOnlineStatus(db: Db, actor: ParticipantActor, state: 'online' | 'offline') {
  await upsertOnlineStatus(db, actor.participantId, state);
}
