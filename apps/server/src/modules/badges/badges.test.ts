import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  badges,
  citySettings,
  greenpointTransactions,
  participantBadges,
  participants,
} from '../../db/schema/index.ts';
import { setUpTenancyApp } from '../../test/tenancy-app.ts';
import { bearer } from '../../test/test-app.ts';
import { createTenancyParticipant, tenancyParticipantActor } from '../../test/test-world.ts';
import { TEST_DATABASES } from '../../test/test-database.ts';
import { eastboundGeometry } from '../../test/trip-geometry.ts';
import type { TripInput } from '../trips/trips.schemas.ts';
import { ingestTrips } from '../trips/trips.service.ts';
import { listParticipantBadges } from './badges.service.ts';

const NOW = new Date('2026-03-20T12:00:00Z');

describe.each(TEST_DATABASES)('badges on %s', (kind) => {
  const suite = setUpTenancyApp(kind, 'Badges', ['city', 'organisation', 'participant']);
  const db = () => suite.database.db;
  let counter = 0;

  beforeAll(async () => {
    await db().insert(citySettings).values({ cityId: suite.world.city.id, maxTripAgeDays: 3650 });
  });

  const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object, token = suite.tokens.city) =>
    suite.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  /** A fresh participant of the tenancy's city, so that each test starts from nothing held. */
  const newParticipant = () => createTenancyParticipant(db(), suite.world, `badger-${kind}-${++counter}`);

  /** A 5 km ride on day `day` of March 2026 at `hour` UTC. */
  const ride = (day: number, hour = 13, id = `ride-${++counter}`) => {
    const start = new Date(Date.UTC(2026, 2, day, hour));
    return {
      id,
      activityType: 'bike' as const,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 20 * 60_000).toISOString(),
      distance: 5000,
      geometry: eastboundGeometry(5000),
      source: 'app' as const,
    };
  };
  const ingest = (participantId: string, inputs: TripInput[]) =>
    ingestTrips(db(), participantId, inputs, NOW, { maxTripAgeDays: 3650 });

  /** A ladder of the tenancy's city, created through the API: its ids by name. */
  const ladder = async (type: string, steps: [number, number][], extra: Record<string, unknown> = {}) => {
    const ids: string[] = [];
    for (const [level, quantity] of steps) {
      const response = await send('POST', '/api/badges', {
        nameFr: `${type} ${level} ${++counter}`,
        nameEn: `${type} ${level}`,
        type,
        quantity,
        level,
        points: level * 10,
        ...extra,
      });
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json().data.id);
    }
    return ids;
  };

  /** The participant's badges among `ids` (the city keeps the other tests' ladders), with their ledger entries. */
  const held = async (participantId: string, ids: readonly (string | undefined)[]) =>
    (
      await db()
        .select({ badgeId: participantBadges.badgeId, ledgerEntryId: participantBadges.ledgerEntryId })
        .from(participantBadges)
        .where(eq(participantBadges.participantId, participantId))
    ).filter(({ badgeId }) => ids.includes(badgeId));
  const badgeEntries = async (participantId: string, ids: readonly (string | undefined)[]) => {
    const entries = (await held(participantId, ids)).map(({ ledgerEntryId }) => ledgerEntryId);
    const rows = await db()
      .select({ id: greenpointTransactions.id, value: greenpointTransactions.transactionValue })
      .from(greenpointTransactions)
      .where(
        and(
          eq(greenpointTransactions.participantId, participantId),
          eq(greenpointTransactions.transactionType, 'badge'),
        ),
      );
    return rows.filter(({ id }) => entries.includes(id)).map(({ value }) => ({ value }));
  };
  const balanceOf = async (participantId: string) =>
    (await db().select().from(participants).where(eq(participants.id, participantId)))[0]!.greenpointBalance;

  it('creates, lists with holders, changes and deletes a badge; answers 201 { data: { id } }', async () => {
    const created = await send('POST', '/api/badges', {
      nameFr: 'Marcheur',
      nameEn: 'Walker',
      nameDe: 'Wanderer',
      type: 'sessions',
      quantity: 3,
      level: 1,
      points: 15,
      activityType: 'walk',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    expect(created.json().data).toMatchObject({ id, unit: 'trips', activityType: 'walk', holders: 0, imageUrl: null });
    const list = await send('GET', '/api/badges');
    expect(list.json().data.map((badge: { id: string }) => badge.id)).toContain(id);
    const changed = await send('PUT', `/api/badges/${id}`, {
      nameFr: 'Grand marcheur',
      nameEn: 'Walker',
      type: 'sessions',
      quantity: 4,
      level: 1,
      points: 20,
      activityType: 'walk',
    });
    expect(changed.json().data).toMatchObject({ nameFr: 'Grand marcheur', quantity: 4, nameDe: null });
    expect((await send('DELETE', `/api/badges/${id}`)).statusCode).toBe(204);
    expect((await send('GET', `/api/badges/${id}`)).statusCode).toBe(404);
  });

  it('answers 400 naming the field for bad input, 409 for a ladder out of order, 403 to an organisation', async () => {
    const base = { nameFr: 'Bad', nameEn: 'Bad', type: 'ghg', quantity: 1, level: 1, points: 0 };
    for (const [change, path] of [
      [{ quantity: 0 }, 'quantity'],
      [{ quantity: 'beaucoup' }, 'quantity'],
      [{ level: 0 }, 'level'],
      [{ points: -5 }, 'points'],
      [{ type: 'ghg', activityType: 'bike' }, 'activityType'],
      [{ type: 'teleport' }, 'type'],
      [{ imageId: '00000000-0000-4000-8000-000000000000' }, 'imageId'],
    ] as const) {
      const response = await send('POST', '/api/badges', { ...base, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
      expect(response.json().error.details.map((detail: { path: string }) => detail.path)).toContain(path);
    }
    await ladder('ghg', [
      [1, 10],
      [2, 20],
    ]);
    for (const [level, quantity] of [
      [2, 30],
      [3, 15],
    ]) {
      const response = await send('POST', '/api/badges', { ...base, level, quantity });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('badge_ladder_conflict');
    }
    expect((await send('POST', '/api/badges', base, suite.tokens.organisation)).statusCode).toBe(403);
    expect((await send('GET', '/api/badges', undefined, suite.tokens.organisation)).statusCode).toBe(403);
  });

  it('awards a badge once when its quantity is crossed, with a badge ledger entry and the balance raised', async () => {
    const [first] = await ladder('distance', [[1, 7]], { activityType: 'bike' });
    const participantId = await newParticipant();
    await ingest(participantId, [ride(2)]);
    expect(await held(participantId, [first])).toEqual([]);
    const before = await balanceOf(participantId);
    const [result] = await ingest(participantId, [ride(3)]);
    expect(result!.status).toBe('counted');
    const rows = await held(participantId, [first]);
    expect(rows).toEqual([{ badgeId: first, ledgerEntryId: expect.any(String) }]);
    expect(await badgeEntries(participantId, [first])).toEqual([{ value: 10 }]);
    // This ride crossed only this test's badge (the other tests' ladders are out of reach of two rides).
    const others = (
      await held(
        participantId,
        (await send('GET', '/api/badges')).json().data.map((b: { id: string }) => b.id),
      )
    ).length;
    expect(others).toBe(1);
    expect(await balanceOf(participantId)).toBe(before + result!.greenpoints + 10);
    // The holders count and the deletion of a held badge.
    const listed = (await send('GET', `/api/badges/${first}`)).json().data;
    expect(listed.holders).toBe(1);
    const refused = await send('DELETE', `/api/badges/${first}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('badge_held');
    // More trips: still once.
    await ingest(participantId, [ride(4)]);
    expect(await held(participantId, [first])).toHaveLength(1);
    expect(await badgeEntries(participantId, [first])).toHaveLength(1);
  });

  it('gives both levels, once each, to a participant crossing two in one batch; a retried batch gives nothing', async () => {
    const ids = await ladder('sessions', [
      [1, 2],
      [2, 3],
      [3, 50],
    ]);
    const participantId = await newParticipant();
    const batch = [ride(5, 8, 'a'), ride(5, 10, 'b'), ride(5, 12, 'c')];
    await ingest(participantId, batch);
    expect((await held(participantId, ids)).map(({ badgeId }) => badgeId).sort()).toEqual([ids[0], ids[1]].sort());
    const balance = await balanceOf(participantId);
    const retried = await ingest(participantId, batch);
    expect(retried.every(({ status }) => status === 'duplicate')).toBe(true);
    expect(await held(participantId, ids)).toHaveLength(2);
    expect((await badgeEntries(participantId, ids)).map(({ value }) => value).sort()).toEqual([10, 20]);
    expect(await balanceOf(participantId)).toBe(balance);
  });

  it('never awards twice to concurrent batches of one participant', async () => {
    const [only] = await ladder('mode_count', [[1, 1]]);
    const participantId = await newParticipant();
    await Promise.all([6, 7, 8, 9].map((day) => ingest(participantId, [ride(day)])));
    expect(await held(participantId, [only])).toEqual([{ badgeId: only, ledgerEntryId: expect.any(String) }]);
    expect(await badgeEntries(participantId, [only])).toHaveLength(1);
  });

  it('awards a streak of consecutive active days, and shows the participant its badges and progress', async () => {
    const ids = await ladder('streak', [
      [1, 3],
      [2, 30],
    ]);
    const participantId = suite.world.participant.id;
    await ingest(participantId, [ride(10), ride(11)]);
    expect(await held(participantId, ids)).toEqual([]);
    await ingest(participantId, [ride(12)]);
    expect((await held(participantId, ids)).map(({ badgeId }) => badgeId)).toEqual([ids[0]]);

    const response = await send('GET', '/api/app/v2/badges', undefined, suite.tokens.participant);
    expect(response.statusCode).toBe(200);
    const mine = response.json().data as { id: string; awardedAt: string | null; progress: { next: boolean } }[];
    expect(mine.find(({ id }) => id === ids[0])).toMatchObject({ awardedAt: expect.any(String), unit: 'days' });
    expect(mine.find(({ id }) => id === ids[1])).toMatchObject({ awardedAt: null, progress: { next: true } });
    // Another city's badge (the other tenancy) never shows: the tenancy's own badge does.
    expect(mine.map(({ id }) => id)).toContain(suite.world.badge.id);
    expect(await db().select().from(badges).where(eq(badges.cityId, suite.world.city.id))).not.toHaveLength(0);
  });

  it('awards a challenge-won badge when a trip reaches the individual goal of a challenge the participant joined', async () => {
    const [won] = await ladder('challenge_won', [[1, 1]]);
    const challengeId = suite.world.cityChallenge.id;
    const joined = await send('POST', `/api/app/v2/challenges/${challengeId}/join`, {}, suite.tokens.participant);
    expect(joined.statusCode, joined.body).toBe(200);
    const participantId = suite.world.participant.id;
    // The challenge runs around the real date: eleven 5 km rides of the last eleven days pass its 50 km goal.
    const now = new Date();
    const rides = Array.from({ length: 11 }, (_, index) => {
      const start = new Date(now.getTime() - (index + 1) * 86_400_000);
      return {
        ...ride(1),
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + 20 * 60_000).toISOString(),
      };
    });
    await ingestTrips(db(), participantId, rides.slice(0, 5), now, { maxTripAgeDays: 3650 });
    expect(await held(participantId, [won])).toEqual([]);
    await ingestTrips(db(), participantId, rides.slice(5), now, { maxTripAgeDays: 3650 });
    expect(await held(participantId, [won])).toEqual([{ badgeId: won, ledgerEntryId: expect.any(String) }]);
  });

  it('archives a held badge instead of deleting it: no longer awarded, shown only to its holders, restorable', async () => {
    const [archived, top] = await ladder(
      'distance',
      [
        [1, 4],
        [2, 9],
      ],
      { activityType: 'walk' },
    );
    const holder = await newParticipant();
    const latecomer = await newParticipant();
    /** A 5 km walk of an hour. */
    const walkOf = (day: number) => {
      const trip = ride(day);
      const end = new Date(Date.parse(trip.startTime) + 60 * 60_000);
      return { ...trip, activityType: 'walk' as const, endTime: end.toISOString() };
    };
    await ingest(holder, [walkOf(14)]);
    expect(await held(holder, [archived])).toHaveLength(1);
    const refused = await send('DELETE', `/api/badges/${archived}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'badge_held', message: expect.stringContaining('archive') });

    const archiving = await send('POST', `/api/badges/${archived}/archive`);
    expect(archiving.statusCode, archiving.body).toBe(200);
    expect(archiving.json().data).toMatchObject({ id: archived, archivedAt: expect.any(String), holders: 1 });
    // Archiving again changes nothing; the dashboard still lists it, with its holders.
    expect((await send('POST', `/api/badges/${archived}/archive`)).json().data.archivedAt).toBe(
      archiving.json().data.archivedAt,
    );
    const listed = (await send('GET', '/api/badges')).json().data as { id: string; archivedAt: string | null }[];
    expect(listed.find(({ id }) => id === archived)?.archivedAt).toEqual(expect.any(String));
    expect(listed.find(({ id }) => id === top)?.archivedAt).toBeNull();

    // Not awarded any more: the latecomer walks past it and gets nothing; the holder keeps it.
    await ingest(latecomer, [walkOf(15)]);
    expect(await held(latecomer, [archived])).toEqual([]);
    expect(await held(holder, [archived])).toHaveLength(1);
    const shownTo = async (participantId: string) =>
      (await listParticipantBadges(db(), tenancyParticipantActor(suite.world, participantId), NOW)).map(({ id }) => id);
    expect(await shownTo(holder)).toContain(archived);
    expect(await shownTo(latecomer)).not.toContain(archived);
    expect(await shownTo(latecomer)).toContain(top);

    // Its level is free for a new badge while it is archived; restoring it then clashes with that one.
    const replacement = await send('POST', '/api/badges', {
      nameFr: 'Marche 1 bis',
      nameEn: 'Walk 1 bis',
      type: 'distance',
      activityType: 'walk',
      quantity: 3,
      level: 1,
      points: 5,
    });
    expect(replacement.statusCode, replacement.body).toBe(201);
    const clash = await send('POST', `/api/badges/${archived}/restore`);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.code).toBe('badge_ladder_conflict');
    expect((await send('DELETE', `/api/badges/${replacement.json().data.id}`)).statusCode).toBe(204);
    const restored = await send('POST', `/api/badges/${archived}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.archivedAt).toBeNull();
    // In use again: the latecomer gets it at the next trip, once.
    await ingest(latecomer, [walkOf(16)]);
    expect(await held(latecomer, [archived])).toHaveLength(1);
    expect(await badgeEntries(latecomer, [archived])).toEqual([{ value: 10 }]);

    expect(
      (await send('POST', `/api/badges/${archived}/archive`, undefined, suite.tokens.organisation)).statusCode,
    ).toBe(403);
    expect((await send('POST', `/api/badges/${crypto.randomUUID()}/restore`)).statusCode).toBe(404);
  });
});
