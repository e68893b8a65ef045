import { ACTIVE_MODES, type StatsBy, type TransportMode } from '@mobiverte/contracts';

export type ModeFigures = StatsBy['byMode'][number];
export type ModeMeasure = Exclude<keyof ModeFigures, 'activityType'>;
export type RankedMode = ModeFigures & { share: number };

/** Modes with trips in the period, largest first by a measure, each with its share of the total. */
export function rankModes(byMode: readonly ModeFigures[], measure: ModeMeasure): RankedMode[] {
  const used = byMode.filter((mode) => mode.sessions > 0 || mode[measure] > 0);
  const total = used.reduce((sum, mode) => sum + mode[measure], 0);
  return used
    .map((mode) => ({ ...mode, share: total > 0 ? mode[measure] / total : 0 }))
    .sort((a, b) => b[measure] - a[measure] || a.activityType.localeCompare(b.activityType));
}

export interface ActiveModesSummary {
  modes: RankedMode[];
  totals: Pick<ModeFigures, 'durationMin' | 'calories' | 'sessions' | 'distanceKm'>;
}

const isActiveMode = (mode: TransportMode) => ACTIVE_MODES.includes(mode);

/** The activity ("fitness") view: time, calories, trips and distance of the active modes only. */
export function summariseActiveModes(byMode: readonly ModeFigures[]): ActiveModesSummary {
  const modes = rankModes(
    byMode.filter((mode) => isActiveMode(mode.activityType)),
    'durationMin',
  );
  const totals = modes.reduce(
    (sum, mode) => ({
      durationMin: sum.durationMin + mode.durationMin,
      calories: sum.calories + mode.calories,
      sessions: sum.sessions + mode.sessions,
      distanceKm: sum.distanceKm + mode.distanceKm,
    }),
    { durationMin: 0, calories: 0, sessions: 0, distanceKm: 0 },
  );
  return { modes, totals };
}
