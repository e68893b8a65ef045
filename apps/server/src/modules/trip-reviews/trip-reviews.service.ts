import type { Actor } from '../../auth/actor.ts';
import { authorize, requireDashboardActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { notFound } from '../../lib/errors.ts';
import { acceptFlaggedTrip, alreadyReviewed, rejectFlaggedTrip } from '../trips/trips.service.ts';
import { findTripForReview, listFlaggedTripPage } from './trip-reviews.repository.ts';
import type { TripReview, TripReviewsQuery } from './trip-reviews.schemas.ts';

/** The actor's city's flagged trips (the review queue by default), newest first. */
export async function listTripReviews(db: Db, actor: Actor, query: TripReviewsQuery) {
  const dashboard = requireDashboardActor(actor);
  authorize(dashboard, 'trip-reviews.read', { cityId: dashboard.cityId });
  const { rows, total } = await listFlaggedTripPage(db, dashboard.cityId, query);
  return {
    data: rows.map((row): TripReview => ({
      id: row.id,
      participantId: row.participantId,
      participantName: row.participantName,
      organisationName: row.organisationName,
      activityType: row.activityType,
      startTime: row.startTime.toISOString(),
      endTime: row.endTime.toISOString(),
      distanceKm: row.distanceM / 1000,
      durationMin: Math.round(row.durationS / 6) / 10,
      speedKmh: row.durationS > 0 ? Math.round((row.distanceM / row.durationS) * 36) / 10 : 0,
      source: row.source,
      reason: row.reviewReason!,
      status: row.reviewStatus!,
      receivedAt: row.createdAt.toISOString(),
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
      greenpoints: row.greenpoints,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A trip of the actor's city that is (or was) flagged; any other answers 404, so that its existence does not leak. */
async function findReviewableTrip(db: Db, actor: Actor, tripId: string) {
  const trip = await findTripForReview(db, tripId);
  if (!trip || trip.reviewStatus === null) throw notFound();
  authorize(actor, 'trip-reviews.manage', { cityId: trip.cityId });
  if (trip.reviewStatus !== 'pending') throw alreadyReviewed();
  return trip;
}

/** Accepts a flagged trip: credited then, through the ledger and the rollups, exactly once. */
export async function acceptTripReview(db: Db, actor: Actor, tripId: string) {
  const dashboard = requireDashboardActor(actor);
  await findReviewableTrip(db, dashboard, tripId);
  const trip = await acceptFlaggedTrip(db, tripId, dashboard.userId);
  return { id: trip.id, status: 'accepted' as const, counted: trip.counted, greenpoints: trip.greenpoints };
}

/** Rejects a flagged trip: it never earns anything; who and when are recorded. */
export async function rejectTripReview(db: Db, actor: Actor, tripId: string) {
  const dashboard = requireDashboardActor(actor);
  await findReviewableTrip(db, dashboard, tripId);
  const trip = await rejectFlaggedTrip(db, tripId, dashboard.userId);
  return { id: trip.id, status: 'rejected' as const, counted: false, greenpoints: 0 };
}
