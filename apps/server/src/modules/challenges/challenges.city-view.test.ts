import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { defaultCityFeatures } from '@mobiverte/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { cities, greenpointTransactions, mail, organisations, participants } from '../../db/schema/index.ts';
import { bearer, createTestApp, signIn } from '../../test/test-app.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { createCredentials, createTenancy, participantActor, type Tenancy } from '../../test/test-world.ts';
import { ingestTrips } from '../trips/trips.service.ts';
import { joinChallenge } from './participant-challenges.service.ts';

const DAY = 86_400_000;

/**
 * A city-wide challenge seen by an organisation of the city (issue 15 follow-up): the leaderboard carries the
 * participants' real figures and ranks 1..n by the goal's measure, and an organisation sees its own participants
 * only (another organisation's people are not its to see); the city sees everyone, the participant their rank.
 */
describe.each(TEST_DATABASES)('a city challenge seen by an organisation on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let own: Tenancy;
  const tokens: Record<string, string> = {};
  let tripCounter = 0;
  let challengeId: string;
  let neighbourId: string;
  const people: { id: string; username: string; organisationId: string; km: number }[] = [];

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
  const ride = (participantId: string, km: number, daysAgo: number) => {
    const start = new Date(Date.now() - daysAgo * DAY + ++tripCounter * 1_800_000);
    return ingestTrips(
      database.db,
      participantId,
      [
        {
          id: `city-ride-${tripCounter}`,
          activityType: 'bike',
          startTime: start.toISOString(),
          endTime: new Date(start.getTime() + km * 4 * 60_000).toISOString(),
          distance: km * 1000,
          source: 'app',
        },
      ],
      new Date(),
      { maxTripAgeDays: 3650 },
    );
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const { db } = database;
    own = await createTenancy(db, 'Villedefi');
    const neighbourUser = await createCredentials(db, 'voisine.villedefi@test.mobiverte.org', 'Voisine');
    const [neighbour] = await db
      .insert(organisations)
      .values({
        authUserId: neighbourUser,
        cityId: own.city.id,
        name: 'Voisine Villedefi',
        email: 'voisine.villedefi@test.mobiverte.org',
        inviteCode: 'INVVDVOIS',
        employeesCount: 8,
      })
      .returning();
    neighbourId = neighbour!.id;
    ({ app } = await createTestApp(database, { signInRateLimit: 1000 }));
    tokens.city = await signIn(app, own.emails.city);
    tokens.organisation = await signIn(app, own.emails.organisation);
    tokens.neighbour = await signIn(app, 'voisine.villedefi@test.mobiverte.org');
    tokens.participant = await signIn(app, own.emails.participant);

    people.push({
      id: own.participant.id,
      username: own.participant.username,
      organisationId: own.organisation.id,
      km: 12,
    });
    const extra = [
      { label: 'a', organisationId: own.organisation.id, km: 30 },
      { label: 'b', organisationId: own.organisation.id, km: 5 },
      { label: 'c', organisationId: neighbour!.id, km: 50 },
      { label: 'd', organisationId: neighbour!.id, km: 8 },
    ];
    for (const person of extra) {
      const email = `cycliste-${person.label}.villedefi@test.mobiverte.org`;
      const authUserId = await createCredentials(db, email, `Cycliste ${person.label}`);
      const [row] = await db
        .insert(participants)
        .values({
          authUserId,
          cityId: own.city.id,
          organisationId: person.organisationId,
          username: `cycliste-${person.label}`,
          firstName: 'Cycliste',
          lastName: person.label,
          email,
          postalCode: 'H7N 1A1',
        })
        .returning();
      people.push({ id: row!.id, username: row!.username, organisationId: person.organisationId, km: person.km });
    }

    const created = await call(tokens.city!, 'POST', '/api/challenges', {
      name: 'Défi vélo de la ville',
      description: 'Soixante kilomètres à vélo.',
      startAt: new Date(Date.now() - 10 * DAY).toISOString(),
      endAt: new Date(Date.now() + 20 * DAY).toISOString(),
      status: 'active',
      individualGoal: { type: 'distance', value: 60, activityTypes: ['bike'], reward: 150 },
      collaborativeGoal: { type: 'ghg', value: 10, activityTypes: ['bike', 'walk'], reward: 50 },
    });
    expect(created.statusCode, created.body).toBe(201);
    challengeId = created.json().data.id;

    // As in the demo world: trips first, then the participants join (their trips inside the dates count).
    for (const person of people) await ride(person.id, person.km, 3);
    const [city] = [own.city];
    for (const person of people) {
      const actor = participantActor({
        participantId: person.id,
        cityId: city.id,
        organisationId: person.organisationId,
        cityTimeZone: 'America/Toronto',
      });
      await joinChallenge(database.db, actor, challengeId, new Date(Date.now() - 2 * DAY));
    }
    // A trip after joining, folded at ingestion.
    await ride(own.participant.id, 3, 1);
    people[0]!.km += 3;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const expectedBoard = (organisationId: string | null) => {
    const rows = people
      .filter((person) => organisationId === null || person.organisationId === organisationId)
      .sort((a, b) => b.km - a.km);
    return rows.map((person, index) => ({
      userId: person.id,
      username: person.username,
      distanceKm: person.km,
      rank: index + 1,
    }));
  };

  it('shows the organisation its own participants with their figures, ranked 1..n', async () => {
    const response = await call(tokens.organisation!, 'GET', `/api/challenges/${challengeId}/leaderboard`);
    expect(response.statusCode, response.body).toBe(200);
    const board = response.json();
    expect(board.total).toBe(3);
    expect(board.data).toMatchObject(expectedBoard(own.organisation.id));
    expect(board.data.every((row: { sessions: number }) => row.sessions > 0)).toBe(true);
  });

  it('shows the city everyone, ranked 1..n by the goal’s measure', async () => {
    const board = (await call(tokens.city!, 'GET', `/api/challenges/${challengeId}/leaderboard`)).json();
    expect(board.total).toBe(5);
    expect(board.data).toMatchObject(expectedBoard(null));
    const page2 = (
      await call(tokens.city!, 'GET', `/api/challenges/${challengeId}/leaderboard?page=2&pageSize=2`)
    ).json();
    expect(page2.data.map((row: { rank: number }) => row.rank)).toEqual([3, 4]);
  });

  it('gives the organisation the figures of its own participants in the stats', async () => {
    const response = await call(tokens.organisation!, 'GET', `/api/challenges/${challengeId}/stats`);
    expect(response.statusCode, response.body).toBe(200);
    const stats = response.json().data;
    expect(stats.participantsCount).toBe(3);
    expect(stats.reachedCount).toBe(0);
    const ownKm = people.filter((p) => p.organisationId === own.organisation.id).reduce((sum, p) => sum + p.km, 0);
    expect(stats.totals).toMatchObject({ distanceKm: expect.closeTo(ownKm, 2) });
    expect(stats.organisations.map((row: { organisationId: string }) => row.organisationId)).toEqual([
      own.organisation.id,
    ]);
    const detail = (await call(tokens.organisation!, 'GET', `/api/challenges/${challengeId}`)).json().data;
    expect(detail.totals).toEqual(stats.totals);
    expect(detail.participantsCount).toBe(3);
    const listed = (await call(tokens.organisation!, 'GET', '/api/challenges?state=all&pageSize=100')).json().data;
    expect(listed.find((row: { id: string }) => row.id === challengeId)?.participantsCount).toBe(3);
    const cityDetail = (await call(tokens.city!, 'GET', `/api/challenges/${challengeId}`)).json().data;
    expect(cityDetail.participantsCount).toBe(5);

    const city = (await call(tokens.city!, 'GET', `/api/challenges/${challengeId}/stats`)).json().data;
    expect(city.participantsCount).toBe(5);
    expect(city.organisations).toHaveLength(2);
  });

  it('gives the participant their rank among everyone', async () => {
    const response = await call(tokens.participant!, 'GET', `/api/app/v2/challenges/${challengeId}`);
    expect(response.statusCode, response.body).toBe(200);
    const progress = response.json().data.progress;
    expect(progress.individual).toMatchObject({ value: 15 });
    expect(progress.rank).toBe(3); // 50, 30, then 15
  });

  it('emails the sender of an accepted challenge in the language its organisation keeps, French by default', async () => {
    const { db } = database;
    await db
      .update(cities)
      .set({ features: { ...defaultCityFeatures('mobiverte'), challenge_between_organisations: { granted: true } } })
      .where(eq(cities.id, own.city.id));
    const subjects: Record<string, string | undefined> = {};
    for (const language of ['en', 'de', 'fr'] as const) {
      await db.update(organisations).set({ language }).where(eq(organisations.id, own.organisation.id));
      const name = `Entre voisins ${language}`;
      const sent = await call(tokens.organisation!, 'POST', '/api/challenges', {
        name,
        description: 'Dix kilomètres à vélo.',
        startAt: new Date(Date.now() - DAY).toISOString(),
        endAt: new Date(Date.now() + 20 * DAY).toISOString(),
        status: 'active',
        individualGoal: { type: 'distance', value: 10, activityTypes: ['bike'], reward: 40 },
        sentTo: [neighbourId],
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const accepted = await call(tokens.neighbour!, 'POST', `/api/challenges/${sent.json().data.id}/accept`);
      expect(accepted.statusCode, accepted.body).toBe(200);
      const notices = await db.select().from(mail).where(eq(mail.to, own.emails.organisation));
      const notice = notices.find((row) => row.subject.includes(name));
      subjects[language] = notice?.subject;
      if (language === 'en')
        expect(notice?.text).toContain('Voisine Villedefi accepted your challenge “Entre voisins en”.');
      if (language === 'de') expect(notice?.html).toContain('<html lang="de">');
    }
    expect(subjects).toEqual({
      en: 'Challenge accepted: Entre voisins en',
      de: 'Challenge angenommen: Entre voisins de',
      fr: 'Défi accepté\u202f: Entre voisins fr',
    });
  });

  it('rebuilds the participants’ progress and rewards when the owner edits the dates or the goal', async () => {
    const { db } = database;
    const email = 'cycliste-e.villedefi@test.mobiverte.org';
    const authUserId = await createCredentials(db, email, 'Cycliste e');
    const [rider] = await db
      .insert(participants)
      .values({
        authUserId,
        cityId: own.city.id,
        organisationId: own.organisation.id,
        username: 'cycliste-e',
        firstName: 'Cycliste',
        lastName: 'e',
        email,
        postalCode: 'H7N 1A1',
      })
      .returning();
    const startAt = new Date(Date.now() - 10 * DAY).toISOString();
    const endAt = new Date(Date.now() + 20 * DAY).toISOString();
    const input = (overrides: Record<string, unknown>) => ({
      name: 'Dix kilomètres, puis moins',
      description: 'Dix kilomètres à vélo.',
      startAt,
      endAt,
      status: 'active',
      individualGoal: { type: 'distance', value: 10, activityTypes: ['bike'], reward: 40 },
      ...overrides,
    });
    const created = await call(tokens.organisation!, 'POST', '/api/challenges', input({}));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    await ride(rider!.id, 4, 3);
    await ride(rider!.id, 3, 2);
    const actor = participantActor({
      userId: authUserId,
      email,
      participantId: rider!.id,
      cityId: own.city.id,
      organisationId: own.organisation.id,
      cityTimeZone: 'America/Toronto',
    });
    const progressOf = async () => (await joinChallenge(database.db, actor, id)).progress!;
    expect((await progressOf()).individual).toMatchObject({ value: 7, reached: false });
    const ledger = async () =>
      (await db.select().from(greenpointTransactions).where(eq(greenpointTransactions.challengeId, id))).map(
        (entry) => [entry.participantId, entry.transactionValue],
      );

    // The goal raised (and another mode counted): still 7 km, not reached, nothing credited.
    const raised = await call(tokens.organisation!, 'PUT', `/api/challenges/${id}`, {
      ...input({ individualGoal: { type: 'distance', value: 20, activityTypes: ['bike', 'walk'], reward: 40 } }),
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect((await progressOf()).individual).toMatchObject({ value: 7, target: 20, reached: false });
    expect(await ledger()).toEqual([]);

    // The goal lowered under the rider's 7 km: reached, rewarded once.
    const goal = { type: 'distance', value: 6, activityTypes: ['bike'], reward: 40 };
    const lowered = await call(tokens.organisation!, 'PUT', `/api/challenges/${id}`, input({ individualGoal: goal }));
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect((await progressOf()).individual).toMatchObject({ value: 7, target: 6, reached: true });
    expect(await ledger()).toEqual([[rider!.id, 40]]);

    // The end moved before the second ride (2 days ago): only the first ride counts; the credited reward stays, once.
    const endsEarlier = new Date(Date.now() - 2.5 * DAY).toISOString();
    const shortened = await call(
      tokens.organisation!,
      'PUT',
      `/api/challenges/${id}`,
      input({ endAt: endsEarlier, individualGoal: goal }),
    );
    expect(shortened.statusCode, shortened.body).toBe(200);
    const board = (await call(tokens.organisation!, 'GET', `/api/challenges/${id}/leaderboard`)).json();
    expect(board.data).toMatchObject([{ userId: rider!.id, distanceKm: 4, sessions: 1, goalReached: false, rank: 1 }]);
    expect(await ledger()).toEqual([[rider!.id, 40]]);
  });
});
