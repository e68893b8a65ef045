import {
  effectiveFactors,
  factorTableOf,
  reportRangeError,
  type CommutingReport,
  type ReportQuery,
  type ReportRow,
  type TransportMode,
} from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import { authorize } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { countActiveUsers } from '../../stats-queries/count-active-users.ts';
import {
  countReportModeParticipants,
  countReportParticipants,
  getReportMeasures,
  type ReportModeParticipants,
  type ReportTarget,
} from '../../stats-queries/get-report-measures.ts';
import { findCityEmissions } from '../emission-factors/emission-factors.repository.ts';
import { addModeSums, reportFiguresOf, type ModeParticipants, type ModeSums } from './report-figures.ts';
import {
  findReportCity,
  findReportOrganisation,
  listReportBranches,
  listReportOrganisations,
} from './reports.repository.ts';

type Scope =
  | { kind: 'organisation'; cityId: string; organisationId: string; name: string; cityName: string; employees: number }
  | { kind: 'city'; cityId: string; name: string };

/** Whose report: an organisation (its accounts, or its city's) or a city (its accounts); another's id is a 404. */
async function resolveReportScope(db: Db, actor: Actor, query: Pick<ReportQuery, 'cityId' | 'organisationId'>) {
  if (query.organisationId !== undefined) {
    const organisation = await findReportOrganisation(db, query.organisationId);
    if (!organisation) throw notFound();
    authorize(actor, 'reports.read', { cityId: organisation.cityId, organisationId: organisation.id });
    return {
      kind: 'organisation',
      cityId: organisation.cityId,
      organisationId: organisation.id,
      name: organisation.name,
      cityName: organisation.cityName,
      employees: organisation.employeesCount,
    } satisfies Scope;
  }
  const city = await findReportCity(db, query.cityId!);
  if (!city) throw notFound();
  authorize(actor, 'reports.read', { cityId: city.id });
  return { kind: 'city', cityId: city.id, name: city.name } satisfies Scope;
}

const byMode = (rows: readonly ModeSums[]) => [...addModeSums(new Map<TransportMode, ModeSums>(), rows).values()];

/** The participants per mode of each row (by branch or organisation id, null: no branch) and of the whole report. */
function participantsByModeOf(rows: readonly ReportModeParticipants[]) {
  const byKey = new Map<string | null, Map<TransportMode, number>>();
  const total = new Map<TransportMode, number>();
  for (const row of rows) {
    if (row.total) {
      total.set(row.activityType, row.participants);
      continue;
    }
    const modes = byKey.get(row.key) ?? new Map<TransportMode, number>();
    modes.set(row.activityType, row.participants);
    byKey.set(row.key, modes);
  }
  const none: ModeParticipants = new Map();
  return { of: (key: string | null): ModeParticipants => byKey.get(key) ?? none, total };
}

/**
 * The commuting report (GHG Protocol, Scope 3, category 7) of an organisation (a row per branch, and one for its
 * participants of no branch) or of a city (a row per organisation), over any range of the city's days.
 */
export async function getCommutingReport(db: Db, actor: Actor, query: ReportQuery, now = new Date()) {
  const rangeError = reportRangeError(query);
  if (rangeError) {
    throw badRequest(
      rangeError,
      rangeError === 'end_before_start'
        ? 'The end date is before the start date'
        : 'A report covers 1,096 days at most',
    );
  }
  const scope = await resolveReportScope(db, actor, query);
  const range = { startDate: query.startDate, endDate: query.endDate };
  const target: ReportTarget =
    scope.kind === 'organisation'
      ? { kind: 'organisation', organisationId: scope.organisationId }
      : { kind: 'city', cityId: scope.cityId };
  const [emissions, measures, participantsBy, modeParticipants] = await Promise.all([
    findCityEmissions(db, scope.cityId),
    getReportMeasures(db, target, range),
    countReportParticipants(db, target, range),
    countReportModeParticipants(db, target, range).then(participantsByModeOf),
  ]);
  const table = factorTableOf(emissions.overrides);
  const sumsOf = (scopeType: 'organisation' | 'branch', scopeId: string) =>
    measures.filter((row) => row.scopeType === scopeType && row.scopeId === scopeId);
  let rows: ReportRow[];
  let totals: CommutingReport['totals'];
  let cityName: string;
  if (scope.kind === 'organisation') {
    cityName = scope.cityName;
    const branches = await listReportBranches(db, scope.organisationId);
    const all = byMode(sumsOf('organisation', scope.organisationId));
    const noBranch = new Map(all.map((row) => [row.activityType, { ...row }]));
    rows = branches.map((branch) => {
      const sums = byMode(sumsOf('branch', branch.id));
      addModeSums(noBranch, sums, -1);
      return {
        kind: 'branch' as const,
        id: branch.id,
        name: branch.name,
        ...reportFiguresOf(sums, table, participantsBy.get(branch.id) ?? 0, null, modeParticipants.of(branch.id)),
      };
    });
    const known = new Set(branches.map((branch) => branch.id));
    const participantsWithoutBranch = [...participantsBy]
      .filter(([key]) => key === null || !known.has(key))
      .reduce((total, [, count]) => total + count, 0);
    const rest = [...noBranch.values()].filter((row) => row.sessions > 0);
    if (rest.length > 0 || participantsWithoutBranch > 0) {
      rows.push({
        kind: 'no_branch',
        id: null,
        name: '',
        ...reportFiguresOf(rest, table, participantsWithoutBranch, null, modeParticipants.of(null)),
      });
    }
    const participants = await countActiveUsers(
      db,
      { kind: 'organisation', cityId: scope.cityId, organisationId: scope.organisationId },
      range,
    );
    totals = reportFiguresOf(all, table, participants, scope.employees, modeParticipants.total);
  } else {
    cityName = scope.name;
    const organisations = await listReportOrganisations(db, scope.cityId);
    rows = organisations
      .map((organisation) => ({
        kind: 'organisation' as const,
        id: organisation.id,
        name: organisation.name,
        ...reportFiguresOf(
          byMode(sumsOf('organisation', organisation.id)),
          table,
          participantsBy.get(organisation.id) ?? 0,
          organisation.employeesCount,
          modeParticipants.of(organisation.id),
        ),
      }))
      .filter((row) => row.trips > 0 || row.participants > 0);
    const participants = await countActiveUsers(
      db,
      { kind: 'city', cityId: scope.cityId, organisationsOnly: true },
      range,
    );
    const all = byMode(measures);
    const employees = organisations.reduce((total, organisation) => total + organisation.employeesCount, 0);
    totals = reportFiguresOf(all, table, participants, employees > 0 ? employees : null, modeParticipants.total);
  }
  return {
    scope: {
      kind: scope.kind,
      id: scope.kind === 'organisation' ? scope.organisationId : scope.cityId,
      name: scope.name,
      cityName,
    },
    startDate: range.startDate,
    endDate: range.endDate,
    generatedAt: now.toISOString(),
    perModeSince: emissions.perModeSince?.toISOString() ?? null,
    factors: effectiveFactors(emissions.overrides),
    totals,
    rows,
  } satisfies CommutingReport;
}
