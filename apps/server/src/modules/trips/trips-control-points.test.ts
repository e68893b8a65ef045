import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import {
  citySettings,
  greenpointTransactions,
  happyHours,
  participantControlPoints,
  trips,
} from '../../db/schema/index.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { eastboundGeometry, METRES_PER_DEGREE } from '../../test/trip-geometry.ts';
import { createTenancy, createTenancyParticipant, type Tenancy } from '../../test/test-world.ts';
import { ingestTrips } from './trips.service.ts';

const NOW = new Date('2026-05-20T18:00:00Z');
const HOME = [45.5, -73.6] as const;
/** Where a 10 km ride east from home ends: the participant's work. */
const WORK = [HOME[0], HOME[1] + 10_000 / (METRES_PER_DEGREE * Math.cos((HOME[0] * Math.PI) / 180))] as const;
/** A place 5 km north of home, nobody's control point. */
const ELSEWHERE = [HOME[0] + 5000 / METRES_PER_DEGREE, HOME[1]] as const;

/**
 * Issue 17: the city's control-point coefficient multiplies the points of a trip that starts or ends at one of the
 * participant's control points, at ingestion, in the trip's transaction, as the happy-hour multiplier does.
 */
describe.each(TEST_DATABASES)('the control-point coefficient at trip ingestion on %s', (kind) => {
  let database: Database;
  let world: Tenancy;
  let commuter: string;
  let counter = 0;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    world = await createTenancy(database.db, 'Controle');
    await database.db.insert(citySettings).values({
      cityId: world.city.id,
      pointsCoefficient: '10',
      controlPointsEnabled: true,
      controlPointCoefficient: '2',
      maxTripAgeDays: 3650,
    });
    commuter = await createTenancyParticipant(database.db, world, `commuter-${kind}`);
    await database.db.insert(participantControlPoints).values([
      { participantId: commuter, kind: 'home', address: '1 rue des Érables', latitude: HOME[0], longitude: HOME[1] },
      {
        participantId: commuter,
        kind: 'work',
        address: '2 boulevard Le Carrefour',
        latitude: WORK[0],
        longitude: WORK[1],
      },
    ]);
  });
  afterAll(async () => database?.close());

  /** A 10 km ride of 40 minutes on day `day` of May 2026 at 13:00 UTC, east from `from` (no geometry: by hand). */
  const ride = (day: number, from: readonly [number, number] | null) => {
    const start = new Date(Date.UTC(2026, 4, day, 13));
    return {
      id: `ride-${kind}-${++counter}`,
      activityType: 'bike' as const,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 40 * 60_000).toISOString(),
      distance: 10_000,
      ...(from
        ? { geometry: eastboundGeometry(10_000, { start: from }), source: 'app' as const }
        : { source: 'manual' as const }),
    };
  };
  const ingestOne = async (participantId: string, input: ReturnType<typeof ride>) => {
    const [result] = await ingestTrips(database.db, participantId, [input], NOW);
    expect(result!.status).toBe('counted');
    const [stored] = await database.db
      .select({ id: trips.id, coefficient: trips.controlPointCoefficient })
      .from(trips)
      .where(and(eq(trips.participantId, participantId), eq(trips.clientId, input.id)));
    const [entry] = await database.db
      .select({ value: greenpointTransactions.transactionValue })
      .from(greenpointTransactions)
      .where(eq(greenpointTransactions.tripId, stored!.id));
    return { points: result!.greenpoints, coefficient: Number(stored!.coefficient), credited: entry?.value };
  };

  it('doubles the points of a ride ending at work, credited with the trip; a ride elsewhere earns the plain points', async () => {
    // 10 km avoid 2.1 kg: 21 points at 10 points per kg, 42 with the coefficient of 2.
    expect(await ingestOne(commuter, ride(1, HOME))).toEqual({ points: 42, coefficient: 2, credited: 42 });
    expect(await ingestOne(commuter, ride(2, ELSEWHERE))).toEqual({ points: 21, coefficient: 1, credited: 21 });
  });

  it('composes with a happy hour (both multiply), and never applies to a trip entered by hand', async () => {
    await database.db.insert(happyHours).values({
      cityId: world.city.id,
      name: 'Heure bonus du contrôle',
      startsAt: new Date('2026-05-03T12:00:00Z'),
      endsAt: new Date('2026-05-03T15:00:00Z'),
      multiplier: '1.5',
    });
    expect(await ingestOne(commuter, ride(3, HOME))).toEqual({ points: 63, coefficient: 2, credited: 63 });
    expect(await ingestOne(commuter, ride(4, null))).toEqual({ points: 21, coefficient: 1, credited: 21 });
  });

  it('needs two declared control points, and the city’s control points enabled', async () => {
    const onlyWork = await createTenancyParticipant(database.db, world, `only-work-${kind}`);
    await database.db
      .insert(participantControlPoints)
      .values({ participantId: onlyWork, kind: 'work', address: 'Travail', latitude: WORK[0], longitude: WORK[1] });
    expect(await ingestOne(onlyWork, ride(5, HOME))).toEqual({ points: 21, coefficient: 1, credited: 21 });
    await database.db
      .update(citySettings)
      .set({ controlPointsEnabled: false })
      .where(eq(citySettings.cityId, world.city.id));
    try {
      expect(await ingestOne(commuter, ride(6, HOME))).toEqual({ points: 21, coefficient: 1, credited: 21 });
    } finally {
      await database.db
        .update(citySettings)
        .set({ controlPointsEnabled: true })
        .where(eq(citySettings.cityId, world.city.id));
    }
  });
});
