import { describe, expect, it } from 'vitest';
import {
  badgeInput,
  badgeLadderConflict,
  badgeLadderProgress,
  emptyBadgeTotals,
  isBadgeQuantity,
  longestStreak,
  newlyEarnedBadges,
  streakEndingOn,
  type BadgeProgressTotals,
  type BadgeRule,
} from './badges.ts';

const badge = (id: string, fields: Partial<BadgeRule> = {}): BadgeRule => ({
  id,
  type: 'distance',
  quantity: 10,
  level: 1,
  activityType: null,
  ...fields,
});

const totals = (fields: Partial<BadgeProgressTotals> = {}): BadgeProgressTotals => ({
  ...emptyBadgeTotals(),
  ...fields,
});

const ladder = [
  badge('d10', { quantity: 10, level: 1 }),
  badge('d50', { quantity: 50, level: 2 }),
  badge('d100', { quantity: 100, level: 3 }),
];

describe('the badge input', () => {
  const valid = { nameFr: 'Cycliste', nameEn: 'Cyclist', type: 'distance', quantity: 12.5, level: 1, points: 20 };

  it('accepts a badge with its names, quantity, level and points', () => {
    expect(badgeInput.safeParse(valid).success).toBe(true);
    expect(badgeInput.safeParse({ ...valid, activityType: 'bike', nameDe: 'Radler' }).success).toBe(true);
  });

  it('refuses a quantity of 0 or below, a level below 1, negative points and missing names', () => {
    for (const change of [{ quantity: 0 }, { quantity: -3 }, { level: 0 }, { points: -1 }, { nameFr: ' ' }]) {
      expect(badgeInput.safeParse({ ...valid, ...change }).success, JSON.stringify(change)).toBe(false);
    }
  });

  it('wants whole quantities for the counted types and a mode only on distance and trips badges', () => {
    const sessions = badgeInput.safeParse({ ...valid, type: 'sessions', quantity: 2.5 });
    expect(sessions.error?.issues[0]?.path).toEqual(['quantity']);
    const streak = badgeInput.safeParse({ ...valid, type: 'streak', quantity: 5, activityType: 'bike' });
    expect(streak.error?.issues[0]?.path).toEqual(['activityType']);
    expect(badgeInput.safeParse({ ...valid, activityType: 'car' }).success).toBe(false);
    expect(isBadgeQuantity('ghg', 0.25)).toBe(true);
    expect(isBadgeQuantity('ghg', 0.255)).toBe(false);
  });
});

describe('which badges a participant has just earned', () => {
  it('awards a badge whose quantity is reached, and only once', () => {
    expect(newlyEarnedBadges(totals({ distanceKm: 9.99 }), ladder, new Set()).map(({ id }) => id)).toEqual([]);
    expect(newlyEarnedBadges(totals({ distanceKm: 10 }), ladder, new Set()).map(({ id }) => id)).toEqual(['d10']);
    expect(newlyEarnedBadges(totals({ distanceKm: 40 }), ladder, new Set(['d10']))).toEqual([]);
  });

  it('gives both levels, lower first, to a participant crossing two at once', () => {
    const shuffled = [ladder[2]!, ladder[1]!, ladder[0]!];
    expect(newlyEarnedBadges(totals({ distanceKm: 60 }), shuffled, new Set()).map(({ id }) => id)).toEqual([
      'd10',
      'd50',
    ]);
    expect(newlyEarnedBadges(totals({ distanceKm: 120 }), ladder, new Set(['d10'])).map(({ id }) => id)).toEqual([
      'd50',
      'd100',
    ]);
  });

  it('never lists a badge twice, even when the city list repeats it', () => {
    const earned = newlyEarnedBadges(totals({ distanceKm: 20 }), [ladder[0]!, ladder[0]!], new Set());
    expect(earned).toHaveLength(1);
  });

  it('reads the measure of each type, and the mode of a mode badge', () => {
    const all = [
      badge('bike', { activityType: 'bike', quantity: 5 }),
      badge('walks', { type: 'sessions', activityType: 'walk', quantity: 3 }),
      badge('trips', { type: 'sessions', quantity: 3 }),
      badge('ghg', { type: 'ghg', quantity: 1.5 }),
      badge('streak', { type: 'streak', quantity: 5 }),
      badge('modes', { type: 'mode_count', quantity: 3 }),
      badge('won', { type: 'challenge_won', quantity: 1 }),
    ];
    const reached = totals({
      distanceKm: 100,
      sessions: 3,
      ghgKg: 1.5,
      streakDays: 4,
      modeCount: 3,
      challengesWon: 1,
      modes: { bike: { distanceKm: 4, sessions: 1 }, walk: { distanceKm: 2, sessions: 3 } },
    });
    expect(
      newlyEarnedBadges(reached, all, new Set())
        .map(({ id }) => id)
        .sort(),
    ).toEqual(['ghg', 'modes', 'trips', 'walks', 'won']);
  });
});

describe('the progress to the next level', () => {
  it('answers the lowest badge not held and how far from the last held level', () => {
    const [progress] = badgeLadderProgress(totals({ distanceKm: 30 }), ladder, new Set(['d10']));
    expect(progress).toMatchObject({ ladder: 'distance|', value: 30, nextBadgeId: 'd50', nextQuantity: 50 });
    expect(progress!.ratio).toBeCloseTo(0.5);
  });

  it('answers no next badge once the ladder is complete, one ladder per type and mode', () => {
    const bike = badge('bike', { activityType: 'bike', quantity: 5 });
    const progress = badgeLadderProgress(
      totals({ distanceKm: 200 }),
      [...ladder, bike],
      new Set(['d10', 'd50', 'd100']),
    );
    expect(progress).toHaveLength(2);
    expect(progress.find(({ ladder }) => ladder === 'distance|')).toMatchObject({ nextBadgeId: null, ratio: 1 });
    expect(progress.find(({ ladder }) => ladder === 'distance|bike')).toMatchObject({ value: 0, ratio: 0 });
  });
});

describe("a ladder's order", () => {
  it('refuses a level taken, and quantities that do not climb with the levels', () => {
    expect(badgeLadderConflict(badge('new', { level: 2, quantity: 70 }), ladder)?.id).toBe('d50');
    expect(badgeLadderConflict(badge('new', { level: 4, quantity: 90 }), ladder)?.id).toBe('d100');
    expect(badgeLadderConflict(badge('new', { level: 4, quantity: 500 }), ladder)).toBeNull();
    expect(badgeLadderConflict(badge('new', { level: 2, quantity: 5, activityType: 'bike' }), ladder)).toBeNull();
    expect(badgeLadderConflict({ ...ladder[1]!, quantity: 60 }, ladder)).toBeNull();
  });
});

describe('streaks of active days', () => {
  it('counts the longest run of consecutive days, across months', () => {
    expect(longestStreak([])).toBe(0);
    expect(longestStreak(['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-03'])).toBe(3);
    expect(longestStreak(['2026-03-01', '2026-03-01', '2026-03-02'])).toBe(2);
  });

  it('counts the run ending on a day', () => {
    const days = ['2026-02-27', '2026-02-28', '2026-03-01'];
    expect(streakEndingOn(days, '2026-03-01')).toBe(3);
    expect(streakEndingOn(days, '2026-03-02')).toBe(0);
  });
});
