import { z } from 'zod';
import { TRANSPORT_MODES, type TransportMode } from './constants.ts';
import { line } from './text.ts';
import { NON_SUSTAINABLE_MODES } from './trip-rules.ts';

/**
 * Badges (issue 17, spec §3): a city's rewards for reaching a quantity — a distance, a number of sustainable
 * trips, GHG avoided, a streak of consecutive active days, a number of distinct sustainable modes, challenges
 * won. Badges of one type (and, for distance and sessions, one mode) form a ladder of levels; a participant
 * gets each badge once, with its points as a `badge` ledger entry.
 */

export const BADGE_TYPES = ['distance', 'sessions', 'ghg', 'streak', 'mode_count', 'challenge_won'] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];

/** The unit of each type's quantity (the web shows it beside the number). */
export const BADGE_UNITS = {
  distance: 'km',
  sessions: 'trips',
  ghg: 'kg',
  streak: 'days',
  mode_count: 'modes',
  challenge_won: 'challenges',
} as const satisfies Record<BadgeType, string>;

/** The types whose quantity may be restricted to one transport mode. */
export const BADGE_MODE_TYPES: readonly BadgeType[] = ['distance', 'sessions'];
/** The types whose quantity may have decimals (km, kg); the others count whole things. */
const DECIMAL_TYPES: readonly BadgeType[] = ['distance', 'ghg'];

export const BADGE_NAME_MAX = 80;
export const BADGE_LEVEL_MAX = 100;
export const BADGE_POINTS_MAX = 1_000_000;
export const BADGE_QUANTITY_MAX = 1_000_000;

/** The modes a badge may be restricted to: the sustainable ones (the others never count). */
export const BADGE_MODES = TRANSPORT_MODES.filter((mode) => !NON_SUSTAINABLE_MODES.includes(mode));

/** Messages of the field rules (the web shows its own translated text by path). */
export const BADGE_FIELD_MESSAGES = {
  quantity: `A quantity above 0, at most ${BADGE_QUANTITY_MAX}`,
  wholeQuantity: 'This type counts whole units',
  modeNotAllowed: 'Only distance and trips badges may be restricted to a mode',
} as const;

/** True for a quantity a badge of this type may require: above 0, whole for the counted types, 2 decimals at most. */
export function isBadgeQuantity(type: BadgeType, value: number): boolean {
  if (!Number.isFinite(value) || value <= 0 || value > BADGE_QUANTITY_MAX) return false;
  const decimals = DECIMAL_TYPES.includes(type) ? 100 : 1;
  return Math.abs(Math.round(value * decimals) - value * decimals) < 1e-6;
}

const name = () => line().trim().min(1, 'Required').max(BADGE_NAME_MAX);

/** The body of `POST /api/badges` and `PUT /api/badges/{id}`, without the rules across fields. */
export const badgeInputObject = z.object({
  nameFr: name(),
  nameEn: name(),
  nameDe: line().trim().max(BADGE_NAME_MAX).nullish(),
  type: z.enum(BADGE_TYPES),
  quantity: z.number().positive(BADGE_FIELD_MESSAGES.quantity).max(BADGE_QUANTITY_MAX, BADGE_FIELD_MESSAGES.quantity),
  level: z.number().int().min(1).max(BADGE_LEVEL_MAX),
  points: z.number().int().min(0).max(BADGE_POINTS_MAX),
  /** Null or absent: every mode. Only for distance and sessions badges. */
  activityType: z
    .enum(TRANSPORT_MODES)
    .refine((mode) => !NON_SUSTAINABLE_MODES.includes(mode), 'Not a sustainable mode')
    .nullish(),
  /** An image uploaded through `POST /api/images`. */
  imageId: z.uuid().nullish(),
});

export const badgeInput = badgeInputObject.superRefine((input, context) => {
  if (!isBadgeQuantity(input.type, input.quantity)) {
    const message = input.quantity > 0 ? BADGE_FIELD_MESSAGES.wholeQuantity : BADGE_FIELD_MESSAGES.quantity;
    context.addIssue({ code: 'custom', path: ['quantity'], message });
  }
  if (input.activityType && !BADGE_MODE_TYPES.includes(input.type)) {
    context.addIssue({ code: 'custom', path: ['activityType'], message: BADGE_FIELD_MESSAGES.modeNotAllowed });
  }
});
export type BadgeInput = z.infer<typeof badgeInput>;

/** What the awarding rule needs of a badge. */
export type BadgeRule = {
  id: string;
  type: BadgeType;
  quantity: number;
  level: number;
  activityType: string | null;
};

/** What a participant has reached, in the badges' units. */
export type BadgeProgressTotals = {
  distanceKm: number;
  sessions: number;
  ghgKg: number;
  /** Consecutive days with a sustainable trip (the best run the engine looked at). */
  streakDays: number;
  /** Distinct sustainable modes with at least one counted trip. */
  modeCount: number;
  challengesWon: number;
  /** Per mode, for the badges restricted to one. */
  modes: Partial<Record<TransportMode | string, { distanceKm: number; sessions: number }>>;
};

export const emptyBadgeTotals = (): BadgeProgressTotals => ({
  distanceKm: 0,
  sessions: 0,
  ghgKg: 0,
  streakDays: 0,
  modeCount: 0,
  challengesWon: 0,
  modes: {},
});

