import { z } from 'zod';
import { TRANSPORT_MODES } from './constants.ts';
import { isoDaySchema, statsQuerySchema } from './stats.ts';
import { TRIP_REFUSALS, type TripRefusal } from './trip-rules.ts';

/**
 * "Why this number" (issue 21 §3): what a dashboard card's figure is made of. Every stored trip of the card's
 * scope and days falls in exactly one outcome; the counted ones (`counted`, `capped`) make the card's figure.
 */
export const BREAKDOWN_MEASURES = [
  'distanceKm',
  'ghgKg',
  'greenpoints',
  'activeUsers',
  'activities',
  'sessions',
] as const;
export type BreakdownMeasure = (typeof BREAKDOWN_MEASURES)[number];

export const TRIP_OUTCOMES = ['counted', 'capped', ...TRIP_REFUSALS, 'pending_review', 'rejected_at_review'] as const;
export type TripBreakdownOutcome = (typeof TRIP_OUTCOMES)[number];
export const COUNTED_OUTCOMES: readonly TripBreakdownOutcome[] = ['counted', 'capped'];

export type OutcomeFacts = {
  counted: boolean;
  reason: TripRefusal | null;
  distanceM: number;
  countedDistanceM: number;
  reviewStatus: 'pending' | 'accepted' | 'rejected' | null;
};

/**
 * The one outcome of a stored trip: a flagged trip is out of the statistics until accepted at review; a trip
 * the rules refused keeps its reason; a counted trip whose distance was cut by the organisation's km per trip is
 * `capped` (it counts, with the cut km left out).
 */
export function tripBreakdownOutcome(trip: OutcomeFacts): TripBreakdownOutcome {
  if (trip.reviewStatus === 'pending') return 'pending_review';
  if (trip.reviewStatus === 'rejected') return 'rejected_at_review';
  if (!trip.counted) return trip.reason ?? 'not_sustainable_mode';
  return trip.countedDistanceM < trip.distanceM ? 'capped' : 'counted';
}

export const BREAKDOWN_PAGE_SIZE = 20;

export const statsBreakdownQuerySchema = statsQuerySchema.extend({
  measure: z.enum(BREAKDOWN_MEASURES).default('sessions'),
  outcome: z.enum(TRIP_OUTCOMES).optional().describe('Only the trips of this outcome in the list'),
  page: z.coerce.number().int().min(1).max(500).default(1),
});
export type StatsBreakdownQuery = z.input<typeof statsBreakdownQuerySchema>;

const outcomeRowSchema = z.object({
  outcome: z.enum(TRIP_OUTCOMES),
  counted: z.boolean(),
  trips: z.number().int(),
  distanceKm: z.number().describe('Distance the participants recorded'),
  countedKm: z.number().describe('Distance counted (after the km per trip)'),
  cutKm: z.number().describe('Distance left out by the km per trip (capped trips)'),
  ghgKg: z.number(),
  greenpoints: z.number().int(),
});

export const statsBreakdownResponseSchema = z.object({
  data: z.object({
    range: z.object({ startDate: isoDaySchema, endDate: isoDaySchema }),
    measure: z.enum(BREAKDOWN_MEASURES),
    figure: z.number().describe('The card’s figure, from the counted trips below'),
    totals: z.object({
      trips: z.number().int(),
      countedTrips: z.number().int(),
      participants: z.number().int().describe('Participants with a counted trip (active users)'),
      activities: z.number().int().describe('Participant-days with a counted trip'),
    }),
    outcomes: z.array(outcomeRowSchema),
    modes: z.array(
      z.object({
        activityType: z.enum(TRANSPORT_MODES).nullable().describe('null: the modes of too few participants, together'),
        trips: z.number().int(),
        countedKm: z.number(),
        participants: z.number().int().nullable().describe('null for the modes grouped together'),
      }),
    ),
    minParticipants: z.number().int().describe('The city’s map threshold, applied to the modes and to names'),
    namesShown: z.boolean().describe('False when the admin may not see names, or the group is under the threshold'),
    trips: z.object({
      page: z.number().int(),
      pageSize: z.number().int(),
      total: z.number().int(),
      rows: z.array(
        z.object({
          id: z.uuid(),
          localDay: isoDaySchema,
          startTime: z.string(),
          participantName: z.string().nullable(),
          activityType: z.enum(TRANSPORT_MODES),
          source: z.enum(['app', 'manual']),
          distanceKm: z.number(),
          countedKm: z.number(),
          greenpoints: z.number().int(),
          outcome: z.enum(TRIP_OUTCOMES),
        }),
      ),
    }),
  }),
});
export type StatsBreakdown = z.infer<typeof statsBreakdownResponseSchema>['data'];

/** The card's figure from the counted outcomes: the sum the card reads from the rollups, from the trips. */
export function breakdownFigure(
  measure: BreakdownMeasure,
  outcomes: readonly z.infer<typeof outcomeRowSchema>[],
  totals: { participants: number; activities: number },
): number {
  const counted = outcomes.filter((row) => row.counted);
  const sum = (pick: (row: (typeof counted)[number]) => number) => counted.reduce((total, row) => total + pick(row), 0);
  switch (measure) {
    case 'sessions':
      return sum((row) => row.trips);
    case 'distanceKm':
      return sum((row) => row.countedKm);
    case 'ghgKg':
      return sum((row) => row.ghgKg);
    case 'greenpoints':
      return sum((row) => row.greenpoints);
    case 'activeUsers':
      return totals.participants;
    case 'activities':
      return totals.activities;
  }
}
