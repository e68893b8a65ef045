import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { participants } from '../../db/schema/index.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { createTenancy, type Tenancy } from '../../test/test-world.ts';
import { ingestTrips } from './trips.service.ts';

describe.each(TEST_DATABASES)('concurrent trip batches on %s', (kind) => {
  let database: Database;
  let world: Tenancy;
  const people: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    world = await createTenancy(database.db, 'Concurrent');
    for (let index = 0; index < 12; index++) {
      const [row] = await database.db
        .insert(participants)
        .values({
          cityId: world.city.id,
          organisationId: world.organisation.id,
          branchId: world.branch.id,
          username: `rider-${index}`,
          firstName: 'Rider',
          lastName: String(index),
          email: `rider-${index}@test.mobiverte.org`,
        })
        .returning({ id: participants.id });
      people.push(row!.id);
    }
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
