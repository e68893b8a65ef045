import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { participants, participantStatsYearly } from '../../db/schema/index.ts';
import { bearer, createTestApp, signIn } from '../../test/test-app.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { createTenancy, type Tenancy } from '../../test/test-world.ts';
import { addOrganisation, addParticipant, recordTrip } from './stats-test-world.ts';

/**
 * Active users of a range from 1 January are read from the yearly rows (each trip's affiliation, the year's
 * first active day); other ranges from the monthly rows (each month's last trip's affiliation). One participant
 * of organisation A, who moves to organisation B on 15 February 2026 (New York time):
 *
 *   15 Jan car 10 km (not counted), 10 Feb bike 4 km, then 3 Feb walk 2 km and 12 Feb bike 3 km (later batches),
 *   all under A;
 *   20 Feb bike 5 km under B.
 */
describe.each(TEST_DATABASES)('active users of ranges on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let tenancy: Tenancy;
  let token: string;
  let organisationB: { id: string };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const { db } = database;
    tenancy = await createTenancy(db, 'Ranges');
    ({ app } = await createTestApp(database, { signInRateLimit: 1000 }));
    token = await signIn(app, tenancy.emails.city);
    organisationB = await addOrganisation(db, tenancy, 'Organisation B', 10);
    const mover = await addParticipant(db, tenancy.city.id, { organisationId: tenancy.organisation.id });
    // One batch per trip, in this order: [mode, start (New York), minutes, metres].
    const trips = [
      ['car', '2026-01-15T08:00:00-05:00', 20, 10_000],
      ['bike', '2026-02-10T08:00:00-05:00', 15, 4000],
      ['walk', '2026-02-03T08:00:00-05:00', 25, 2000],
      ['bike', '2026-02-12T08:00:00-05:00', 12, 3000],
      'moves to B',
      ['bike', '2026-02-20T08:00:00-05:00', 18, 5000],
    ] as const;
    for (const trip of trips) {
      if (trip === 'moves to B') {
        await db
          .update(participants)
          .set({ organisationId: organisationB.id, branchId: null })
          .where(eq(participants.id, mover.id));
        continue;
      }
      const [activityType, start, minutes, metres] = trip;
      await recordTrip(db, mover.id, { activityType, start, minutes, metres });
    }
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const activeUsers = async (organisationId: string, startDate: string, endDate: string) => {
    const search = new URLSearchParams({
      ownerType: 'organisation',
      ownerId: organisationId,
      period: 'range',
      startDate,
      endDate,
    });
    const response = await app.inject({
      method: 'GET',
      url: `/api/statsApi/get-total-active-users-count?${search}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as number;
  };

  it('keeps the first day with a sustainable trip of each year and affiliation, whatever the order of the batches', async () => {
    const rows = await database.db
      .select({ organisationId: participantStatsYearly.organisationId, first: participantStatsYearly.firstActiveDay })
      .from(participantStatsYearly)
      .where(eq(participantStatsYearly.cityId, tenancy.city.id));
    expect(rows.sort((a, b) => a.first!.localeCompare(b.first!))).toEqual([
      { organisationId: tenancy.organisation.id, first: '2026-02-03' },
      { organisationId: organisationB.id, first: '2026-02-20' },
    ]);
  });

  it('counts a range from 1 January up to its last day, under the affiliation of each trip', async () => {
    const a = tenancy.organisation.id;
    // The solo-car trip of 15 January does not make an active user.
    expect(await activeUsers(a, '2026-01-01', '2026-01-31')).toBe(0);
    expect(await activeUsers(a, '2026-01-01', '2026-02-02')).toBe(0);
    expect(await activeUsers(a, '2026-01-01', '2026-02-03')).toBe(1);
    expect(await activeUsers(a, '2026-01-01', '2026-02-28')).toBe(1);
    expect(await activeUsers(organisationB.id, '2026-01-01', '2026-02-19')).toBe(0);
    expect(await activeUsers(organisationB.id, '2026-01-01', '2026-02-20')).toBe(1);
    // Across years: the rows of 2025 (none) and of 2026 up to the last day.
    expect(await activeUsers(a, '2025-01-01', '2026-02-05')).toBe(1);
    expect(await activeUsers(organisationB.id, '2025-01-01', '2026-02-05')).toBe(0);
  });

  it('counts any other range under the affiliation of each month’s last trip', async () => {
    // February's last trip was under B: February counts for B only.
    expect(await activeUsers(tenancy.organisation.id, '2026-01-02', '2026-02-28')).toBe(0);
    expect(await activeUsers(organisationB.id, '2026-01-02', '2026-02-28')).toBe(1);
    expect(await activeUsers(organisationB.id, '2026-02-21', '2026-02-28')).toBe(0);
  });
});
