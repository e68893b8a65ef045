import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { participants, trips, type NewTrip } from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { createTenancy, type Tenancy } from '../../test/test-world.ts';
import { ingestTrips } from './trips.service.ts';

/** A participant of the tenancy's organisation and branch, without an account. */
async function insertRider(database: Database, world: Tenancy, username: string) {
  const [row] = await database.db
    .insert(participants)
    .values({
      cityId: world.city.id,
      organisationId: world.organisation.id,
      branchId: world.branch.id,
      username,
      firstName: 'Rider',
      lastName: username,
      email: `${username}@test.mobiverte.org`,
    })
    .returning({ id: participants.id });
  return row!.id;
}

describe.each(TEST_DATABASES)('concurrent trip batches on %s', (kind) => {
  let database: Database;
  let world: Tenancy;
  const people: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    world = await createTenancy(database.db, 'Concurrent');
    for (let index = 0; index < 12; index++) people.push(await insertRider(database, world, `rider-${index}`));
  });
  afterAll(async () => database?.close());

  /**
   * Three weeks of a morning and an evening trip: every batch folds into the same city, organisation and
   * branch days, and half of the participants ride in the morning and walk home while the others do the
   * opposite, so the batches reach the shared (day, mode) rows in opposite orders.
   */
  const batch = (participant: number) =>
    Array.from({ length: 21 }, (_, day) =>
      [8, 17].map((hour, leg) => {
        const start = new Date(Date.UTC(2026, 2, 1 + day, hour, participant * 3));
        const mode = (leg + participant) % 2 === 0 ? 'bike' : 'walk';
        return {
          id: `c-${participant}-${day}-${leg}`,
          activityType: mode as 'bike' | 'walk',
          startTime: start.toISOString(),
          endTime: new Date(start.getTime() + 20 * 60_000).toISOString(),
          // 2.5 km in 20 minutes: a plausible walk (at most 8 km/h) as well as a ride.
          distance: 2500,
          source: 'app' as const,
        };
      }),
    ).flat();

  it('folds batches of many participants into the same rollup rows at once, without deadlock or lost counts', async () => {
    const results = await Promise.all(
      people.map((id, index) => ingestTrips(database.db, id, batch(index), new Date(), { maxTripAgeDays: 36_500 })),
    );
    expect(results.flat().every((result) => result.status === 'counted')).toBe(true);
    const [totals] = (
      await database.db.execute<{ sessions: number; actives: number }>(
        sql`select
          (select sum(sessions)::int from stats_daily where scope_type = 'organisation' and scope_id = ${world.organisation.id}) as sessions,
          (select sum(participants)::int from stats_active_participants
            where scope_type = 'organisation' and scope_id = ${world.organisation.id} and period_type = 'month'
              and period_start = '2026-03-01') as actives`,
      )
    ).rows;
    expect(totals).toEqual({ sessions: people.length * 42, actives: people.length });
  });
});

/**
 * The simulator's classes (`trip_classes`, migrations 0043 and 0045) are kept by triggers on `trips` in the trips'
 * own transaction. A statement must never wait for another transaction there: if it did, every batch of a city's
 * day would wait for the others until they commit (and two batches reaching the same classes in different orders
 * would deadlock). Real concurrency needs real connections: PostgreSQL only.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('trip classes under concurrent batches on postgres', () => {
  let database: Database;
  let world: Tenancy;
  const riders: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    world = await createTenancy(database.db, 'Classes');
    for (const name of ['classes-first', 'classes-second']) riders.push(await insertRider(database, world, name));
  });
  afterAll(async () => database?.close());

  const trip = (participantId: string, clientId: string, distanceM: number, activityType: 'bike' | 'walk' = 'bike') =>
    ({
      participantId,
      clientId,
      cityId: world.city.id,
      organisationId: world.organisation.id,
      branchId: world.branch.id,
      activityType,
      startTime: new Date('2026-03-02T08:00:00Z'),
      endTime: new Date('2026-03-02T08:20:00Z'),
      localDay: '2026-03-02',
      distanceM,
      durationS: 1200,
      source: 'app',
      counted: true,
    }) satisfies NewTrip;
  /** A class's range as the simulator reads it: its rows (one per backend that wrote it) merged. */
  const range = async (activityType: string) =>
    (
      await database.db.execute<{ min: number; max: number }>(sql`
        select min(min_distance_m) as min, max(max_distance_m) as max from trip_classes
        where city_id = ${world.city.id} and local_day = '2026-03-02' and activity_type = ${activityType}`)
    ).rows[0];
  /** Runs `write` in a second transaction while `open` is uncommitted: it fails if it waits for `open`'s locks. */
  const beside = (write: (other: Tx) => Promise<unknown>) =>
    database.db.transaction(async (other) => {
      await other.execute(sql`set local lock_timeout = '2s'`);
      await write(other);
    });

  it('records a class with a power-of-two range holding its distances', async () => {
    await database.db.insert(trips).values([trip(riders[0]!, 'a-1', 2_500), trip(riders[0]!, 'a-2', 3_100)]);
    expect(await range('bike')).toEqual({ min: 2_048, max: 4_096 });
  });

  it('a batch whose class is recorded waits for no open batch of the same class', async () => {
    await database.db.transaction(async (open) => {
      await open.insert(trips).values(trip(riders[0]!, 'a-3', 2_200));
      await beside((other) => other.insert(trips).values(trip(riders[1]!, 'b-1', 3_900)));
    });
    expect(await range('bike')).toEqual({ min: 2_048, max: 4_096 });
  });

  it('two open batches record the same new class, and widen the same range, without waiting for each other', async () => {
    await database.db.transaction(async (open) => {
      await open.insert(trips).values([trip(riders[0]!, 'a-4', 1_200, 'walk'), trip(riders[0]!, 'a-5', 9_000)]);
      await beside((other) =>
        other.insert(trips).values([trip(riders[1]!, 'b-2', 1_500, 'walk'), trip(riders[1]!, 'b-3', 20_000)]),
      );
    });
    expect(await range('walk')).toEqual({ min: 1_024, max: 2_048 });
    expect(await range('bike')).toEqual({ min: 2_048, max: 32_768 });
  });
});
