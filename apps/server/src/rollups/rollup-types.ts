import type { NewTrip } from '../db/schema/index.ts';
import type { RawMeasures } from '../stats-queries/measures.ts';

/** A rollup row's sums: every recorded trip, and the sustainable ones' measures. */
export type Measures = { trips: number } & RawMeasures;
export type ScopeRollup = {
  scopeType: 'city' | 'organisation' | 'branch';
  scopeId: string;
  activityType: NewTrip['activityType'];
} & Measures;
/** A row of the distance rollups: sustainable trips only, per scope × day or month × mode × distance band. */
export type DistanceRollup = {
  scopeType: ScopeRollup['scopeType'];
  scopeId: string;
  activityType: NewTrip['activityType'];
  distanceBand: number;
} & Omit<Measures, 'trips'>;
export type ParticipantPeriodRow = {
  participantId: string;
  periodType: 'week' | 'year';
  periodStart: string;
  sessions: number;
};
export type ParticipantRollup = {
  participantId: string;
  cityId: string;
  organisationId: string | null;
  branchId: string | null;
  /** Monthly rows: bit d − 1 for each day d of the month with a sustainable trip. */
  activeDays?: number;
  /** Yearly rows: the first day of the year with a sustainable trip (null without one). */
  firstActiveDay?: string | null;
} & Measures;

/** A participant's whole history (the users list): per mode, and in all with the last trip's start. */
export type ParticipantModeTotal = { participantId: string; activityType: NewTrip['activityType'] } & Measures;
export type ParticipantTotal = { participantId: string; cityId: string; lastTripAt: Date } & Measures;

/** The rows a batch of trips adds to each rollup table. */
export type Rollups = {
  participantTotals: ParticipantTotal[];
  participantModeTotals: ParticipantModeTotal[];
  daily: (ScopeRollup & { day: string })[];
  monthly: (ScopeRollup & { month: string })[];
  participantDaily: (ParticipantRollup & { day: string })[];
  participantMonthly: (ParticipantRollup & { month: string })[];
  participantYearly: (ParticipantRollup & { year: string })[];
  participantPeriods: ParticipantPeriodRow[];
  distanceDaily: (DistanceRollup & { day: string })[];
  distanceMonthly: (DistanceRollup & { month: string })[];
};