/** The ladder a badge climbs: its type and, for distance and sessions, its mode. */
export const badgeLadderKey = (badge: Pick<BadgeRule, 'type' | 'activityType'>) =>
  `${badge.type}|${BADGE_MODE_TYPES.includes(badge.type) ? (badge.activityType ?? '') : ''}`;

/** The participant's value of a badge's measure. */
export function badgeMeasure(totals: BadgeProgressTotals, badge: Pick<BadgeRule, 'type' | 'activityType'>): number {
  const mode = badge.activityType ? totals.modes[badge.activityType] : undefined;
  switch (badge.type) {
    case 'distance':
      return badge.activityType ? (mode?.distanceKm ?? 0) : totals.distanceKm;
    case 'sessions':
      return badge.activityType ? (mode?.sessions ?? 0) : totals.sessions;
    case 'ghg':
      return totals.ghgKg;
    case 'streak':
      return totals.streakDays;
    case 'mode_count':
      return totals.modeCount;
    case 'challenge_won':
      return totals.challengesWon;
  }
}

const byLadderThenLevel = (a: BadgeRule, b: BadgeRule) =>
  badgeLadderKey(a).localeCompare(badgeLadderKey(b)) || a.level - b.level || a.quantity - b.quantity;

/**
 * The badges a participant has just earned: those whose quantity is reached and that are not held yet, each
 * once, ordered by ladder then level (a participant crossing two levels at once gets both, the lower first).
 */
export function newlyEarnedBadges<B extends BadgeRule>(
  totals: BadgeProgressTotals,
  badges: readonly B[],
  held: ReadonlySet<string>,
): B[] {
  const seen = new Set<string>();
  return badges
    .filter((badge) => {
      if (held.has(badge.id) || seen.has(badge.id)) return false;
      seen.add(badge.id);
      return badgeMeasure(totals, badge) >= badge.quantity;
    })
    .sort(byLadderThenLevel);
}

export type BadgeLadderProgress = {
  ladder: string;
  type: BadgeType;
  activityType: string | null;
  /** The participant's value of the ladder's measure. */
  value: number;
  /** The ladder's lowest badge not held yet; null when every badge of the ladder is held. */
  nextBadgeId: string | null;
  nextQuantity: number | null;
  /** 0 to 1: how far the participant is from the previous held level (or 0) to the next one. */
  ratio: number;
};

/** Per ladder, the participant's value and the progress to the next badge not held yet. */
export function badgeLadderProgress(
  totals: BadgeProgressTotals,
  badges: readonly BadgeRule[],
  held: ReadonlySet<string>,
): BadgeLadderProgress[] {
  const ladders = new Map<string, BadgeRule[]>();
  for (const badge of [...badges].sort(byLadderThenLevel)) {
    const key = badgeLadderKey(badge);
    ladders.set(key, [...(ladders.get(key) ?? []), badge]);
  }
  return [...ladders].map(([ladder, rungs]) => {
    const first = rungs[0]!;
    const value = badgeMeasure(totals, first);
    const next = rungs.find((badge) => !held.has(badge.id)) ?? null;
    const below = next ? rungs.filter((badge) => held.has(badge.id) && badge.quantity < next.quantity) : [];
    const floor = below.length > 0 ? Math.max(...below.map((badge) => badge.quantity)) : 0;
    const ratio = next ? Math.min(1, Math.max(0, (value - floor) / (next.quantity - floor || next.quantity))) : 1;
    return {
      ladder,
      type: first.type,
      activityType: BADGE_MODE_TYPES.includes(first.type) ? first.activityType : null,
      value,
      nextBadgeId: next?.id ?? null,
      nextQuantity: next?.quantity ?? null,
      ratio,
    };
  });
}

/**
 * A ladder's levels must climb with their quantities: the badge's quantity is above every lower level's and
 * below every higher level's of the same ladder. Answers the conflicting badge, or null.
 */
export function badgeLadderConflict<B extends BadgeRule>(candidate: BadgeRule, others: readonly B[]): B | null {
  const ladder = badgeLadderKey(candidate);
  for (const other of others) {
    if (other.id === candidate.id || badgeLadderKey(other) !== ladder) continue;
    if (other.level === candidate.level) return other;
    if (other.level < candidate.level && other.quantity >= candidate.quantity) return other;
    if (other.level > candidate.level && other.quantity <= candidate.quantity) return other;
  }
  return null;
}

/**
 * The longest run of consecutive days (`YYYY-MM-DD`) in a set of active days: the streak a participant reached.
 */
export function longestStreak(days: readonly string[]): number {
  const sorted = [...new Set(days)].sort();
  let best = 0;
  let run = 0;
  let previous = Number.NaN;
  for (const day of sorted) {
    const at = Date.parse(`${day}T00:00:00Z`) / 86_400_000;
    run = at === previous + 1 ? run + 1 : 1;
    best = Math.max(best, run);
    previous = at;
  }
  return best;
}

/** The run of consecutive active days ending on `day` (0 when `day` is not active). */
export function streakEndingOn(days: readonly string[], day: string): number {
  const active = new Set(days);
  let run = 0;
  let at = Date.parse(`${day}T00:00:00Z`);
  while (active.has(new Date(at).toISOString().slice(0, 10))) {
    run += 1;
    at -= 86_400_000;
  }
  return run;
}
