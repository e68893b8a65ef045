import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addTripToTotals,
  CHALLENGE_GOAL_TYPES,
  EMPTY_RAW_TOTALS,
  goalMeasure,
  isGoalReached,
  rankScores,
  tripCountsForGoal,
  type ChallengeRawTotals,
  type TransportMode,
} from '@mobiverte/contracts';
import type { Database } from '../../db/connection.ts';
import {
  challengeParticipants,
  challenges,
  greenpointTransactions,
  participants,
  trips,
  type StoredGoal,
} from '../../db/schema/index.ts';
import { createRandom, type Random } from '../../demo/random.ts';
import { getChallengeLeaderboardPage } from '../../stats-queries/challenge-leaderboard.ts';
import { AppError } from '../../lib/errors.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { createTenancy, participantActor, type Tenancy } from '../../test/test-world.ts';
import { ingestTrips } from '../trips/trips.service.ts';
import { joinChallenge, leaveChallenge } from './participant-challenges.service.ts';

const CASES = 8;

function expectRefusal(error: unknown) {
  expect(error).toBeInstanceOf(AppError);
  expect(['challenge_ended', 'challenge_not_joined']).toContain((error as AppError).code);
}
const DAY = 86_400_000;
/** Modes with a plausible speed (km/h); car never counts, and a few trips are too short to count. */
const SPEEDS: Partial<Record<TransportMode, number>> = { walk: 5, run: 10, bike: 16, bus: 22, metro: 30, car: 40 };
const MODES = Object.keys(SPEEDS) as TransportMode[];

/**
 * Random challenges and random trips, sent in random batches, out of order and retried, with participants
 * joining (and some leaving and joining again) at random moments: each participant's progress, score and
 * reward, each challenge's collaborative total and the leaderboard's ranks equal a direct computation over the
 * raw trips stored.
 */
