import { createHash } from 'node:crypto';
import {
  emptyBadgeTotals,
  longestStreak,
  NON_SUSTAINABLE_MODES,
  newlyEarnedBadges,
  type BadgeProgressTotals,
  type BadgeType,
  type TransportMode,
} from '@mobiverte/contracts';
import type { Db } from '../db/connection.ts';
import type { Tx } from '../db/transaction.ts';
import {
  countChallengesWon,
  findActiveDays,
  insertBadgeAwards,
  ladderAwardCandidates,
  namedAwardCandidates,
  readAwardState,
  readParticipantBadgeTotals,
  type LadderBadge,
  type ParticipantHistory,
} from './badge-awards.repository.ts';

type Executor = Db | Tx;

const DAY_MS = 86_400_000;
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const TOTALS_TYPES: readonly BadgeType[] = ['distance', 'sessions', 'ghg', 'mode_count'];

/** The badges' measures of a participant's history (participant totals, per-mode totals). */
function applyHistory(totals: BadgeProgressTotals, history: ParticipantHistory) {
  totals.distanceKm = history.distanceM / 1000;
  totals.sessions = history.sessions;
  totals.ghgKg = history.ghgMg / 1_000_000;
  const sustainable = history.modes.filter(
    ({ activityType, sessions }) => sessions > 0 && !NON_SUSTAINABLE_MODES.includes(activityType as TransportMode),
  );
  totals.modeCount = sustainable.length;
  for (const mode of sustainable) {
    totals.modes[mode.activityType] = { distanceKm: mode.distanceM / 1000, sessions: mode.sessions };
  }
}

/** Around the days of a batch (the best run), or the current run ending on a day (or the day before). */
type StreakScope = { days: readonly string[] } | { endingOn: string };

/** The streak the badges need: a run longer than the ladder's top quantity earns nothing more. */
async function readStreak(
  db: Executor,
  participantId: string,
  badges: readonly Pick<LadderBadge, 'type' | 'quantity'>[],
  streak: StreakScope,
) {
  const streaks = badges.filter(({ type }) => type === 'streak');
  if (streaks.length === 0) return 0;
  const reach = Math.max(...streaks.map(({ quantity }) => quantity));
  if ('endingOn' in streak) {
    // The current streak: ending on the day, or the day before while the day has no trip yet.
    const active = new Set(await findActiveDays(db, participantId, shiftDay(streak.endingOn, -reach), streak.endingOn));
    const last = active.has(streak.endingOn) ? streak.endingOn : shiftDay(streak.endingOn, -1);
    let run = 0;
    while (run < reach && active.has(shiftDay(last, -run))) run += 1;
    return run;
  }
  if (streak.days.length === 0) return 0;
  const sorted = [...streak.days].sort();
  const from = shiftDay(sorted[0]!, 1 - reach);
  return longestStreak(await findActiveDays(db, participantId, from, shiftDay(sorted.at(-1)!, reach - 1)));
}

/**
 * What the participant has reached, read only for the types `badges` need: the whole history (participant
 * totals and per-mode totals), the streak of active days, the challenges won.
 */
export async function readBadgeTotals(
  db: Executor,
  participantId: string,
  badges: readonly Pick<LadderBadge, 'type' | 'quantity'>[],
  streak: StreakScope,
): Promise<BadgeProgressTotals> {
  const totals = emptyBadgeTotals();
  const types = new Set(badges.map(({ type }) => type));
  // three independent reads, at once (each one only when a badge needs it)
  const [history, streakDays, challengesWon] = await Promise.all([
    TOTALS_TYPES.some((type) => types.has(type)) ? readParticipantBadgeTotals(db, participantId) : undefined,
    readStreak(db, participantId, badges, streak),
    types.has('challenge_won') ? countChallengesWon(db, participantId) : undefined,
  ]);
  if (history) applyHistory(totals, history);
  totals.streakDays = streakDays;
  if (challengesWon !== undefined) totals.challengesWon = challengesWon;
  return totals;
}

export type AwardOptions = {
  /** The local days of the trips just folded: a streak is looked for around them (none: no streak can change). */
  days?: readonly string[];
};

/**
 * The id of an award's rows, named after the participant and the badge (a name-based UUID, RFC 9562 v5 layout):
 * each pair is awarded once, and the demo world's rows come out the same for the same seed.
 */
export function awardRowId(kind: 'award' | 'ledger', participantId: string, badgeId: string): string {
  const hex = createHash('sha1').update(`badge-${kind}:${participantId}:${badgeId}`).digest('hex').slice(0, 32);
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The awarding engine (issue 17), run in the transaction that changed the participant's figures (a trip's, after
 * the rollups; a challenge's), under the participant's lock: reads the city's badges the participant does not
 * hold, the figures they need, and gives every badge whose quantity is now reached — several levels at once
 * included — each with a `badge` ledger entry and the balance. The (participant, badge) unique constraint makes
 * a retry or a concurrent award a no-op. Answers the ids of the badges awarded.
 */
export async function awardBadges(
  tx: Tx,
  participant: { participantId: string; cityId: string },
  at: Date,
  options: AwardOptions = {},
): Promise<string[]> {
  // One statement for the open badges and the figures; a second one only while a streak badge is open.
  const state = await readAwardState(tx, participant.cityId, participant.participantId);
  if (state.open.length === 0) return [];
  const totals = emptyBadgeTotals();
  applyHistory(totals, state.totals);
  totals.challengesWon = state.challengesWon;
  totals.streakDays = await readStreak(tx, participant.participantId, state.open, { days: options.days ?? [] });
  const earned = newlyEarnedBadges(totals, state.open, new Set());
  if (earned.length === 0) return [];
  const awards = earned.map((badge) => ({
    badgeId: badge.id,
    points: badge.points,
    awardId: awardRowId('award', participant.participantId, badge.id),
    ledgerEntryId: awardRowId('ledger', participant.participantId, badge.id),
  }));
  return insertBadgeAwards(tx, participant, ladderAwardCandidates(awards), at);
}

/**
 * Gives the participant the badges that challenge goals it has just reached name (issue 17), exactly as the engine
 * does — once, with the badge's points as a `badge` ledger entry — in the transaction that reached the goal. Only
 * the city's badges that are not archived are given; a retry, a re-fold or a badge already held is a no-op.
 */
export async function awardGoalBadges(
  tx: Tx,
  participant: { participantId: string; cityId: string },
  badgeIds: readonly string[],
  at: Date,
): Promise<string[]> {
  const named = [...new Set(badgeIds)];
  if (named.length === 0) return [];
  const awards = named.map((badgeId) => ({
    badgeId,
    awardId: awardRowId('award', participant.participantId, badgeId),
    ledgerEntryId: awardRowId('ledger', participant.participantId, badgeId),
  }));
  return insertBadgeAwards(tx, participant, namedAwardCandidates(participant.cityId, awards), at);
}
