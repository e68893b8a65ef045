import { z } from 'zod';
import { LOCALES } from './constants.ts';
import { addDays, periodStart, type DayRange } from './periods.ts';
import { isoDaySchema } from './stats.ts';

/**
 * Engagement alerts (issue 21 §3): what an organisation or city admin should look at this week. The same rules
 * feed the dashboard's alerts card and the weekly digest email; the server gathers the figures, these pure
 * functions decide what is worth an alert.
 */

/** A figure that fell by at least this share against the week before raises an alert. */
export const ALERT_DROP_SHARE = 0.2;
/** Below this many in the week before, a fall is noise (3 trips to 2 is not a trend). */
export const ALERT_DROP_MIN_PREVIOUS = 5;
/** "Stopped": active in any of the weeks before (this many), not in the week. */
export const ALERT_STOPPED_LOOKBACK_WEEKS = 4;
/** Challenges ending within this many days of the digest's day are announced. */
export const ALERT_CHALLENGE_ENDING_DAYS = 7;
/** At most this many names of participants who stopped are listed; the count is always whole. */
export const ALERT_STOPPED_NAMES_MAX = 10;

export const ALERT_MEASURES = ['sessions', 'distanceKm', 'ghgKg', 'activeUsers'] as const;
export type AlertMeasure = (typeof ALERT_MEASURES)[number];
export type WeekFigures = Record<AlertMeasure, number>;

export const ENGAGEMENT_ALERT_KINDS = [
  'figure_drop',
  'participants_stopped',
  'challenge_ending',
  'orders_pending',
  'trip_reviews_pending',
  'products_pending',
  'challenge_invitations_pending',
] as const;
export type EngagementAlertKind = (typeof ENGAGEMENT_ALERT_KINDS)[number];

/** The weeks the alerts compare: the last complete week (Monday to Sunday) before `today`, and those before it. */
export function alertWeeks(today: string): { week: DayRange; previous: DayRange; lookback: DayRange } {
  const startDate = addDays(periodStart('week', today), -7);
  const week = { startDate, endDate: addDays(startDate, 6) };
  return {
    week,
    previous: { startDate: addDays(startDate, -7), endDate: addDays(startDate, -1) },
    lookback: { startDate: addDays(startDate, -7 * ALERT_STOPPED_LOOKBACK_WEEKS), endDate: addDays(startDate, -1) },
  };
}

/** The share by which a figure changed (−0.25 for a quarter less), or null when there is nothing to compare. */
export function weekChange(current: number, previous: number): number | null {
  if (previous <= 0) return null;
  return (current - previous) / previous;
}

export type ChallengeEnding = { challengeId: string; name: string; endDate: string };

export type EngagementFacts = {
  today: string;
  week: WeekFigures;
  previous: WeekFigures;
  /** Participants active in the lookback weeks and not in the week; `names` only when the admin may see them. */
  stopped: { count: number; names: string[] | null };
  challenges: ChallengeEnding[];
  /** Counts the admin may act on; null when the admin's role has no such queue. */
  pending: {
    orders: number | null;
    tripReviews: number | null;
    products: number | null;
    challengeInvitations: number | null;
  };
};

export type EngagementAlert =
  | { kind: 'figure_drop'; measure: AlertMeasure; current: number; previous: number; change: number }
  | { kind: 'participants_stopped'; count: number; names: string[] | null }
  | { kind: 'challenge_ending'; challengeId: string; name: string; endDate: string; daysLeft: number }
  | {
      kind: 'orders_pending' | 'trip_reviews_pending' | 'products_pending' | 'challenge_invitations_pending';
      count: number;
    };

/** The falls of at least `ALERT_DROP_SHARE` against a week before of at least `ALERT_DROP_MIN_PREVIOUS`. */
export function figureDrops(week: WeekFigures, previous: WeekFigures): EngagementAlert[] {
  return ALERT_MEASURES.flatMap((measure) => {
    const change = weekChange(week[measure], previous[measure]);
    if (change === null || previous[measure] < ALERT_DROP_MIN_PREVIOUS || change > -ALERT_DROP_SHARE) return [];
    return [{ kind: 'figure_drop' as const, measure, current: week[measure], previous: previous[measure], change }];
  });
}

