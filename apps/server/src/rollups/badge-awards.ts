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
  findCityBadgesFor,
  insertBadgeAwards,
  readParticipantBadgeTotals,
  type LadderBadge,
} from './badge-awards.repository.ts';

type Executor = Db | Tx;

const DAY_MS = 86_400_000;
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const TOTALS_TYPES: readonly BadgeType[] = ['distance', 'sessions', 'ghg', 'mode_count'];

/**
 * What the participant has reached, read only for the types `badges` need: the whole history (participant
 * totals and per-mode totals), the best streak of active days around `days`, the challenges won.
 */
export async function readBadgeTotals(
  db: Executor,
  participantId: string,
  badges: readonly Pick<LadderBadge, 'type' | 'quantity'>[],
  /** Around the days of a batch (the best run), or the current run ending on a day (or the day before). */
  streak: { days: readonly string[] } | { endingOn: string },
): Promise<BadgeProgressTotals> {
  const totals = emptyBadgeTotals();
  const types = new Set(badges.map(({ type }) => type));
  if (TOTALS_TYPES.some((type) => types.has(type))) {
    const read = await readParticipantBadgeTotals(db, participantId);
    totals.distanceKm = read.distanceM / 1000;
    totals.sessions = read.sessions;
    totals.ghgKg = read.ghgMg / 1_000_000;
    const sustainable = read.modes.filter(
      ({ activityType, sessions }) => sessions > 0 && !NON_SUSTAINABLE_MODES.includes(activityType as TransportMode),
    );
    totals.modeCount = sustainable.length;
    for (const mode of sustainable) {
      totals.modes[mode.activityType] = { distanceKm: mode.distanceM / 1000, sessions: mode.sessions };
    }
  }
  if (types.has('streak')) {
    // A run longer than the ladder's top quantity earns nothing more: the days within that reach suffice.
    const reach = Math.max(...badges.filter(({ type }) => type === 'streak').map(({ quantity }) => quantity));
    if ('endingOn' in streak) {
      // The current streak: ending on the day, or the day before while the day has no trip yet.
      const days = await findActiveDays(db, participantId, shiftDay(streak.endingOn, -reach), streak.endingOn);
      const active = new Set(days);
      const last = active.has(streak.endingOn) ? streak.endingOn : shiftDay(streak.endingOn, -1);
      let run = 0;
      while (run < reach && active.has(shiftDay(last, -run))) run += 1;
      totals.streakDays = run;
    } else if (streak.days.length > 0) {
      const sorted = [...streak.days].sort();
      const days = await findActiveDays(
        db,
        participantId,
        shiftDay(sorted[0]!, 1 - reach),
        shiftDay(sorted.at(-1)!, reach - 1),
      );
      totals.streakDays = longestStreak(days);
    }
  }
  if (types.has('challenge_won')) totals.challengesWon = await countChallengesWon(db, participantId);
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
  const all = await findCityBadgesFor(tx, participant.cityId, participant.participantId);
  const open = all.filter((badge) => badge.awardedAt === null);
  if (open.length === 0) return [];
  const totals = await readBadgeTotals(tx, participant.participantId, open, { days: options.days ?? [] });
  const earned = newlyEarnedBadges(totals, open, new Set());
  if (earned.length === 0) return [];
  return insertBadgeAwards(
    tx,
    participant,
    earned.map((badge) => ({
      badgeId: badge.id,
      points: badge.points,
      awardId: awardRowId('award', participant.participantId, badge.id),
      ledgerEntryId: awardRowId('ledger', participant.participantId, badge.id),
    })),
    at,
  );
}
