import { randomUUID } from 'node:crypto';
import {
  CITY_TRIP_DISTANCE_BANDS,
  type CityTrip,
  type CityTripDistanceBand,
  type CityTripFilters,
  type CityTripListQuery,
  type ErrorUser,
  type ErrorUserReason,
  type ManualTripInput,
  type TripCorrection,
  type TripCorrectionRequest,
} from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import { authorize, requireDashboardActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import type { TripSnapshot } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { findTripsByClientIds } from '../trips/trips.repository.ts';
import { correctTrip, ingestTrips } from '../trips/trips.service.ts';
import {
  clearMismatchedBranch,
  countCityTripsByDistance,
  findCityTrip,
  findParticipantCity,
  findTripCity,
  findUserName,
  listCityTripPage,
  listErrorUsers,
  listTripCorrections,
  searchCityParticipants,
  type CityTripRow,
} from './city-trips.repository.ts';

/** The actor's city, once it may read the city's trips. */
export function readableCity(actor: Actor) {
  const dashboard = requireDashboardActor(actor);
  authorize(dashboard, 'city-trips.read', { cityId: dashboard.cityId });
  return dashboard;
}

export function toCityTrip(row: CityTripRow): CityTrip {
  const status =
    row.reviewStatus === 'pending' || row.reviewStatus === 'rejected'
      ? row.reviewStatus
      : row.counted
        ? 'counted'
        : 'not_counted';
  return {
    id: row.id,
    participantId: row.participantId,
    participantName: `${row.firstName} ${row.lastName}`.trim(),
    participantEmail: row.participantEmail,
    organisationId: row.organisationId,
    organisationName: row.organisationName,
    activityType: row.activityType,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    distanceKm: row.distanceM / 1000,
    durationMin: Math.round(row.durationS / 6) / 10,
    source: row.source,
    status,
    reason: status === 'pending' || status === 'rejected' ? row.reviewReason : row.reason,
    greenpoints: row.greenpoints,
    ghgKg: row.ghgMg / 1_000_000,
    enteredByName: row.enteredByName,
    correctedAt: row.correctedAt?.toISOString() ?? null,
  };
}

/** Every trip of the actor's city matching the filters, paged and sorted. */
export async function listCityTrips(db: Db, actor: Actor, query: CityTripListQuery) {
  const { cityId } = readableCity(actor);
  const { rows, total } = await listCityTripPage(db, cityId, query);
  return { data: rows.map(toCityTrip), total };
}

/** The chart: the filter's trips per distance band and mode, bands in order (the spec's `get-sessions-by`). */
export async function cityTripsByDistance(db: Db, actor: Actor, filters: CityTripFilters) {
  const { cityId } = readableCity(actor);
  const rows = await countCityTripsByDistance(db, cityId, filters);
  const order = (band: string) => CITY_TRIP_DISTANCE_BANDS.indexOf(band as CityTripDistanceBand);
  const data = rows
    .map((row) => ({
      band: row.band as CityTripDistanceBand,
      activityType: row.activityType,
      trips: Number(row.trips),
      distanceKm: Math.round(Number(row.distanceM) / 100) / 10,
    }))
    .sort((a, b) => order(a.band) - order(b.band) || b.trips - a.trips);
  return { data, total: data.reduce((sum, row) => sum + row.trips, 0) };
}

/** The participant of the actor's city, once the actor may write the city's trips; 404 otherwise. */
async function writableParticipant(db: Db, actor: Actor, participantId: string) {
  const dashboard = requireDashboardActor(actor);
  const participant = await findParticipantCity(db, participantId);
  if (!participant) throw notFound('Participant not found');
  authorize(dashboard, 'city-trips.write', { cityId: participant.cityId });
  return dashboard;
}

/**
 * A city admin enters a trip for a participant: a manual trip through the participant API's own ingestion (the
 * same rules, limits, plausibility checks, ledger and rollups, in one transaction), marked as entered by the
 * admin. A trip the ingestion refuses unstored (overlapping another, impossible times) answers 400.
 */
export async function enterTrip(db: Db, actor: Actor, input: ManualTripInput, now = new Date()) {
  const dashboard = await writableParticipant(db, actor, input.participantId);
  const clientId = `admin-${randomUUID()}`;
  const [result] = await ingestTrips(
    db,
    input.participantId,
    [
      {
        id: clientId,
        activityType: input.activityType,
        startTime: input.startTime,
        endTime: input.endTime,
        distance: Math.round(input.distanceKm * 1000),
        source: 'manual',
      },
    ],
    now,
    { enteredBy: dashboard.userId },
  );
  if (!result || result.status === 'refused' || result.status === 'duplicate' || result.status === 'rejected')
    throw badRequest('trip_not_recorded', `The trip was not recorded (${result?.reason ?? 'refused'})`, [
      { path: 'startTime', message: result?.reason ?? 'refused' },
    ]);
  // the ingestion answers the app's own trip id: the city's pages know the trip by its stored id
  const [stored] = await findTripsByClientIds(db, input.participantId, [clientId]);
  return { id: stored!.id, status: result.status, reason: result.reason, greenpoints: result.greenpoints };
}

async function writableTrip(db: Db, actor: Actor, tripId: string) {
  const dashboard = requireDashboardActor(actor);
  const trip = await findTripCity(db, tripId);
  if (!trip) throw notFound();
  authorize(dashboard, 'city-trips.write', { cityId: trip.cityId });
  return dashboard;
}

/** Corrects a trip's mode or distance (ledger, balance and rollups follow; the original is kept). */
export async function correctCityTrip(db: Db, actor: Actor, tripId: string, input: TripCorrectionRequest) {
  const dashboard = await writableTrip(db, actor, tripId);
  const written = await correctTrip(db, tripId, {
    activityType: input.activityType,
    distanceM: Math.round(input.distanceKm * 1000),
    reason: input.reason,
    correctedBy: dashboard.userId,
    correctedByName: (await findUserName(db, dashboard.userId)) || dashboard.email,
  });
  const row = await findCityTrip(db, written.trip.id);
  return { trip: toCityTrip(row!), pointsDelta: written.delta };
}

const snapshot = (value: TripSnapshot) => ({
  activityType: value.activityType as CityTrip['activityType'],
  distanceKm: value.distanceM / 1000,
  counted: value.counted,
  greenpoints: value.greenpoints,
});

/** A trip's corrections, newest first (the audit trail). */
export async function tripCorrectionsOf(db: Db, actor: Actor, tripId: string): Promise<TripCorrection[]> {
  const dashboard = requireDashboardActor(actor);
  const trip = await findTripCity(db, tripId);
  if (!trip) throw notFound();
  authorize(dashboard, 'city-trips.read', { cityId: trip.cityId });
  const rows = await listTripCorrections(db, tripId);
  return rows.map((row) => ({
    id: row.id,
    tripId: row.tripId,
    correctedByName: row.correctedByName,
    correctedAt: row.createdAt.toISOString(),
    reason: row.reason,
    before: snapshot(row.before),
    after: snapshot(row.after),
    pointsDelta: row.after.greenpoints - row.before.greenpoints,
  }));
}

/** The participant picker of "Saisir un trajet". */
export async function cityParticipantOptions(db: Db, actor: Actor, q: string) {
  const { cityId } = readableCity(actor);
  const rows = await searchCityParticipants(db, cityId, q);
  return rows.map((row) => ({
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    organisationName: row.organisationName,
  }));
}

/** The error-users table (spec §2): participants whose data is inconsistent, with the reason. */
export async function errorUsers(db: Db, actor: Actor, now = new Date()) {
  const { cityId } = readableCity(actor);
  const rows = await listErrorUsers(db, cityId, now);
  const data: ErrorUser[] = rows.map((row) => ({
    participantId: row.participant_id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    organisationName: row.organisation_name,
    reason: row.reason as ErrorUserReason,
    count: Number(row.count),
    branchId: row.branch_id,
  }));
  return { data, total: data.length };
}

/** The fix of `branch_mismatch`: the participant's branch is cleared (the organisation stays). */
export async function clearDanglingBranch(db: Db, actor: Actor, participantId: string) {
  await writableParticipant(db, actor, participantId);
  const cleared = await clearMismatchedBranch(db, participantId);
  return { participantId, cleared };
}
