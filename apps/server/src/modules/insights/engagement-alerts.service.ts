import {
  ALERT_CHALLENGE_ENDING_DAYS,
  alertWeeks,
  can,
  challengeDays,
  evaluateEngagementAlerts,
  localDayOf,
  type DayRange,
  type EngagementAlerts,
  type PolicyActor,
  type WeekFigures,
} from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/connection.ts';
import { countActiveUsers } from '../../stats-queries/count-active-users.ts';
import { getRollupTotals } from '../../stats-queries/get-rollup-totals.ts';
import type { StatsScope } from '../../stats-queries/stats-scope.ts';
import { resolveStatsOwner, type StatsOwnerQuery } from '../stats/stats-request.service.ts';
import {
  countCityQueues,
  countPendingChallengeInvitations,
  findChallengesEndingBetween,
  findStoppedParticipants,
} from './engagement-alerts.repository.ts';

const DAY_MS = 86_400_000;

async function weekFigures(db: Db, scope: StatsScope, week: DayRange): Promise<WeekFigures> {
  const [totals, activeUsers] = await Promise.all([
    getRollupTotals(db, scope, week),
    countActiveUsers(db, scope, week),
  ]);
  return {
    sessions: totals.sessions,
    distanceKm: Math.round(totals.distanceM / 100) / 10,
    ghgKg: Math.round(totals.ghgMg / 100_000) / 10,
    activeUsers,
  };
}

const scopeRecord = (scope: StatsScope) => ({
  cityId: scope.cityId,
  organisationId: scope.kind === 'city' ? null : scope.organisationId,
});

/** The queues the actor works in, with what waits in them; null for those of another role. */
async function pendingQueues(db: Db, actor: PolicyActor, scope: StatsScope) {
  const record = scopeRecord(scope);
  const city =
    scope.kind === 'city' && can(actor, 'orders.read', record) ? await countCityQueues(db, scope.cityId) : null;
  const invitations =
    scope.kind !== 'city' && can(actor, 'challenges.answer', record)
      ? await countPendingChallengeInvitations(db, scope.organisationId)
      : null;
  return {
    orders: city?.orders ?? null,
    tripReviews: city && can(actor, 'trip-reviews.read', record) ? city.tripReviews : null,
    products: city && can(actor, 'products.read', record) ? city.products : null,
    challengeInvitations: invitations,
  };
}

/**
 * The week's engagement alerts of a scope for an admin (the dashboard's card and the weekly digest): the last
 * complete week against the one before, participants who stopped, challenges ending soon, the queues.
 */
export async function computeEngagementAlerts(
  db: Db,
  actor: PolicyActor,
  owner: { scope: StatsScope; timeZone: string },
  now: Date,
): Promise<EngagementAlerts> {
  const { scope, timeZone } = owner;
  const today = localDayOf(now, timeZone);
  const weeks = alertWeeks(today);
  const withNames = can(actor, 'users.read', scopeRecord(scope));
  const [figures, previousFigures, stopped, ending, pending] = await Promise.all([
    weekFigures(db, scope, weeks.week),
    weekFigures(db, scope, weeks.previous),
    findStoppedParticipants(db, scope, weeks.week, weeks.lookback, withNames),
    findChallengesEndingBetween(db, scope, now, new Date(now.getTime() + (ALERT_CHALLENGE_ENDING_DAYS + 1) * DAY_MS)),
    pendingQueues(db, actor, scope),
  ]);
  const alerts = evaluateEngagementAlerts({
    today,
    week: figures,
    previous: previousFigures,
    stopped: { count: stopped.count, names: withNames ? stopped.names : null },
    challenges: ending.map((challenge) => ({
      challengeId: challenge.id,
      name: challenge.name,
      endDate: challengeDays(challenge, timeZone).endDate,
    })),
    pending,
  });
  return { week: weeks.week, previousWeek: weeks.previous, figures, previousFigures, alerts };
}

/** `GET /api/alerts`: the alerts of the actor's organisation or city (or a branch of it), as the dashboard shows them. */
export async function getEngagementAlerts(db: Db, actor: Actor, query: StatsOwnerQuery, now = new Date()) {
  const owner = await resolveStatsOwner(db, actor, query, 'engagement-alerts.read');
  return { data: await computeEngagementAlerts(db, actor as PolicyActor, owner, now) };
}
