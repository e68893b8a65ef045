import {
  localDayOf,
  ORGANISATION_SEARCH_LIMIT,
  type OrganisationList,
  type OrganisationListQuery,
  organisationSearchCutoff,
  periodStart,
} from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import { assertAudience, authorize, requireDashboardActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { findCity } from '../cities/cities.repository.ts';
import {
  countActiveInMonth,
  findBranch,
  findBranchesForUpdate,
  findParticipantAffiliation,
  listBranchesWithCounts,
  listCityOrganisations,
  listOrganisationCoAdmins,
  listOrganisationParticipants,
  mergeBranchRows,
  setParticipantAffiliation,
  sumScopeFigures,
} from './organisations-admin.repository.ts';
import { countOrganisationMembers, findOrganisationScope } from './organisations.repository.ts';
import { readOrganisationWithPlace } from './organisations.service.ts';

/** The first day of the current month in the city's time zone (the rollups' months are local). */
async function currentMonthOf(db: Db, cityId: string, now: Date) {
  const city = await findCity(db, cityId);
  return periodStart('month', localDayOf(now, city?.timezone ?? 'America/Toronto'));
}

/**
 * The city's organisations (city admins). Without `q`, every organisation, paged. With `q`, the spec's cached
 * search (§7, §9): organisations whose name, invite code, coordinator or emails contain `q` (any case), among those
 * signed in since 1 June of the current year, at most 25, then sorted and paged.
 */
export async function listOrganisations(
  db: Db,
  actor: Actor,
  query: OrganisationListQuery,
  now = new Date(),
): Promise<OrganisationList> {
  assertAudience(actor, 'organisations.list');
  const { cityId } = requireDashboardActor(actor);
  const monthStart = await currentMonthOf(db, cityId, now);
  const since = query.q ? organisationSearchCutoff(now) : undefined;
  const window = query.q
    ? { limit: Math.max(0, Math.min(query.pageSize, ORGANISATION_SEARCH_LIMIT - (query.page - 1) * query.pageSize)) }
    : { limit: query.pageSize };
  const { rows, total } = await listCityOrganisations(
    db,
    { cityId, q: query.q || undefined, since },
    {
      sort: query.sort,
      order: query.order,
      limit: window.limit,
      offset: (query.page - 1) * query.pageSize,
      monthStart,
    },
  );
  return {
    data: rows.map((row) => ({ ...row, lastLogin: row.lastLogin?.toISOString() ?? null })),
    total: query.q ? Math.min(total, ORGANISATION_SEARCH_LIMIT) : total,
    page: query.page,
    pageSize: query.pageSize,
    search: since ? { since: since.toISOString(), limit: ORGANISATION_SEARCH_LIMIT } : null,
  };
}

const figuresOf = (row?: {
  trips: number;
  sessions: number;
  distanceM: number;
  ghgMg: number;
  greenpoints: number;
}) => ({
  trips: row?.trips ?? 0,
  sessions: row?.sessions ?? 0,
  distanceKm: Math.round((row?.distanceM ?? 0) / 100) / 10,
  ghgKg: Math.round((row?.ghgMg ?? 0) / 1000) / 1000,
  greenpoints: row?.greenpoints ?? 0,
});

/**
 * An organisation as its city sees it: profile, state, branches with their figures, the account and its
 * co-admins, and the figures of every trip made under it (from the rollups).
 */
export async function getOrganisationOverview(db: Db, actor: Actor, organisationId: string, now = new Date()) {
  assertAudience(actor, 'organisations.list');
  const row = await readOrganisationWithPlace(db, actor, organisationId);
  authorize(actor, 'organisations.list', { cityId: row.organisation.cityId, organisationId });
  const { organisation } = row;
  const month = await currentMonthOf(db, organisation.cityId, now);
  const branchRows = await listBranchesWithCounts(db, organisationId);
  const [[organisationFigures], branchFigures, activeThisMonth, coAdmins, members] = await Promise.all([
    sumScopeFigures(db, 'organisation', [organisationId]),
    sumScopeFigures(
      db,
      'branch',
      branchRows.map((branch) => branch.id),
    ),
    countActiveInMonth(db, 'organisation', organisationId, month),
    listOrganisationCoAdmins(db, organisationId),
    countOrganisationMembers(db, organisationId),
  ]);
  const byBranch = new Map(branchFigures.map((figures) => [figures.scopeId, figures]));
  return {
    id: organisation.id,
    name: organisation.name,
    inviteCode: organisation.inviteCode,
    email: organisation.email,
    contactEmail: organisation.contactEmail,
    adminName: [organisation.coordinatorFirstName, organisation.coordinatorLastName].filter(Boolean).join(' ') || null,
    regionName: row.regionName,
    cityName: row.cityName,
    employees: organisation.employeesCount,
    active: organisation.active,
    deactivatedAt: organisation.deactivatedAt?.toISOString() ?? null,
    lastLogin: organisation.lastLogin?.toISOString() ?? null,
    createdAt: organisation.createdAt.toISOString(),
    figures: { participants: members.participantsCount, activeThisMonth, ...figuresOf(organisationFigures) },
    branches: branchRows.map((branch) => ({
      id: branch.id,
      name: branch.name,
      participants: branch.participants,
      ...figuresOf(byBranch.get(branch.id)),
    })),
    coAdmins: [
      ...coAdmins.confirmed.map((coAdmin) => ({
        id: coAdmin.id,
        status: 'confirmed' as const,
        name: `${coAdmin.firstName} ${coAdmin.lastName}`.trim(),
        email: coAdmin.email,
        canEdit: coAdmin.canEdit,
        lastSignIn: coAdmin.lastSignIn?.toISOString() ?? null,
      })),
      ...coAdmins.pending.map((coAdmin) => ({
        id: coAdmin.id,
        status: 'pending' as const,
        name: null,
        email: coAdmin.email,
        canEdit: coAdmin.canEdit,
        lastSignIn: null,
      })),
    ],
  };
}

async function readCityOrganisation(
  db: Db,
  actor: Actor,
  permission: 'organisations.list' | 'organisations.reorganise',
  organisationId: string,
) {
  assertAudience(actor, permission);
  const scope = await findOrganisationScope(db, organisationId);
  if (!scope) throw notFound();
  authorize(actor, permission, { cityId: scope.cityId, organisationId });
  return scope;
}

export async function listParticipantsOf(
  db: Db,
  actor: Actor,
  organisationId: string,
  query: { q?: string; page: number; pageSize: number },
) {
  await readCityOrganisation(db, actor, 'organisations.list', organisationId);
  const { rows, total } = await listOrganisationParticipants(db, organisationId, {
    q: query.q || undefined,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    data: rows.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Merges a branch into another branch of the same organisation ("move children" of the spec): the branch's
 * participants, their trips and its rollup rows move to the other branch in one transaction, and the branch is
 * deleted. The organisation's and the city's figures do not change; the other branch's become the sum of both.
 */
export async function mergeBranch(
  db: Db,
  actor: Actor,
  organisationId: string,
  branchId: string,
  intoBranchId: string,
) {
  await readCityOrganisation(db, actor, 'organisations.reorganise', organisationId);
  if (branchId === intoBranchId) {
    throw new AppError(400, 'branches_not_mergeable', 'A branch cannot be merged into itself');
  }
  return db.transaction(async (tx) => {
    const found = await findBranchesForUpdate(tx, [branchId, intoBranchId]);
    const from = found.find((branch) => branch.id === branchId);
    const into = found.find((branch) => branch.id === intoBranchId);
    if (!from || from.organisationId !== organisationId) throw notFound();
    if (!into || into.organisationId !== organisationId) {
      throw new AppError(400, 'branches_not_mergeable', 'Both branches must belong to the same organisation');
    }
    const moved = await mergeBranchRows(tx, branchId, intoBranchId);
    return { intoBranchId, movedParticipants: moved.participants, movedTrips: moved.trips };
  });
}

/**
 * Moves a participant to another organisation of the same city (and one of its branches, or none). Their trips
 * stay attributed as they were made: the rollups count each trip for the organisation and branch of the
 * participant at the time of the trip, so past figures stay with the former organisation, and only trips from
 * now on count for the new one. Their points, ledger and account do not change.
 */
export async function moveParticipant(
  db: Db,
  actor: Actor,
  organisationId: string,
  participantId: string,
  input: { organisationId: string; branchId?: string | null },
) {
  const scope = await readCityOrganisation(db, actor, 'organisations.reorganise', organisationId);
  const participant = await findParticipantAffiliation(db, participantId);
  if (!participant || participant.organisationId !== organisationId) throw notFound();
  if (input.organisationId === organisationId) {
    throw new AppError(
      400,
      'participant_already_in_organisation',
      'The participant already belongs to this organisation',
    );
  }
  const target = await findOrganisationScope(db, input.organisationId);
  if (!target || target.cityId !== scope.cityId) throw notFound('Organisation not found');
  if (input.branchId) {
    const branch = await findBranch(db, input.branchId);
    if (!branch || branch.organisationId !== target.id) throw notFound('Branch not found');
  }
  await db.transaction(async (tx) => {
    await setParticipantAffiliation(tx, participantId, {
      organisationId: target.id,
      branchId: input.branchId ?? null,
    });
  });
  return { id: participantId, organisationId: target.id, branchId: input.branchId ?? null };
}
