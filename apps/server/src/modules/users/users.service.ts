import { canSortUsersBy, DATA_POLICY_VERSION, visibleUserColumns, type UserColumn } from '@mobiverte/contracts';
import type { Actor, DashboardActor } from '../../auth/actor.ts';
import { authorize, requireDashboardActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import {
  findAcceptance,
  findBranchScope,
  findControlPoints,
  findModeTotals,
  findOrganisationScope,
  insertAcceptance,
  listUserExports,
  listFilterOptions,
  listUserPage,
  readsMatchesFirst,
  userConditions,
  type ControlPoints,
  type ModeTotals,
  type UserRow,
  type UserScope,
} from './users.repository.ts';
import type { UserFiltersQuery, UserListItem, UsersQuery } from './users.schemas.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * Whose participants the actor lists: a city admin its city's, an organisation's admin (or co-admin) its own.
 * An organisation or branch chosen as a filter must lie in that scope (404 otherwise, as every record out of reach).
 */
export async function resolveUserScope(
  db: Db,
  actor: Actor,
  filters: UserFiltersQuery,
  permission: 'users.read' | 'users.export',
) {
  const dashboard = requireDashboardActor(actor);
  const scope: UserScope = {
    cityId: dashboard.cityId,
    organisationId: dashboard.role === 'city' ? null : dashboard.organisationId,
  };
  if (dashboard.role !== 'city' && !scope.organisationId) throw forbidden();
  if (filters.organisationId) {
    const organisation = await findOrganisationScope(db, filters.organisationId);
    if (!organisation) throw notFound('Organisation not found');
    authorize(actor, permission, { cityId: organisation.cityId, organisationId: organisation.id });
  }
  if (filters.branchId) {
    const branch = await findBranchScope(db, filters.branchId);
    if (!branch) throw notFound('Branch not found');
    authorize(actor, permission, { cityId: branch.cityId, organisationId: branch.organisationId });
  }
  if (filters.joinedFrom && filters.joinedTo && filters.joinedFrom > filters.joinedTo)
    throw badRequest('validation_failed', 'The start of the joining period is after its end', [
      { path: 'joinedFrom', message: 'joinedFrom is after joinedTo' },
    ]);
  return { dashboard, scope, columns: visibleUserColumns(dashboard.role) };
}

/** A participant's GHG avoided in kg, to the gram: the list's and the export's figure. */
export const ghgKgOf = (ghgMg: number | string) => Math.round(Number(ghgMg) / 1000) / 1000;

/** A row of the list or the export, with only the columns the admin's data-use rights allow. */
export function toUserItem(
  row: UserRow,
  modes: ModeTotals | undefined,
  points: ControlPoints | undefined,
  columns: readonly UserColumn[],
): UserListItem {
  const sees = (column: UserColumn) => columns.includes(column);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    organisationId: row.organisationId,
    organisationName: row.organisationName,
    branchId: row.branchId,
    branchName: row.branchName,
    ...(sees('postalCode') ? { postalCode: row.postalCode } : {}),
    joinedAt: iso(row.joinedAt)!,
    lastLogin: iso(row.lastLogin),
    lastTripAt: iso(row.lastTripAt),
    controlPoints: {
      ...(sees('homeControlPoint') ? { home: points?.home ?? null } : {}),
      work: points?.work ?? null,
      ...(sees('academicControlPoint') ? { academic: points?.academic ?? null } : {}),
    },
    carpoolCode: row.carpoolCode,
    primaryMode: row.primaryMode,
    totalPoints: Number(row.totalPoints),
    greenpoints: Number(row.greenpoints),
    ghgKg: ghgKgOf(row.ghgMg),
    distanceKm: Math.round(Number(row.distanceM)) / 1000,
    sessions: Number(row.sessions),
    activeDays: Number(row.activeDays),
    modes: modes ?? {},
  };
}

/** `GET /api/users`: one page of the participants in the actor's scope, sorted and filtered on the server. */
export async function listUsers(db: Db, actor: Actor, query: UsersQuery, now = new Date()) {
  const { dashboard, scope, columns } = await resolveUserScope(db, actor, query, 'users.read');
  if (!canSortUsersBy(dashboard.role, query.sort))
    throw badRequest('validation_failed', 'This column cannot be sorted', [{ path: 'sort', message: 'Not allowed' }]);
  const where = userConditions(scope, query, dashboard.cityTimeZone, now);
  const { rows, total } = await listUserPage(
    db,
    scope.cityId,
    where,
    query.sort,
    query.order,
    query.pageSize,
    (query.page - 1) * query.pageSize,
    { matchesFirst: readsMatchesFirst(query.q, query.sort) },
  );
  const ids = rows.map((row) => row.id);
  const [modes, points] = await Promise.all([findModeTotals(db, ids), findControlPoints(db, ids)]);
  return {
    data: rows.map((row) => toUserItem(row, modes.get(row.id), points.get(row.id), columns)),
    total,
    columns: [...columns],
  };
}

/**
 * The admin's acceptance of the current data-use policy: the one already recorded for this version, or a new one
 * (who, when, which version, for which city or organisation).
 */
export async function acceptDataPolicy(db: Db, actor: DashboardActor) {
  const existing = await findAcceptance(db, actor.userId, DATA_POLICY_VERSION);
  const acceptance =
    existing ??
    (await insertAcceptance(db, {
      authUserId: actor.userId,
      email: actor.email,
      cityId: actor.cityId,
      organisationId: actor.role === 'city' ? null : actor.organisationId,
      policyVersion: DATA_POLICY_VERSION,
    }));
  return {
    id: acceptance.id,
    policyVersion: acceptance.policyVersion,
    acceptedAt: acceptance.acceptedAt.toISOString(),
  };
}

/** `GET /api/users/exports`: the city's log of users-list exports. */
export async function listExportLog(db: Db, actor: Actor, page: number, pageSize: number) {
  const dashboard = requireDashboardActor(actor);
  const { rows, total } = await listUserExports(db, dashboard.cityId, pageSize, (page - 1) * pageSize);
  return {
    data: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      acceptedAt: row.acceptedAt.toISOString(),
    })),
    total,
  };
}

/** `GET /api/users/filter-options`: the organisations and branches the list can be filtered by. */
export async function getFilterOptions(db: Db, actor: Actor) {
  const { scope } = await resolveUserScope(db, actor, {}, 'users.read');
  return listFilterOptions(db, scope);
}