/** Days from `today` to a challenge's last day (0 when it ends today). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The challenges whose last day is today or within `ALERT_CHALLENGE_ENDING_DAYS`, soonest first. */
export function challengesEnding(today: string, challenges: readonly ChallengeEnding[]): EngagementAlert[] {
  return challenges
    .map((challenge) => ({ ...challenge, daysLeft: daysBetween(today, challenge.endDate) }))
    .filter((challenge) => challenge.daysLeft >= 0 && challenge.daysLeft <= ALERT_CHALLENGE_ENDING_DAYS)
    .sort((a, b) => a.daysLeft - b.daysLeft || a.name.localeCompare(b.name))
    .map((challenge) => ({ kind: 'challenge_ending' as const, ...challenge }));
}

const PENDING_KINDS = {
  orders: 'orders_pending',
  tripReviews: 'trip_reviews_pending',
  products: 'products_pending',
  challengeInvitations: 'challenge_invitations_pending',
} as const;

/** Every alert of the week, in the order the dashboard and the digest show them. */
export function evaluateEngagementAlerts(facts: EngagementFacts): EngagementAlert[] {
  const alerts = figureDrops(facts.week, facts.previous);
  if (facts.stopped.count > 0) {
    const names = facts.stopped.names?.slice(0, ALERT_STOPPED_NAMES_MAX) ?? null;
    alerts.push({ kind: 'participants_stopped', count: facts.stopped.count, names });
  }
  alerts.push(...challengesEnding(facts.today, facts.challenges));
  for (const [key, kind] of Object.entries(PENDING_KINDS) as [keyof typeof PENDING_KINDS, EngagementAlert['kind']][]) {
    const count = facts.pending[key];
    if (count) alerts.push({ kind, count } as EngagementAlert);
  }
  return alerts;
}

const weekFiguresSchema = z.object({
  sessions: z.number().int(),
  distanceKm: z.number(),
  ghgKg: z.number(),
  activeUsers: z.number().int(),
});

export const engagementAlertSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('figure_drop'),
    measure: z.enum(ALERT_MEASURES),
    current: z.number(),
    previous: z.number(),
    change: z.number().describe('Share of change against the week before (−0.25: a quarter less)'),
  }),
  z.object({
    kind: z.literal('participants_stopped'),
    count: z.number().int(),
    names: z.array(z.string()).nullable().describe('Up to 10 names, only for an admin who may see them'),
  }),
  z.object({
    kind: z.literal('challenge_ending'),
    challengeId: z.uuid(),
    name: z.string(),
    endDate: isoDaySchema,
    daysLeft: z.number().int(),
  }),
  z.object({
    kind: z.enum(['orders_pending', 'trip_reviews_pending', 'products_pending', 'challenge_invitations_pending']),
    count: z.number().int(),
  }),
]);

export const engagementAlertsResponseSchema = z.object({
  data: z.object({
    week: z.object({ startDate: isoDaySchema, endDate: isoDaySchema }),
    previousWeek: z.object({ startDate: isoDaySchema, endDate: isoDaySchema }),
    figures: weekFiguresSchema,
    previousFigures: weekFiguresSchema,
    alerts: z.array(engagementAlertSchema),
  }),
});
export type EngagementAlerts = z.infer<typeof engagementAlertsResponseSchema>['data'];

/** The admin's weekly digest choice (opt-in) and the language it is written in. */
export const alertDigestSettingsSchema = z.object({
  enabled: z.boolean(),
  language: z.enum(LOCALES),
});
export type AlertDigestSettings = z.infer<typeof alertDigestSettingsSchema>;
/** Digests go out on Mondays at this hour of the admin's city, after the city's own weekly report. */
export const ALERT_DIGEST_LOCAL_HOUR = 8;
