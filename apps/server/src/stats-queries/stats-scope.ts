import { sql, type SQL } from 'drizzle-orm';

/**
 * Whose figures a statistics query reads: a whole city (with or without the participants who belong to no
 * organisation), one organisation, or one branch. Services build it after the policy check.
 */
export type StatsScope =
  | { kind: 'city'; cityId: string; organisationsOnly: boolean }
  | { kind: 'organisation'; cityId: string; organisationId: string }
  | { kind: 'branch'; cityId: string; organisationId: string; branchId: string };

const organisationsOfCity = (cityId: string) => sql`(select id from organisations where city_id = ${cityId})`;

/** The rows of `stats_daily` / `stats_monthly` that hold the scope's figures. */
export function rollupScopeFilter(scope: StatsScope): SQL {
  switch (scope.kind) {
    case 'city':
      return scope.organisationsOnly
        ? sql`scope_type = 'organisation' and scope_id in ${organisationsOfCity(scope.cityId)}`
        : sql`scope_type = 'city' and scope_id = ${scope.cityId}`;
    case 'organisation':
      return sql`scope_type = 'organisation' and scope_id = ${scope.organisationId}`;
    case 'branch':
      return sql`scope_type = 'branch' and scope_id = ${scope.branchId}`;
  }
}

/**
 * The rows of a table with `city_id`, `organisation_id` and `branch_id` columns (participant rollups, trips,
 * participants) that belong to the scope; `alias` qualifies the columns in a join.
 */
export function affiliationFilter(scope: StatsScope, alias?: string): SQL {
  const column = (name: string) => sql.raw(alias ? `${alias}.${name}` : name);
  switch (scope.kind) {
    case 'city':
      return scope.organisationsOnly
        ? sql`${column('organisation_id')} in ${organisationsOfCity(scope.cityId)}`
        : sql`${column('city_id')} = ${scope.cityId}`;
    case 'organisation':
      return sql`${column('organisation_id')} = ${scope.organisationId}`;
    case 'branch':
      return sql`${column('branch_id')} = ${scope.branchId}`;
  }
}
