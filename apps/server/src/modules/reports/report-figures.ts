import {
  avoidedMgPerMetre,
  emittedMgPerMetre,
  type FactorTable,
  type ReportFigures,
  type ReportModeFigures,
  type TransportMode,
} from '@mobiverte/contracts';

/** One mode's sums as the rollups keep them (metres, milligrams). */
export type ModeSums = { activityType: TransportMode; sessions: number; distanceM: number; ghgMg: number };

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Adds mode sums into a map by mode (`sign` −1 subtracts, for the trips of no branch). */
export function addModeSums(target: Map<TransportMode, ModeSums>, rows: readonly ModeSums[], sign: 1 | -1 = 1) {
  for (const row of rows) {
    const sums = target.get(row.activityType) ?? {
      activityType: row.activityType,
      sessions: 0,
      distanceM: 0,
      ghgMg: 0,
    };
    sums.sessions += sign * row.sessions;
    sums.distanceM += sign * row.distanceM;
    sums.ghgMg += sign * row.ghgMg;
    target.set(row.activityType, sums);
  }
  return target;
}

/** Participants per mode, as `countReportModeParticipants` answers them for one row (or the whole report). */
export type ModeParticipants = ReadonlyMap<TransportMode, number>;

/**
 * A report's figures from the sums per mode and the distinct participants of each mode: emitted = km × the mode's factor, avoided = km × (car factor − the
 * mode's factor) (never negative), credited = the GHG avoided stored at ingestion; coverage = participants ÷
 * employees, and the extrapolation to all employees = measured × employees ÷ participants (marked as such).
 */
export function reportFiguresOf(
  sums: readonly ModeSums[],
  table: FactorTable,
  participants: number,
  employees: number | null,
  participantsByMode: ModeParticipants,
): ReportFigures {
  const modes: ReportModeFigures[] = sums
    .filter((row) => row.sessions > 0)
    .map((row) => ({
      mode: row.activityType,
      participants: participantsByMode.get(row.activityType) ?? 0,
      trips: row.sessions,
      distanceKm: round3(row.distanceM / 1000),
      emittedKg: round3((row.distanceM * emittedMgPerMetre(row.activityType, table)) / 1_000_000),
      avoidedKg: round3((row.distanceM * avoidedMgPerMetre(row.activityType, table)) / 1_000_000),
    }))
    .sort((a, b) => b.distanceKm - a.distanceKm || a.mode.localeCompare(b.mode));
  const sum = (pick: (row: ModeSums) => number) => sums.reduce((total, row) => total + pick(row), 0);
  const distanceM = sum((row) => row.distanceM);
  const emittedKg = sum((row) => (row.distanceM * emittedMgPerMetre(row.activityType, table)) / 1_000_000);
  const avoidedKg = sum((row) => (row.distanceM * avoidedMgPerMetre(row.activityType, table)) / 1_000_000);
  const scale = employees != null && participants > 0 ? employees / participants : null;
  return {
    participants,
    employees,
    coverage: employees != null && employees > 0 ? round3(participants / employees) : null,
    trips: sum((row) => row.sessions),
    distanceKm: round3(distanceM / 1000),
    emittedKg: round3(emittedKg),
    avoidedKg: round3(avoidedKg),
    creditedKg: round3(sum((row) => row.ghgMg) / 1_000_000),
    extrapolatedEmittedKg: scale === null ? null : round3(emittedKg * scale),
    extrapolatedAvoidedKg: scale === null ? null : round3(avoidedKg * scale),
    modes,
  };
}
