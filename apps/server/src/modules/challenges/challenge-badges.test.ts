import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { badges, challenges, greenpointTransactions, participantBadges, participants } from '../../db/schema/index.ts';
import { rebuildChallengeProgress } from '../../rollups/challenge-fold.ts';
import { setUpTenancyApp } from '../../test/tenancy-app.ts';
import { bearer } from '../../test/test-app.ts';
import { TEST_DATABASES } from '../../test/test-database.ts';
import { createTenancy, createTenancyParticipant, tenancyParticipantActor } from '../../test/test-world.ts';
import { ingestTrips } from '../trips/trips.service.ts';
import { joinChallenge } from './participant-challenges.service.ts';

const DAY = 86_400_000;

/** Issue 17: a challenge goal that names a badge gives it, once, to each participant who reaches the goal. */
describe.each(TEST_DATABASES)('badges named by challenge goals on %s', (kind) => {
  const suite = setUpTenancyApp(kind, 'GoalBadges', ['city']);
  const db = () => suite.database.db;
  const now = new Date();
  const startAt = new Date(now.getTime() - 20 * DAY);
  let counter = 0;

  /** A badge of the tenancy's city the engine alone would never give (a ladder of challenges won, far away). */
  const newBadge = async (points: number, values: Partial<typeof badges.$inferInsert> = {}) => {
    const [row] = await db()
      .insert(badges)
      .values({
        cityId: suite.world.city.id,
        nameFr: `Défi ${++counter}`,
        nameEn: `Challenge ${counter}`,
        type: 'challenge_won',
        quantity: '500',
        level: 10 + counter,
        points,
        ...values,
      })
      .returning({ id: badges.id });
    return row!.id;
  };
  const goal = (value: number, badgeId: string | null, reward = 0) => ({
    type: 'distance' as const,
    value,
    activityTypes: ['bike' as const],
    reward,
    badgeId,
  });
  const newChallenge = async (values: Partial<typeof challenges.$inferInsert>) => {
    const [row] = await db()
      .insert(challenges)
      .values({
        cityId: suite.world.city.id,
        organisationId: suite.world.organisation.id,
        name: `Défi à badge ${++counter}`,
        description: 'Des trajets pour un badge.',
        startAt,
        endAt: new Date(now.getTime() + 10 * DAY),
        status: 'active',
        individualGoal: goal(10, null),
        ...values,
      })
      .returning({ id: challenges.id });
    return row!.id;
  };
  const newParticipant = () => createTenancyParticipant(db(), suite.world, `goal-badger-${kind}-${++counter}`);
  const join = (participantId: string, challengeId: string) =>
    joinChallenge(db(), tenancyParticipantActor(suite.world, participantId), challengeId, now);
  const ride = (id: string, day: number, km: number) => {
    const start = new Date(startAt.getTime() + day * DAY + 8 * 3_600_000);
    return {
      id: `${id}-${kind}`,
      activityType: 'bike' as const,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + km * 4 * 60_000).toISOString(),
      distance: km * 1000,
      source: 'app' as const,
    };
  };
  const ingest = (participantId: string, trips: ReturnType<typeof ride>[]) =>
    ingestTrips(db(), participantId, trips, now, { maxTripAgeDays: 3650 });

  /** The participant's holdings of a badge and the `badge` ledger entries paying it. */
  const holdings = async (participantId: string, badgeId: string) => {
    const held = await db()
      .select({ ledgerEntryId: participantBadges.ledgerEntryId })
      .from(participantBadges)
      .where(and(eq(participantBadges.participantId, participantId), eq(participantBadges.badgeId, badgeId)));
    const entries = await db()
      .select({ id: greenpointTransactions.id, value: greenpointTransactions.transactionValue })
      .from(greenpointTransactions)
      .where(
        and(
          eq(greenpointTransactions.participantId, participantId),
          eq(greenpointTransactions.transactionType, 'badge'),
        ),
      );
    const paid = held.map(({ ledgerEntryId }) => ledgerEntryId);
    return { held: held.length, entries: entries.filter(({ id }) => paid.includes(id)).map(({ value }) => value) };
  };
  const ledgerBalanced = async (participantId: string) => {
    const [row] = await db()
      .select({ balance: participants.greenpointBalance })
      .from(participants)
      .where(eq(participants.id, participantId));
    const entries = await db()
      .select({ value: greenpointTransactions.transactionValue })
      .from(greenpointTransactions)
      .where(eq(greenpointTransactions.participantId, participantId));
    return row!.balance === entries.reduce((sum, entry) => sum + entry.value, 0);
  };

  beforeAll(async () => {
    // Only the goals give badges here: the engine's ladders of this city stay out of reach.
    await db().delete(badges).where(eq(badges.cityId, suite.world.city.id));
  });

  it('gives the individual goal’s badge once, with its points, when the goal is reached; retries and re-folds give nothing more', async () => {
    const badgeId = await newBadge(25);
    const challengeId = await newChallenge({ individualGoal: goal(10, badgeId, 100) });
    const rider = await newParticipant();
    await join(rider, challengeId);
    await ingest(rider, [ride('solo-a', 1, 6)]);
    expect(await holdings(rider, badgeId)).toEqual({ held: 0, entries: [] });
    const reaching = [ride('solo-b', 2, 6)];
    await ingest(rider, reaching);
    expect(await holdings(rider, badgeId)).toEqual({ held: 1, entries: [25] });
    // The same batch again (the app retried), another trip, parallel retries and a rebuild of the challenge.
    await ingest(rider, reaching);
    await ingest(rider, [ride('solo-c', 3, 6)]);
    await Promise.all([ingest(rider, [ride('solo-d', 4, 6)]), ingest(rider, [ride('solo-d', 4, 6)])]);
    await rebuildChallengeProgress(db(), challengeId, now);
    expect(await holdings(rider, badgeId)).toEqual({ held: 1, entries: [25] });
    expect(await ledgerBalanced(rider)).toBe(true);
  });

  it('gives a badge worth no points without a ledger entry, and the goal’s badge even with no reward', async () => {
    const badgeId = await newBadge(0);
    const challengeId = await newChallenge({ individualGoal: goal(5, badgeId, 0) });
    const rider = await newParticipant();
    await join(rider, challengeId);
    await ingest(rider, [ride('free-a', 1, 6)]);
    expect(await holdings(rider, badgeId)).toEqual({ held: 1, entries: [] });
  });

  it('gives the badge on joining with trips that already reach the goal, and to no one who falls short', async () => {
    const badgeId = await newBadge(15);
    const challengeId = await newChallenge({ individualGoal: goal(10, badgeId) });
    const early = await newParticipant();
    const short = await newParticipant();
    await ingest(early, [ride('early-a', 1, 12)]);
    await ingest(short, [ride('short-a', 1, 4)]);
    await join(early, challengeId);
    await join(short, challengeId);
    expect(await holdings(early, badgeId)).toEqual({ held: 1, entries: [15] });
    expect(await holdings(short, badgeId)).toEqual({ held: 0, entries: [] });
  });

  it('gives the collaborative goal’s badge to each contributor once the group reaches it, and not to the idle', async () => {
    const badgeId = await newBadge(30);
    const challengeId = await newChallenge({
      individualGoal: goal(1000, null),
      collaborativeGoal: goal(20, badgeId, 10),
    });
    const team = [await newParticipant(), await newParticipant(), await newParticipant()];
    const idle = await newParticipant();
    for (const member of [...team, idle]) await join(member, challengeId);
    await ingest(team[0]!, [ride('team-0', 1, 8)]);
    await ingest(team[1]!, [ride('team-1', 2, 8)]);
    expect(await holdings(team[0]!, badgeId)).toEqual({ held: 0, entries: [] });
    // The third contribution reaches 24 km: the others are settled after the commit.
    await ingest(team[2]!, [ride('team-2', 3, 8)]);
    for (const member of team) expect(await holdings(member, badgeId)).toEqual({ held: 1, entries: [30] });
    expect(await holdings(idle, badgeId)).toEqual({ held: 0, entries: [] });
    await rebuildChallengeProgress(db(), challengeId, now);
    for (const member of team) {
      expect(await holdings(member, badgeId)).toEqual({ held: 1, entries: [30] });
      expect(await ledgerBalanced(member)).toBe(true);
    }
  });

  it('gives an archived badge to no one, and never another city’s badge', async () => {
    const archived = await newBadge(20, { archivedAt: new Date(now.getTime() - DAY) });
    const elsewhere = await createTenancy(db(), 'Ailleurs');
    const [foreign] = await db()
      .insert(badges)
      .values({
        cityId: elsewhere.city.id,
        nameFr: 'Ailleurs',
        nameEn: 'Elsewhere',
        type: 'challenge_won',
        quantity: '500',
        level: 50,
        points: 40,
      })
      .returning({ id: badges.id });
    const challengeId = await newChallenge({
      individualGoal: goal(5, archived),
      collaborativeGoal: goal(5, foreign!.id),
    });
    const rider = await newParticipant();
    await join(rider, challengeId);
    await ingest(rider, [ride('nothing-a', 1, 8)]);
    expect(await holdings(rider, archived)).toEqual({ held: 0, entries: [] });
    expect(await holdings(rider, foreign!.id)).toEqual({ held: 0, entries: [] });
  });

  it('refuses a goal naming a badge that is not one of the city’s in use (400 naming the field)', async () => {
    const archived = await newBadge(5, { archivedAt: now });
    const inUse = await newBadge(5);
    const body = (badgeId: string) => ({
      name: 'Défi badge',
      description: 'Un badge à gagner.',
      startAt: new Date(now.getTime() + DAY).toISOString(),
      endAt: new Date(now.getTime() + 5 * DAY).toISOString(),
      status: 'draft',
      individualGoal: goal(10, badgeId),
    });
    const post = (badgeId: string) =>
      suite.app.inject({
        method: 'POST',
        url: '/api/challenges',
        headers: bearer(suite.tokens.city),
        payload: body(badgeId),
      });
    for (const badgeId of [archived, crypto.randomUUID(), 'not-a-badge']) {
      const refused = await post(badgeId);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error.details).toEqual(
        expect.arrayContaining([expect.objectContaining({ path: 'individualGoal.badgeId' })]),
      );
    }
    const created = await post(inUse);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.individualGoal.badgeId).toBe(inUse);
  });
});
