import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { organisations, participants, trips } from '../../db/schema/index.ts';
import type { TripReviewsQuery } from './trip-reviews.schemas.ts';

/** One page of a city's flagged trips in one review status, newest first (on the review queue's partial index). */
export async function listFlaggedTripPage(db: Db, cityId: string, query: TripReviewsQuery) {
  const where = and(eq(trips.cityId, cityId), eq(trips.reviewStatus, query.status));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: trips.id,
        participantId: trips.participantId,
        participantName: sql<string>`trim(${participants.firstName} || ' ' || ${participants.lastName})`,
        organisationName: organisations.name,
        activityType: trips.activityType,
        startTime: trips.startTime,
        endTime: trips.endTime,
        distanceM: trips.distanceM,
        durationS: trips.durationS,
        source: trips.source,
        reviewReason: trips.reviewReason,
        reviewStatus: trips.reviewStatus,
        createdAt: trips.createdAt,
        reviewedAt: trips.reviewedAt,
        greenpoints: trips.greenpoints,
      })
      .from(trips)
      .innerJoin(participants, eq(participants.id, trips.participantId))
      .leftJoin(organisations, eq(organisations.id, trips.organisationId))
      .where(where)
      .orderBy(desc(trips.createdAt), desc(trips.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(trips).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The trip's city and review status, for the policy and the exactly-once review. */
export async function findTripForReview(db: Db, tripId: string) {
  const [row] = await db
    .select({ id: trips.id, cityId: trips.cityId, reviewStatus: trips.reviewStatus })
    .from(trips)
    .where(eq(trips.id, tripId));
  return row;
}