describe.each(TEST_DATABASES)('challenge progress equals a direct computation over the raw trips on %s', (kind) => {
  let database: Database;
  let world: Tenancy;
  const now = new Date();

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    world = await createTenancy(database.db, 'Propriete');
  });
  afterAll(async () => database?.close());

  const randomGoal = (random: Random, reward: number): StoredGoal => {
    const type = random.pick(CHALLENGE_GOAL_TYPES);
    const activityTypes = random.shuffle(MODES.filter((mode) => mode !== 'car')).slice(0, random.int(1, 4));
    const values = { time: 120, distance: 25, calories: 800, sessions: 4, ghg: 4, greenpoints: 40 };
    return {
      type,
      value: Math.round(values[type] * (0.5 + random.next()) * 100) / 100,
      activityTypes,
      reward,
      badgeId: null,
    };
  };

  it.each(Array.from({ length: CASES }, (_, index) => 500 + index))('seed %i', async (seed) => {
    const random = createRandom(seed, 'challenges-property');
    const { db } = database;
    const people = await db
      .insert(participants)
      .values(
        Array.from({ length: 4 }, (_, index) => ({
          cityId: world.city.id,
          organisationId: world.organisation.id,
          username: `p${seed}-${index}`,
          firstName: 'Prop',
          lastName: `${seed}-${index}`,
          email: `p${seed}-${index}@test.mobiverte.org`,
        })),
      )
      .returning({ id: participants.id });
    const created = await db
      .insert(challenges)
      .values(
        Array.from({ length: 3 }, (_, index) => {
          const start = now.getTime() - random.int(5, 50) * DAY - random.int(0, 23) * 3_600_000;
          return {
            cityId: world.city.id,
            organisationId: world.organisation.id,
            name: `Propriété ${seed}-${index}`,
            description: 'Aléatoire',
            startAt: new Date(start),
            endAt: new Date(start + random.int(3, 40) * DAY),
            status: 'active' as const,
            individualGoal: randomGoal(random, random.pick([0, 25, 60])),
            collaborativeGoal: random.chance(0.5) ? randomGoal(random, random.pick([0, 10])) : null,
          };
        }),
      )
      .returning();
    const actorOf = (participantId: string) =>
      participantActor({
        participantId,
        cityId: world.city.id,
        organisationId: world.organisation.id,
        cityTimeZone: 'America/New_York',
      });

    // Each participant's trips over 60 days, one a day at most, in random batches sent in random order.
    type Input = Parameters<typeof ingestTrips>[2][number];
    const plans = people.map(({ id }) => {
      const days = random.shuffle(Array.from({ length: 60 }, (_, day) => day)).slice(0, random.int(5, 25));
      const inputs: Input[] = days.map((day) => {
        const mode = random.pick(MODES);
        const km = random.chance(0.1) ? 0.3 : random.int(1, 12);
        const start = now.getTime() - (day + 1) * DAY + random.int(6, 18) * 3_600_000;
        return {
          id: `s${seed}-${id.slice(0, 6)}-${day}`,
          activityType: mode,
          startTime: new Date(start).toISOString(),
          endTime: new Date(start + Math.max(3, Math.round((km / SPEEDS[mode]!) * 60)) * 60_000).toISOString(),
          distance: km * 1000,
          source: 'app',
        };
      });
      const batches: Input[][] = [];
      for (const trip of random.shuffle(inputs)) {
        if (batches.length === 0 || random.chance(0.4)) batches.push([]);
        batches[batches.length - 1]!.push(trip);
      }
      return { id, batches };
    });
    const steps: (() => Promise<unknown>)[] = [];
    for (const { id, batches } of plans) {
      for (const batch of batches) {
        steps.push(() => ingestTrips(db, id, batch, now, { maxTripAgeDays: 3650 }));
        if (random.chance(0.3)) steps.push(() => ingestTrips(db, id, batch, now, { maxTripAgeDays: 3650 }));
      }
      for (const challenge of created) {
        // Joining or leaving an ended challenge, or leaving one not joined, is refused: the refusal changes nothing.
        const join = () => joinChallenge(db, actorOf(id), challenge.id, now).catch(expectRefusal);
        const leave = () => leaveChallenge(db, actorOf(id), challenge.id, now).catch(expectRefusal);
        if (random.chance(0.8)) steps.push(join);
        if (random.chance(0.15)) {
          steps.push(join, leave);
          if (random.chance(0.5)) steps.push(join);
        }
      }
    }
    for (const step of random.shuffle(steps)) await step();

    const raw = await db
      .select()
      .from(trips)
      .where(
        inArray(
          trips.participantId,
          people.map((person) => person.id),
        ),
      );
    for (const challenge of created) {
      const rows = await db
        .select()
        .from(challengeParticipants)
        .where(eq(challengeParticipants.challengeId, challenge.id));
      const totalsOf = (participantId: string, goal: StoredGoal): ChallengeRawTotals =>
        raw
          .filter(
            (trip) =>
              trip.participantId === participantId &&
              (trip.reviewStatus === null || trip.reviewStatus === 'accepted') &&
              tripCountsForGoal(trip, challenge, goal),
          )
          .reduce(addTripToTotals, EMPTY_RAW_TOTALS);
      let collaborative = 0;
      for (const row of rows) {
        const expected = totalsOf(row.participantId, challenge.individualGoal);
        expect({ ...row, score: Math.round(row.score * 1e6) }).toMatchObject({
          ...expected,
          score: Math.round(goalMeasure(challenge.individualGoal.type, expected) * 1e6),
        });
        const reached = isGoalReached(challenge.individualGoal, expected);
        expect(row.reachedAt !== null).toBe(reached);
        const credited = await db
          .select({ value: greenpointTransactions.transactionValue })
          .from(greenpointTransactions)
          .where(
            and(
              eq(greenpointTransactions.participantId, row.participantId),
              eq(greenpointTransactions.challengeId, challenge.id),
              eq(greenpointTransactions.challengeGoal, 'individual'),
            ),
          );
        expect(credited.map((entry) => entry.value)).toEqual(
          reached && challenge.individualGoal.reward > 0 ? [challenge.individualGoal.reward] : [],
        );
        if (challenge.collaborativeGoal) {
          const value = goalMeasure(
            challenge.collaborativeGoal.type,
            totalsOf(row.participantId, challenge.collaborativeGoal),
          );
          expect(row.collaborativeValue).toBeCloseTo(value, 6);
          collaborative += value;
        }
      }
      const [stored] = await db.select().from(challenges).where(eq(challenges.id, challenge.id));
      expect(stored!.collaborativeValue).toBeCloseTo(collaborative, 6);
      const board = await getChallengeLeaderboardPage(db, challenge.id, { page: 1, pageSize: 100 });
      const ranked = rankScores(rows, (row) => row.score);
      expect(new Map(board.rows.map((row) => [row.participantId, Number(row.rank)]))).toEqual(
        new Map(ranked.map((row) => [row.participantId, row.rank])),
      );
    }
  });
});
