import { and, desc, eq, isNull } from 'drizzle-orm';
import type { TransportMode } from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import { authUsers, cityAdmins, participants, trips } from '../../db/schema/index.ts';
import { correctTrip, ingestTrips } from '../../modules/trips/trips.service.ts';
import type { DemoStep } from '../demo-context.ts';

const CORRECTIONS: readonly { activityType: TransportMode; factor: number; reason: string }[] = [
  { activityType: 'walk', factor: 0.6, reason: 'Le participant a signalé un trajet à pied, pas à vélo.' },
  { activityType: 'bus', factor: 1, reason: 'Trajet fait en autobus : correction demandée par l’organisation.' },
  { activityType: 'bike', factor: 1.5, reason: 'Distance sous-estimée par le téléphone (GPS coupé en route).' },
];

/**
 * The city trips' history (issue 16): in each city, a few trips its admin entered for participants (manual,
 * through the ingestion), a few corrections with their audit rows, and an error user (a branch of another
 * organisation), so that `/users-sessions` and its error-users tab open on real cases.
 */
export const cityTripsStep: DemoStep = {
  name: 'city-trips',
  async run(ctx, random) {
    const db = ctx.tx as unknown as Db;
    for (const city of ctx.world.cities) {
      const [admin] = await db
        .select({ id: cityAdmins.authUserId, name: authUsers.name })
        .from(cityAdmins)
        .innerJoin(authUsers, eq(authUsers.id, cityAdmins.authUserId))
        .where(eq(cityAdmins.cityId, city.id))
        .limit(1);
      if (!admin?.id) continue;
      const people = ctx.world.participants.filter((participant) => participant.cityId === city.id);
      const chosen = random.shuffle([...people]).slice(0, 6);
      for (const [index, participant] of chosen.slice(0, 3).entries()) {
        const start = new Date(ctx.now.getTime() - (index + 2) * 86_400_000);
        start.setUTCHours(3 + index, 15, 0, 0);
        await ingestTrips(
          db,
          participant.id,
          [
            {
              id: `demo-admin-${participant.id}-${index}`,
              activityType: (['bike', 'walk', 'carpool'] as const)[index]!,
              startTime: start.toISOString(),
              endTime: new Date(start.getTime() + 25 * 60_000).toISOString(),
              distance: [6200, 2400, 14_500][index]!,
              source: 'manual',
            },
          ],
          ctx.now,
          { enteredBy: admin.id },
        );
      }
      for (const [index, participant] of chosen.slice(3).entries()) {
        const [trip] = await db
          .select()
          .from(trips)
          .where(and(eq(trips.participantId, participant.id), eq(trips.counted, true), isNull(trips.reviewStatus)))
          .orderBy(desc(trips.startTime))
          .limit(1);
        const correction = CORRECTIONS[index % CORRECTIONS.length]!;
        if (!trip) continue;
        await correctTrip(
          db,
          trip.id,
          {
            activityType: correction.activityType,
            distanceM: Math.max(500, Math.round(trip.distanceM * correction.factor)),
            reason: correction.reason,
            correctedBy: admin.id,
            correctedByName: admin.name,
          },
          ctx.now,
        ).catch(() => undefined); // a correction refused (points already spent) leaves the trip as it was
      }
      // An error user: a participant whose branch is of another organisation of the city.
      const organisations = ctx.world.organisations.filter((organisation) => organisation.city.id === city.id);
      const [first, second] = organisations.filter((organisation) => organisation.branches.length > 0);
      const misplaced = people.find((participant) => participant.organisationId === first?.id);
      if (first && second && misplaced) {
        await db
          .update(participants)
          .set({ branchId: second.branches[0]!.id })
          .where(eq(participants.id, misplaced.id));
      }
    }
  },
};
