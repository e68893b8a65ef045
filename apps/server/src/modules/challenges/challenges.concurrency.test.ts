import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { challengeParticipants, challenges, greenpointTransactions, participants } from '../../db/schema/index.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { createTenancy, participantActor, type Tenancy } from '../../test/test-world.ts';
import { ingestTrips } from '../trips/trips.service.ts';
import { joinChallenge } from './participant-challenges.service.ts';

const DAY = 86_400_000;

describe.each(TEST_DATABASES)('challenge rewards under concurrency on %s', (kind) => {
  let database: Database;
  let world: Tenancy;
  const now = new Date();
  const startAt = new Date(now.getTime() - 20 * DAY);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    world = await createTenancy(database.db, 'Parallele');
  });
  afterAll(async () => database?.close());

  const actorOf = (participantId: string) =>
    participantActor({
      participantId,
      cityId: world.city.id,
      organisationId: world.organisation.id,
      cityTimeZone: 'America/New_York',
    });
  async function newChallenge(values: Partial<typeof challenges.$inferInsert>) {
    const [row] = await database.db
      .insert(challenges)
      .values({
        cityId: world.city.id,
        organisationId: world.organisation.id,
        name: 'Parallèle',
        description: 'Des trajets en parallèle.',
        startAt,
        endAt: new Date(now.getTime() + 10 * DAY),
        status: 'active',
        individualGoal: { type: 'distance', value: 10, activityTypes: ['bike'], reward: 100, badgeId: null },
        ...values,
      })
      .returning();
    return row!;
  }
  async function newParticipant(label: string) {
    const [row] = await database.db
      .insert(participants)
      .values({
        cityId: world.city.id,
        organisationId: world.organisation.id,
        username: label,
        firstName: 'Para',
        lastName: label,
        email: `${label}@test.mobiverte.org`,
      })
      .returning();
    return row!.id;
  }
  const trip = (id: string, day: number, km: number) => {
    const start = new Date(startAt.getTime() + day * DAY + 8 * 3_600_000);
    return {
      id,
      activityType: 'bike' as const,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + km * 4 * 60_000).toISOString(),
      distance: km * 1000,
      source: 'app' as const,
    };
  };
  const ingest = (participantId: string, trips: ReturnType<typeof trip>[]) =>
    ingestTrips(database.db, participantId, trips, now, { maxTripAgeDays: 3650 });
  const credits = (participantId: string, challengeId: string) =>
    database.db
      .select()
      .from(greenpointTransactions)
      .where(
        and(
          eq(greenpointTransactions.participantId, participantId),
          eq(greenpointTransactions.challengeId, challengeId),
        ),
      );

  it('credits one reward when a participant’s trips near the goal arrive in parallel, retried and out of order', async () => {
    const challenge = await newChallenge({});
    const rider = await newParticipant('rider-parallel');
    await joinChallenge(database.db, actorOf(rider), challenge.id, now);
    await ingest(rider, [trip('warm-up', 1, 8)]);
    // Eight 3 km trips (and a retry of each) sent at once, latest first: any one of them crosses 10 km.
    const batches = Array.from({ length: 8 }, (_, index) => [trip(`near-${index}`, 10 - index, 3)]);
    await Promise.all([...batches, ...batches].map((batch) => ingest(rider, batch)));
    const entries = await credits(rider, challenge.id);
    expect(entries.map((entry) => [entry.transactionType, entry.transactionValue])).toEqual([['challenge', 100]]);
    const [row] = await database.db
      .select()
      .from(challengeParticipants)
      .where(eq(challengeParticipants.participantId, rider));
    expect(row).toMatchObject({ distanceM: 8000 + 8 * 3000, sessions: 9 });
    const [balance] = await database.db
      .select({ value: participants.greenpointBalance })
      .from(participants)
      .where(eq(participants.id, rider));
    const ledger = await database.db
      .select({ value: greenpointTransactions.transactionValue })
      .from(greenpointTransactions)
      .where(eq(greenpointTransactions.participantId, rider));
    expect(balance!.value).toBe(ledger.reduce((sum, entry) => sum + entry.value, 0));
  });

  it('credits every contributor of a collaborative goal once, when many reach it together', async () => {
    const challenge = await newChallenge({
      name: 'Collectif',
      individualGoal: { type: 'distance', value: 1000, activityTypes: ['bike'], reward: 0, badgeId: null },
      collaborativeGoal: { type: 'distance', value: 40, activityTypes: ['bike'], reward: 30, badgeId: null },
    });
    const team = await Promise.all(Array.from({ length: 6 }, (_, index) => newParticipant(`team-${index}`)));
    for (const member of team) await joinChallenge(database.db, actorOf(member), challenge.id, now);
    const idle = await newParticipant('team-idle');
    await joinChallenge(database.db, actorOf(idle), challenge.id, now);
    await Promise.all(
      team.map((member, index) => ingest(member, [trip(`team-${index}-a`, 2, 4), trip(`team-${index}-b`, 3, 4)])),
    );
    for (const member of team) {
      expect((await credits(member, challenge.id)).map((entry) => entry.transactionValue)).toEqual([30]);
    }
    expect(await credits(idle, challenge.id)).toEqual([]);
    const [stored] = await database.db.select().from(challenges).where(eq(challenges.id, challenge.id));
    expect(stored!.collaborativeValue).toBeCloseTo(48);
    expect(stored!.collaborativeReachedAt).not.toBeNull();
  });
});
