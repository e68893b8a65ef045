import { z } from 'zod';
import {
  challengeDays,
  localDayOf,
  resolvePeriod,
  type DayRange,
  type OwnerType,
  type PeriodSelection,
  type ResolvedPeriod,
} from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import { authorize, requireDashboardActor, type Permission } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { findReadableChallenge } from '../challenges/challenges.service.ts';
import type { StatsScope } from '../../stats-queries/stats-scope.ts';
import { findBranchWithCity, findCityOwner, findOrganisationOwner } from './stats.repository.ts';

export type StatsOwnerQuery = {
  ownerType?: OwnerType;
  ownerId: string;
  branchId?: string;
  withAllUsers?: boolean;
};

export type StatsOwner = { scope: StatsScope; timeZone: string };
export type StatsRequest = StatsOwner & { period: ResolvedPeriod };

/**
 * The scope a statistics request reads, after the policy check: an organisation (its admin, a co-admin, or
 * an admin of its city), or a city (its admins). Out of scope, an unknown owner or a branch of another owner
 * all answer 404. Without `ownerType`, the owner is the organisation or else the city with that id.
 */
export async function resolveStatsOwner(
  db: Db,
  actor: Actor,
  query: StatsOwnerQuery,
  permission: Permission = 'stats.read',
): Promise<StatsOwner> {
  const own = ownOwner(actor, query);
  const organisation =
    query.ownerType === 'city' ? undefined : (own?.organisation ?? (await findOrganisationOwner(db, query.ownerId)));
  if (organisation) {
    authorize(actor, permission, { cityId: organisation.cityId, organisationId: organisation.id });
    const base = { cityId: organisation.cityId, organisationId: organisation.id };
    if (!query.branchId) return { scope: { kind: 'organisation', ...base }, timeZone: organisation.timeZone };
    const branch = await findBranchWithCity(db, query.branchId);
    if (branch?.organisationId !== organisation.id) throw notFound();
    return { scope: { kind: 'branch', ...base, branchId: branch.id }, timeZone: organisation.timeZone };
  }
  const city = query.ownerType === 'organisation' ? undefined : (own?.city ?? (await findCityOwner(db, query.ownerId)));
  if (!city) throw notFound();
  authorize(actor, permission, { cityId: city.id, organisationId: null });
  if (query.branchId) {
    const branch = await findBranchWithCity(db, query.branchId);
    if (branch?.cityId !== city.id) throw notFound();
    return {
      scope: { kind: 'branch', cityId: city.id, organisationId: branch.organisationId, branchId: branch.id },
      timeZone: city.timeZone,
    };
  }
  return {
    scope: { kind: 'city', cityId: city.id, organisationsOnly: query.withAllUsers === false },
    timeZone: city.timeZone,
  };
}

/**
 * A dashboard actor's own organisation or city, as its session row gave them (city and time zone): the
 * dashboards' usual request, answered without looking the owner up. Any other owner is looked up.
 */
function ownOwner(actor: Actor, query: StatsOwnerQuery) {
  if (actor.kind !== 'dashboard') return undefined;
  const { cityId, organisationId, cityTimeZone: timeZone } = actor;
  if (organisationId && organisationId === query.ownerId) {
    return { organisation: { id: organisationId, cityId, timeZone }, city: undefined };
  }
  if (cityId === query.ownerId) return { organisation: undefined, city: { id: cityId, timeZone } };
  return undefined;
}

/** The actor's own organisation or city, for the routes that name no owner. */
export async function resolveOwnStatsOwner(db: Db, actor: Actor, query: { branchId?: string }): Promise<StatsOwner> {
  const dashboard = requireDashboardActor(actor);
  const ownerId = dashboard.role === 'organisation' ? dashboard.organisationId : dashboard.cityId;
  if (!ownerId) throw notFound();
  return resolveStatsOwner(db, actor, {
    ownerType: dashboard.role === 'city' ? 'city' : 'organisation',
    ownerId,
    ...query,
  });
}

/**
 * The days of the request, in the city's time zone; a 400 with a stable code when the period is not valid. The
 * `challenges` period covers the days of the challenge named by `challenge`, one the actor may read (else 404).
 */
export async function resolveStatsPeriod(
  db: Db,
  actor: Actor,
  selection: PeriodSelection,
  timeZone: string,
  now = new Date(),
): Promise<ResolvedPeriod> {
  const result = resolvePeriod(
    selection,
    localDayOf(now, timeZone),
    await challengeRangeOf(db, actor, selection, timeZone),
  );
  if (!result.ok) throw badRequest(result.code, result.message);
  return result.value;
}

async function challengeRangeOf(
  db: Db,
  actor: Actor,
  selection: PeriodSelection,
  timeZone: string,
): Promise<DayRange | undefined> {
  const { challenge } = selection;
  const period = selection.period ?? (challenge ? 'challenges' : undefined);
  if (period !== 'challenges' || !challenge) return undefined;
  if (!z.uuid().safeParse(challenge).success) throw notFound();
  return challengeDays((await findReadableChallenge(db, actor, challenge)).challenge, timeZone);
}

export async function resolveStatsRequest(
  db: Db,
  actor: Actor,
  query: StatsOwnerQuery & PeriodSelection,
  permission?: Permission,
): Promise<StatsRequest> {
  const owner = await resolveStatsOwner(db, actor, query, permission);
  return { ...owner, period: await resolveStatsPeriod(db, actor, query, owner.timeZone) };
}
