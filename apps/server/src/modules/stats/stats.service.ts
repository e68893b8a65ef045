import {
  CONNECTED_USERS_LIMIT,
  type ConnectedUsers,
  listBuckets,
  type PeriodSelection,
  type StatsBy,
} from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/connection.ts';
import { countActiveDays } from '../../stats-queries/count-active-days.ts';
import { countActiveUsers } from '../../stats-queries/count-active-users.ts';
import { countActivities } from '../../stats-queries/count-activities.ts';
import { countOnlineParticipants, listOnlineParticipants } from '../../stats-queries/count-online-participants.ts';
import { countOrganisations } from '../../stats-queries/count-organisations.ts';
import { countOrganisationsWithActivity } from '../../stats-queries/count-organisations-with-activity.ts';
import { countParticipants } from '../../stats-queries/count-participants.ts';
import { getParticipantSeries } from '../../stats-queries/get-participant-series.ts';
import { getRollupMeasures, getRollupSessionSeries } from '../../stats-queries/get-rollup-measures.ts';
import { getRollupTotals } from '../../stats-queries/get-rollup-totals.ts';
import { getTopParticipants as queryTopParticipants } from '../../stats-queries/get-top-participants.ts';
import { sumOtherCredits } from '../../stats-queries/sum-other-credits.ts';
import { resolveStatsRequest, type StatsOwnerQuery, type StatsRequest } from './stats-request.service.ts';
import { summariseMeasures, toApiMeasures } from './stats-measures.ts';

type StatsQuery = StatsOwnerQuery & PeriodSelection;

/** What the dashboards draw: totals and previous totals, a series per bucket and the breakdown by mode. */
export async function getStatsBy(db: Db, actor: Actor, query: StatsQuery): Promise<{ data: StatsBy }> {
  const { scope, period } = await resolveStatsRequest(db, actor, query);
  const [rows, previous, activeUsers, previousActiveUsers, previousActivities, participantSeries] = await Promise.all([
    getRollupMeasures(db, scope, period, period.granularity),
    getRollupTotals(db, scope, period.previous),
    countActiveUsers(db, scope, period),
    countActiveUsers(db, scope, period.previous),
    countActivities(db, scope, period.previous),
    getParticipantSeries(db, scope, period, period.granularity),
  ]);
  const summary = summariseMeasures(rows, listBuckets(period, period.granularity));
  const participantsByBucket = new Map(participantSeries.map((entry) => [entry.bucket, entry]));
  const activities = participantSeries.reduce((sum, entry) => sum + entry.activities, 0);
  return {
    data: {
      range: { startDate: period.startDate, endDate: period.endDate, granularity: period.granularity },
      previousRange: period.previous,
      totals: { ...toApiMeasures(summary.totals), activeUsers, activities },
      previousTotals: {
        ...toApiMeasures(previous),
        activeUsers: previousActiveUsers,
        activities: previousActivities,
      },
      series: summary.series.map(({ bucket, ...measures }) => ({
        bucket,
        ...toApiMeasures(measures),
        activeUsers: participantsByBucket.get(bucket)?.activeUsers ?? 0,
        activities: participantsByBucket.get(bucket)?.activities ?? 0,
      })),
      byMode: summary.byMode.map(({ activityType, ...measures }) => ({ activityType, ...toApiMeasures(measures) })),
    },
  };
}

/** The single-number statistics (`get-total-*`), each read the cheapest way. */
export const TOTALS = {
  'sustainable-distance': async (db, { scope, period }) => (await getRollupTotals(db, scope, period)).distanceM / 1000,
  ghg: async (db, { scope, period }) => (await getRollupTotals(db, scope, period)).ghgMg / 1_000_000,
  'sustainable-sessions': async (db, { scope, period }) => (await getRollupTotals(db, scope, period)).sessions,
  greenpoints: async (db, { scope, period }) => (await getRollupTotals(db, scope, period)).greenpoints,
  'all-greenpoints': async (db, { scope, period, timeZone }) => {
    const [trips, others] = await Promise.all([
      getRollupTotals(db, scope, period),
      sumOtherCredits(db, scope, period, timeZone),
    ]);
    return trips.greenpoints + others;
  },
  'active-users-count': (db, { scope, period }) => countActiveUsers(db, scope, period),
  activities: (db, { scope, period }) => countActivities(db, scope, period),
  periods: (db, { scope, period }) => countActiveDays(db, scope, period),
  users: (db, { scope }) => countParticipants(db, scope),
  organisations: (db, { scope }) => countOrganisations(db, scope),
  'organisations-with-activities': (db, { scope, period }) => countOrganisationsWithActivity(db, scope, period),
} satisfies Record<string, (db: Db, request: StatsRequest) => Promise<number>>;

export type TotalName = keyof typeof TOTALS;

export async function getTotal(db: Db, actor: Actor, query: StatsQuery, total: TotalName): Promise<{ data: number }> {
  const request = await resolveStatsRequest(db, actor, query);
  return { data: await TOTALS[total](db, request) };
}

export async function getTopParticipants(db: Db, actor: Actor, query: StatsQuery & { limit: number }) {
  const { scope, period } = await resolveStatsRequest(db, actor, query);
  const rows = await queryTopParticipants(db, scope, period, query.limit);
  return {
    data: rows.map((row) => ({
      participantId: row.participantId,
      displayName: `${row.firstName} ${row.lastName}`.trim(),
      branchName: row.branchName,
      usualTransportMode: row.usualTransportMode,
      sessions: row.sessions,
      distanceKm: row.distanceM / 1000,
      ghgKg: row.ghgMg / 1_000_000,
      greenpoints: row.greenpoints,
    })),
  };
}

/** The participants of the scope online now (their app's last report), the most recent first, and how many. */
export async function getConnectedUsers(db: Db, actor: Actor, query: StatsQuery): Promise<ConnectedUsers> {
  const { scope } = await resolveStatsRequest(db, actor, query);
  const [rows, total] = await Promise.all([
    listOnlineParticipants(db, scope, CONNECTED_USERS_LIMIT),
    countOnlineParticipants(db, scope),
  ]);
  return {
    data: rows.map((row) => ({
      participantId: row.participantId,
      displayName: `${row.firstName} ${row.lastName}`.trim(),
      branchName: row.branchName,
      since: new Date(row.since).toISOString(),
    })),
    total,
  };
}

/** How the mobile app is used: who is online now, participants, active users and sessions per bucket. */
export async function getAppUsage(db: Db, actor: Actor, query: StatsQuery) {
  const { scope, period } = await resolveStatsRequest(db, actor, query);
  const [onlineNow, participants, activeUsers, participantSeries, sessionSeries] = await Promise.all([
    countOnlineParticipants(db, scope),
    countParticipants(db, scope),
    countActiveUsers(db, scope, period),
    getParticipantSeries(db, scope, period, period.granularity),
    getRollupSessionSeries(db, scope, period, period.granularity),
  ]);
  const activeByBucket = new Map(participantSeries.map((entry) => [entry.bucket, entry.activeUsers]));
  const sessionsByBucket = new Map(sessionSeries.map((entry) => [entry.bucket, entry.sessions]));
  return {
    data: {
      onlineNow,
      participants,
      activeUsers,
      series: listBuckets(period, period.granularity).map((bucket) => ({
        bucket,
        activeUsers: activeByBucket.get(bucket) ?? 0,
        sessions: sessionsByBucket.get(bucket) ?? 0,
      })),
    },
  };
}
