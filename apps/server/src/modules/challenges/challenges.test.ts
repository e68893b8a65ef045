import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCityFeatures } from '@mobiverte/contracts';
import type { Database } from '../../db/connection.ts';
import {
  cities,
  greenpointTransactions,
  mail,
  organisations,
  organisationSettings,
  participants,
} from '../../db/schema/index.ts';
import { bearer, createTestApp, signIn } from '../../test/test-app.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { createCredentials, createTenancy, type Tenancy } from '../../test/test-world.ts';
import { ingestTrips } from '../trips/trips.service.ts';

const DAY = 86_400_000;

describe.each(TEST_DATABASES)('challenges on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let own: Tenancy;
  let other: Tenancy;
  let neighbourId: string;
  const tokens: Record<string, string> = {};
  let tripCounter = 0;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    own = await createTenancy(database.db, 'Defis');
    other = await createTenancy(database.db, 'Ailleurs');
    // A second organisation of the same city, to send challenges to.
    const neighbourUser = await createCredentials(database.db, 'voisine.defis@test.mobiverte.org', 'Voisine');
    const [neighbour] = await database.db
      .insert(organisations)
      .values({
        authUserId: neighbourUser,
        cityId: own.city.id,
        name: 'Organisation Voisine',
        email: 'voisine.defis@test.mobiverte.org',
        inviteCode: 'INVVOISINE',
        employeesCount: 5,
      })
      .returning();
    neighbourId = neighbour!.id;
    ({ app } = await createTestApp(database, { signInRateLimit: 1000 }));
    tokens.organisation = await signIn(app, own.emails.organisation);
    tokens.city = await signIn(app, own.emails.city);
    tokens.external = await signIn(app, own.emails.external);
    tokens.participant = await signIn(app, own.emails.participant);
    tokens.neighbour = await signIn(app, 'voisine.defis@test.mobiverte.org');
    tokens.otherOrganisation = await signIn(app, other.emails.organisation);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
  const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();
  const body = (overrides: Record<string, unknown> = {}) => ({
    name: 'Au travail à vélo',
    description: 'Dix kilomètres à vélo.',
    startAt: iso(-10),
    endAt: iso(20),
    status: 'active',
    individualGoal: { type: 'distance', value: 10, activityTypes: ['bike'], reward: 40 },
    ...overrides,
  });
  const create = async (token: string, overrides: Record<string, unknown> = {}) => {
    const response = await call(token, 'POST', '/api/challenges', body(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; displayState: string };
  };
  /** Another participant of the own organisation, named `${name} Défis`. */
  const ownParticipant = async (name: string) => {
    const [row] = await database.db
      .insert(participants)
      .values({
        cityId: own.city.id,
        organisationId: own.organisation.id,
        username: `${name}-defis`,
        firstName: name.charAt(0).toUpperCase() + name.slice(1),
        lastName: 'Défis',
        email: `${name}.defis@test.mobiverte.org`,
      })
      .returning();
    return row!;
  };
  /** A bike trip `km` long, `daysAgo` days ago, through the trip rules. */
  const ride = (participantId: string, km: number, daysAgo = 1, activityType: 'bike' | 'walk' = 'bike') => {
    const start = new Date(Date.now() - daysAgo * DAY + ++tripCounter * 3_600_000 * 0.5);
    return ingestTrips(
      database.db,
      participantId,
      [
        {
          id: `ride-${tripCounter}`,
          activityType,
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
  const challengeLedger = (participantId: string, challengeId: string) =>
    database.db
      .select()
      .from(greenpointTransactions)
      .where(
        and(
          eq(greenpointTransactions.participantId, participantId),
          eq(greenpointTransactions.challengeId, challengeId),
        ),
      );

  it('offers the organisations of its own city to send a challenge to, found by name, never its own or another city’s', async () => {
    const all = await call(tokens.organisation!, 'GET', '/api/challenges/recipient-organisations');
    expect(all.statusCode, all.body).toBe(200);
    const names = (all.json().data as { id: string; name: string }[]).map((organisation) => organisation.id);
    expect(names).toContain(neighbourId);
    expect(names).not.toContain(own.organisation.id);
    expect(names).not.toContain(other.organisation.id);

    const found = await call(tokens.organisation!, 'GET', '/api/challenges/recipient-organisations?search=voIS');
    expect(found.json().data).toEqual([{ id: neighbourId, name: 'Organisation Voisine' }]);
    const literal = await call(tokens.organisation!, 'GET', '/api/challenges/recipient-organisations?search=%25');
    expect(literal.json().data).toEqual([]);

    const refused = await call(tokens.participant!, 'GET', '/api/challenges/recipient-organisations');
    expect([401, 403]).toContain(refused.statusCode);
    const bad = await call(
      tokens.organisation!,
      'GET',
      `/api/challenges/recipient-organisations?search=${'x'.repeat(101)}`,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('offers the participants an admin may target: its organisation’s, the city’s for a city, by username or by id', async () => {
    const [neighbourParticipant] = await database.db
      .insert(participants)
      .values({
        cityId: own.city.id,
        organisationId: neighbourId,
        username: 'voisin-100%',
        firstName: 'Voisin',
        lastName: 'Defis',
        email: 'voisin-participant.defis@test.mobiverte.org',
      })
      .returning();
    type Option = { id: string; username: string; branchName: string | null };
    const ids = (response: { json: () => { data: Option[] } }) => response.json().data.map((option) => option.id);

    const mine = await call(tokens.organisation!, 'GET', '/api/challenges/participant-options');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toContainEqual({
      id: own.participant.id,
      username: own.participant.username,
      branchName: own.branch.name,
    });
    expect(ids(mine)).not.toContain(neighbourParticipant!.id);
    expect(ids(mine)).not.toContain(other.participant.id);

    const city = await call(tokens.city!, 'GET', '/api/challenges/participant-options');
    expect(ids(city)).toEqual(expect.arrayContaining([own.participant.id, neighbourParticipant!.id]));
    expect(ids(city)).not.toContain(other.participant.id);

    const found = await call(tokens.city!, 'GET', '/api/challenges/participant-options?search=VOISIN');
    expect(ids(found)).toEqual([neighbourParticipant!.id]);
    const literal = await call(tokens.city!, 'GET', '/api/challenges/participant-options?search=%25');
    expect(ids(literal)).toEqual([neighbourParticipant!.id]);
    const none = await call(tokens.organisation!, 'GET', '/api/challenges/participant-options?search=voisin');
    expect(none.json().data).toEqual([]);

    const chosen = [own.participant.id, neighbourParticipant!.id, other.participant.id].join(',');
    const labelled = await call(tokens.organisation!, 'GET', `/api/challenges/participant-options?ids=${chosen}`);
    expect(labelled.statusCode, labelled.body).toBe(200);
    expect(ids(labelled)).toEqual([own.participant.id]);
    const foreign = await call(
      tokens.otherOrganisation!,
      'GET',
      `/api/challenges/participant-options?ids=${own.participant.id}`,
    );
    expect(foreign.json().data).toEqual([]);

    const badId = await call(tokens.organisation!, 'GET', '/api/challenges/participant-options?ids=abc');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.details[0].path).toContain('ids');
    const tooMany = Array.from({ length: 201 }, () => own.participant.id).join(',');
    const many = await call(tokens.organisation!, 'GET', `/api/challenges/participant-options?ids=${tooMany}`);
    expect(many.statusCode).toBe(400);
    const refused = await call(tokens.participant!, 'GET', '/api/challenges/participant-options');
    expect([401, 403]).toContain(refused.statusCode);
  });

  it('lets an organisation target only its own participants', async () => {
    const neighbourUser = await createCredentials(database.db, 'cycliste.voisine@test.mobiverte.org', 'Cycliste');
    const [neighbourParticipant] = await database.db
      .insert(participants)
      .values({
        authUserId: neighbourUser,
        cityId: own.city.id,
        organisationId: neighbourId,
        username: 'cycliste-voisine',
        firstName: 'Cycliste',
        lastName: 'Voisine',
        email: 'cycliste.voisine@test.mobiverte.org',
        postalCode: 'H7N 1A1',
      })
      .returning();
    const refused = await call(
      tokens.organisation!,
      'POST',
      '/api/challenges',
      body({ includeUsers: [neighbourParticipant!.id] }),
    );
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json().error.details)).toContain('includeUsers');
    // The city targets any participant of the city.
    await create(tokens.city!, { includeUsers: [neighbourParticipant!.id, own.participant.id] });
  });

  it('refuses a participant both targeted and excluded, under excludeUsers', async () => {
    const both = await call(
      tokens.organisation!,
      'POST',
      '/api/challenges',
      body({ includeUsers: [own.participant.id], excludeUsers: [own.participant.id] }),
    );
    expect(both.statusCode).toBe(400);
    expect(JSON.stringify(both.json().error.details)).toContain('excludeUsers');
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ endAt: iso(-20) }, 'endAt'],
      [{ name: '' }, 'name'],
      [{ individualGoal: { type: 'distance', value: 0, activityTypes: ['bike'], reward: 1 } }, 'individualGoal.value'],
      [
        { individualGoal: { type: 'distance', value: 5, activityTypes: ['teleport'], reward: 1 } },
        'individualGoal.activityTypes.0',
      ],
      [{ branchId: other.branch.id }, 'branchId'],
      [{ sentTo: [other.organisation.id] }, 'sentTo'],
    ];
    for (const [overrides, path] of cases) {
      const response = await call(tokens.organisation!, 'POST', '/api/challenges', body(overrides));
      expect(response.statusCode, path).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
      expect(response.json().error.details.map((detail: { path: string }) => detail.path)).toContain(path);
    }
  });

  it('creates a challenge (201) and lists it in its tab with its display state', async () => {
    const draft = await create(tokens.organisation!, { status: 'draft', name: 'Brouillon' });
    const upcoming = await create(tokens.organisation!, { startAt: iso(5), name: 'Bientôt' });
    expect(draft.displayState).toBe('draft');
    expect(upcoming.displayState).toBe('upcoming');
    const ids = async (state: string) =>
      (await call(tokens.organisation!, 'GET', `/api/challenges?state=${state}&pageSize=100`))
        .json()
        .data.map((row: { id: string }) => row.id);
    expect(await ids('draft')).toContain(draft.id);
    expect(await ids('draft')).not.toContain(upcoming.id);
    expect(await ids('upcoming')).toContain(upcoming.id);
    expect(await ids('all')).toEqual(expect.arrayContaining([draft.id, upcoming.id, own.challenge.id]));
    const sorted = await call(tokens.organisation!, 'GET', '/api/challenges?state=all&sort=name&order=asc');
    const names = sorted.json().data.map((row: { name: string }) => row.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(await ids('all')).not.toContain(other.challenge.id);
  });

  it('keeps read-only co-admins from writing', async () => {
    expect((await call(tokens.external!, 'GET', '/api/challenges')).statusCode).toBe(200);
    expect((await call(tokens.external!, 'POST', '/api/challenges', body())).statusCode).toBe(403);
  });

  it('keeps the goal type of a running challenge and its start out of the past', async () => {
    const startAt = iso(-10);
    const running = await create(tokens.organisation!, { startAt });
    const typeChange = await call(
      tokens.organisation!,
      'PUT',
      `/api/challenges/${running.id}`,
      body({ startAt, individualGoal: { type: 'time', value: 10, activityTypes: ['bike'], reward: 40 } }),
    );
    expect(typeChange.statusCode).toBe(400);
    expect(typeChange.json().error.details[0].path).toBe('individualGoal.type');
    const earlier = await call(
      tokens.organisation!,
      'PUT',
      `/api/challenges/${running.id}`,
      body({ startAt: iso(-15) }),
    );
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json().error.details[0].path).toBe('startAt');
    const renamed = await call(
      tokens.organisation!,
      'PUT',
      `/api/challenges/${running.id}`,
      body({ startAt, name: 'Renommé' }),
    );
    expect(renamed.statusCode).toBe(200);
  });

  it('counts the trips of a participant who joins, ranks them, and credits the reward once', async () => {
    const challenge = await create(tokens.organisation!, { name: 'Dix kilomètres' });
    const participantId = own.participant.id;
    await ride(participantId, 4, 2); // before joining: it counts, inside the dates
    await ride(participantId, 3, 2, 'walk'); // not one of the goal's activity types
    const joined = await call(tokens.participant!, 'POST', `/api/app/v2/challenges/${challenge.id}/join`);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().data.progress.individual).toMatchObject({ value: 4, target: 10, reached: false });
    expect(joined.json().data.progress.rank).toBe(1);
    const again = await call(tokens.participant!, 'POST', `/api/app/v2/challenges/${challenge.id}/join`);
    expect(again.statusCode).toBe(200);

    await ride(participantId, 6, 1);
    await ride(participantId, 5, 1);
    const progress = (await call(tokens.participant!, 'GET', `/api/app/v2/challenges/${challenge.id}`)).json().data
      .progress;
    expect(progress.individual).toMatchObject({ value: 15, reached: true });
    expect(progress.rewardCredited).toBe(true);
    const ledger = await challengeLedger(participantId, challenge.id);
    expect(ledger.map((entry) => [entry.transactionType, entry.transactionValue])).toEqual([['challenge', 40]]);

    const board = (await call(tokens.organisation!, 'GET', `/api/challenges/${challenge.id}/leaderboard`)).json();
    expect(board.total).toBe(1);
    expect(board.data[0]).toMatchObject({
      userId: participantId,
      username: own.participant.username,
      distanceKm: 15,
      sessions: 3,
      rank: 1,
      goalReached: true,
    });
    const stats = (await call(tokens.organisation!, 'GET', `/api/challenges/${challenge.id}/stats`)).json().data;
    expect(stats).toMatchObject({ participantsCount: 1, reachedCount: 1 });
    expect(stats.totals.totalGreenhouseGazes).toBeCloseTo(15 * 0.21);
    expect(stats.organisations[0]).toMatchObject({ organisationId: own.organisation.id, rank: 1 });
  });

  it('cancels a challenge with participants instead of deleting it, and deletes one without', async () => {
    const empty = await create(tokens.organisation!, { name: 'Vide' });
    const deleted = await call(tokens.organisation!, 'DELETE', `/api/challenges/${empty.id}`);
    expect(deleted.json().data).toEqual({ id: empty.id, outcome: 'deleted' });
    expect((await call(tokens.organisation!, 'GET', `/api/challenges/${empty.id}`)).statusCode).toBe(404);

    const busy = await create(tokens.organisation!, { name: 'Occupé' });
    await call(tokens.participant!, 'POST', `/api/app/v2/challenges/${busy.id}/join`);
    const cancelled = await call(tokens.organisation!, 'DELETE', `/api/challenges/${busy.id}`);
    expect(cancelled.json().data).toEqual({ id: busy.id, outcome: 'cancelled' });
    const after = (await call(tokens.organisation!, 'GET', `/api/challenges/${busy.id}`)).json().data;
    expect(after.displayState).toBe('cancelled');
    const edit = await call(tokens.organisation!, 'PUT', `/api/challenges/${busy.id}`, body());
    expect(edit.json().error.code).toBe('challenge_not_editable');
  });

  it('refuses joining an ended challenge with a 400, and a challenge not open to the participant with a 404', async () => {
    const ended = await create(tokens.organisation!, { startAt: iso(-30), endAt: iso(-1), name: 'Fini' });
    const response = await call(tokens.participant!, 'POST', `/api/app/v2/challenges/${ended.id}/join`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('challenge_ended');
    const elsewhere = await call(tokens.participant!, 'POST', `/api/app/v2/challenges/${other.challenge.id}/join`);
    expect(elsewhere.statusCode).toBe(404);
    const list = (await call(tokens.participant!, 'GET', '/api/app/v2/challenges')).json().data;
    expect(list.map((row: { id: string }) => row.id)).not.toContain(other.challenge.id);
    expect(list.map((row: { id: string }) => row.id)).toContain(own.cityChallenge.id);
  });

  it('applies the organisation’s challengePerUser limit', async () => {
    await database.db
      .insert(organisationSettings)
      .values({ organisationId: own.organisation.id, limits: { challengePerUser: { value: 0, period: 'month' } } })
      .onConflictDoUpdate({
        target: organisationSettings.organisationId,
        set: { limits: { challengePerUser: { value: 0, period: 'month' } } },
      });
    const fresh = await create(tokens.organisation!, { name: 'Limité' });
    const response = await call(tokens.participant!, 'POST', `/api/app/v2/challenges/${fresh.id}/join`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('challenge_limit_reached');
    await database.db
      .update(organisationSettings)
      .set({ limits: {} })
      .where(eq(organisationSettings.organisationId, own.organisation.id));
  });

  it('sends a challenge to another organisation, which accepts it once; the city limits sending', async () => {
    const refused = await call(tokens.organisation!, 'POST', '/api/challenges', body({ sentTo: [neighbourId] }));
    expect([401, 403]).toContain(refused.statusCode);
    expect(refused.json().error.code).toBe('challenge_between_organisations_not_granted');
    await database.db
      .update(cities)
      .set({ features: { ...defaultCityFeatures('mobiverte'), challenge_between_organisations: { granted: true } } })
      .where(eq(cities.id, own.city.id));
    expect((await call(tokens.organisation!, 'PUT', '/api/challenge-configuration', { sendLimit: 1 })).statusCode).toBe(
      403,
    );
    const configured = await call(tokens.city!, 'PUT', '/api/challenge-configuration', { sendLimit: 1 });
    expect(configured.json().data).toEqual({ challengeBetweenOrganisations: true, sendLimit: 1, sentCount: null });

    const sent = await create(tokens.organisation!, { sentTo: [neighbourId], name: 'Entre voisins' });
    const received = (await call(tokens.neighbour!, 'GET', '/api/challenges?state=all')).json().data;
    expect(received.find((row: { id: string }) => row.id === sent.id)?.received).toMatchObject({
      state: 'pending',
      sentByOrganisationId: own.organisation.id,
    });
    const configuration = (await call(tokens.organisation!, 'GET', '/api/challenge-configuration')).json().data;
    expect(configuration).toEqual({ challengeBetweenOrganisations: true, sendLimit: 1, sentCount: 1 });
    const limited = await call(tokens.organisation!, 'POST', '/api/challenges', body({ sentTo: [neighbourId] }));
    expect(limited.statusCode).toBe(409);
    expect(limited.json().error.code).toBe('challenge_send_limit_reached');

    expect((await call(tokens.otherOrganisation!, 'POST', `/api/challenges/${sent.id}/accept`)).statusCode).toBe(404);
    const accepted = await call(tokens.neighbour!, 'POST', `/api/challenges/${sent.id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.received.state).toBe('accepted');
    const twice = await call(tokens.neighbour!, 'POST', `/api/challenges/${sent.id}/decline`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('challenge_already_answered');
    const [notice] = await database.db.select().from(mail).where(eq(mail.to, own.emails.organisation));
    expect(notice?.subject).toBe('Défi accepté\u202f: Entre voisins');
    const senderView = (await call(tokens.organisation!, 'GET', `/api/challenges/${sent.id}`)).json().data;
    expect(senderView.sentTo).toEqual([expect.objectContaining({ organisationId: neighbourId, state: 'accepted' })]);
    expect((await call(tokens.neighbour!, 'PUT', `/api/challenges/${sent.id}`, body())).statusCode).toBe(403);

    await call(tokens.city!, 'PUT', '/api/challenge-configuration', { sendLimit: null });
    const draft = await create(tokens.organisation!, {
      sentTo: [neighbourId],
      status: 'draft',
      name: 'Brouillon envoyé',
    });
    const seen = (await call(tokens.neighbour!, 'GET', '/api/challenges?state=all&pageSize=100')).json().data;
    expect(seen.map((row: { id: string }) => row.id)).not.toContain(draft.id);
    expect((await call(tokens.neighbour!, 'GET', `/api/challenges/${draft.id}`)).statusCode).toBe(404);
  });

  it('excludes a participant: off the leaderboard, no reward, and a challenge id is required', async () => {
    const challenge = await create(tokens.organisation!, {
      name: 'Exclusion',
      individualGoal: { type: 'distance', value: 100, activityTypes: ['bike'], reward: 40 },
    });
    await call(tokens.participant!, 'POST', `/api/app/v2/challenges/${challenge.id}/join`);
    const second = await ownParticipant('second');
    const excluded = await call(
      tokens.organisation!,
      'POST',
      `/api/app/v2/exclude-users-from-challenge/${challenge.id}`,
      { excludeUsers: [own.participant.id, second.id] },
    );
    expect(excluded.statusCode, excluded.body).toBe(200);
    const board = (await call(tokens.organisation!, 'GET', `/api/challenges/${challenge.id}/leaderboard`)).json();
    expect(board.total).toBe(0);
    await ride(own.participant.id, 120, 1);
    expect(await challengeLedger(own.participant.id, challenge.id)).toEqual([]);
    const rejoin = await call(tokens.participant!, 'POST', `/api/app/v2/challenges/${challenge.id}/join`);
    expect(rejoin.statusCode).toBe(404);

    const withoutId = await call(tokens.organisation!, 'POST', '/api/app/v2/exclude-users-from-challenge', {
      excludeUsers: [own.participant.id],
    });
    expect(withoutId.statusCode).toBe(400);
    expect(withoutId.json().error.details[0].path).toBe('challengeId');
  });

  it('takes an excluded participant out of the targeted ones, so that the challenge can be edited again', async () => {
    const second = await ownParticipant('cible');
    const challenge = await create(tokens.organisation!, {
      name: 'Ciblé',
      includeUsers: [own.participant.id, second.id],
    });
    const exclude = (ids: string[]) =>
      call(tokens.organisation!, 'POST', `/api/app/v2/exclude-users-from-challenge/${challenge.id}`, {
        excludeUsers: ids,
      });
    expect((await exclude([second.id])).statusCode).toBe(200);
    const afterFirst = (await call(tokens.organisation!, 'GET', `/api/challenges/${challenge.id}`)).json().data;
    expect(afterFirst.includeUsers).toEqual([own.participant.id]);
    expect(afterFirst.excludeUsers).toEqual([second.id]);
    const edited = await call(
      tokens.organisation!,
      'PUT',
      `/api/challenges/${challenge.id}`,
      body({
        name: 'Ciblé, modifié',
        startAt: afterFirst.startAt,
        endAt: afterFirst.endAt,
        includeUsers: afterFirst.includeUsers,
        excludeUsers: afterFirst.excludeUsers,
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);

    // Excluding the last targeted participant keeps the list: emptied, it would target everyone.
    expect((await exclude([own.participant.id])).statusCode).toBe(200);
    const afterLast = (await call(tokens.organisation!, 'GET', `/api/challenges/${challenge.id}`)).json().data;
    expect(afterLast.includeUsers).toEqual([own.participant.id]);
    expect([...afterLast.excludeUsers].sort()).toEqual([own.participant.id, second.id].sort());
  });

  it('lets cities keep templates that their organisations read', async () => {
    const template = {
      name: 'Mois du vélo',
      description: 'Un mois à vélo.',
      durationDays: 30,
      individualGoal: { type: 'sessions', value: 10, activityTypes: ['bike'], reward: 20 },
    };
    const created = await call(tokens.city!, 'POST', '/api/challenge-templates', template);
    expect(created.statusCode).toBe(201);
    expect((await call(tokens.organisation!, 'POST', '/api/challenge-templates', template)).statusCode).toBe(403);
    const listed = (await call(tokens.organisation!, 'GET', '/api/challenge-templates')).json().data;
    expect(listed.map((row: { name: string }) => row.name)).toContain('Mois du vélo');
    expect(listed[0].individualGoal.unit).toBe('count');
  });
});
