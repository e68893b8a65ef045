import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { foldIntoRollups } from '../../rollups/rollups.repository.ts';
import { buildRollups } from '../../rollups/build-rollups.ts';
import { greenpointTransactions, participants, trips } from '../../db/schema/index.ts';
import { bearer, signIn } from '../../test/test-app.ts';
import { TEST_DATABASES } from '../../test/test-database.ts';
import { setUpTenancyApp } from '../../test/tenancy-app.ts';
import { createCredentials } from '../../test/test-world.ts';
import { inStatistics } from '../../rollups/in-statistics.ts';
import { ingestTrips } from '../trips/trips.service.ts';

const ROLLUP_TABLES = [
  ['stats_daily', 'scope_type, scope_id, day, activity_type'],
  ['stats_monthly', 'scope_type, scope_id, month, activity_type'],
  ['stats_distance_daily', 'scope_type, scope_id, day, activity_type, distance_band'],
  ['stats_distance_monthly', 'scope_type, scope_id, month, activity_type, distance_band'],
  ['stats_active_participants', 'scope_type, scope_id, period_type, period_start'],
] as const;

/** `offset` days and a few hours ago, the hours told by the id's last character: trips never overlap nor lie ahead. */
const startOf = (id: string, offset: number) =>
  new Date(Date.now() - offset * 86_400_000 - (2 + (id.charCodeAt(id.length - 1) % 8)) * 3_600_000);
const trip = (id: string, offset: number, km: number, mode: 'bike' | 'walk' | 'car' = 'bike') => {
  const start = startOf(id, offset);
  return {
    id,
    activityType: mode,
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + km * { bike: 4, walk: 12, car: 2 }[mode] * 60_000).toISOString(),
    distance: km * 1000,
    source: 'app' as const,
  };
};

describe.each(TEST_DATABASES)('a participant’s page and the admin actions on %s', (kind) => {
  const suite = setUpTenancyApp(kind, 'Users', ['city', 'organisation', 'external', 'participant']);
  const db = () => suite.database.db;
  const as = (account: 'city' | 'organisation' | 'external') => bearer(suite.tokens[account]);
  const inject = (account: 'city' | 'organisation' | 'external', method: string, url: string, payload?: unknown) =>
    suite.app.inject({ method: method as 'GET', url, headers: as(account), ...(payload ? { payload } : {}) });

  async function newParticipant(label: string, organisation = true) {
    const authUserId = await createCredentials(db(), `${label}@test.mobiverte.org`, label);
    const [row] = await db()
      .insert(participants)
      .values({
        authUserId,
        cityId: suite.world.city.id,
        organisationId: organisation ? suite.world.organisation.id : null,
        branchId: organisation ? suite.world.branch.id : null,
        username: label,
        firstName: label,
        lastName: 'Test',
        email: `${label}@test.mobiverte.org`,
      })
      .returning();
    return row!;
  }

  async function rollupSnapshot() {
    const snapshot: Record<string, unknown[]> = {};
    for (const [table, key] of ROLLUP_TABLES) {
      const result = await db().execute(sql.raw(`select * from ${table} order by ${key}`));
      snapshot[table] = result.rows.map((row) =>
        Object.fromEntries(Object.entries(row as object).map(([name, value]) => [name, String(value)])),
      );
    }
    return snapshot;
  }

  it('shows a participant with its profile, affiliation, balance, figures, trips and ledger', async () => {
    const person = await newParticipant('detail');
    await ingestTrips(db(), person.id, [trip('d1', 2, 5), trip('d2', 1, 3, 'walk'), trip('d3', 1, 10, 'car')]);
    const detail = await inject('city', 'GET', `/api/users/${person.id}`);
    expect(detail.statusCode).toBe(200);
    const data = detail.json().data;
    expect(data.affiliation.organisationName).toBe(suite.world.organisation.name);
    expect(data.active).toBe(true);
    expect(data.figures.trips).toBe(3);
    expect(data.figures.sessions).toBe(2);
    expect(data.balance).toBeGreaterThan(0);
    const page = await inject('organisation', 'GET', `/api/users/${person.id}/trips?page=1&pageSize=2`);
    expect(page.statusCode).toBe(200);
    expect(page.json().total).toBe(3);
    expect(page.json().data).toHaveLength(2);
    const carTrip = (await inject('city', 'GET', `/api/users/${person.id}/trips?pageSize=10`))
      .json()
      .data.find((row: { activityType: string }) => row.activityType === 'car');
    expect(carTrip.status).toBe('not_counted');
    expect(carTrip.reason).not.toBeNull();
    const ledger = await inject('city', 'GET', `/api/users/${person.id}/transactions`);
    expect(ledger.json().total).toBe(2);
  });

  it('answers 400 userId is required without an id, 404 for an unknown one', async () => {
    const missing = await inject('city', 'POST', '/api/app/v2/deaffiliate-user', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('userId is required');
    const deleteMissing = await inject('city', 'DELETE', '/api/app/v2/users');
    expect(deleteMissing.statusCode).toBe(400);
    expect(deleteMissing.json().error.code).toBe('user_id_required');
    const unknown = '00000000-0000-4000-8000-000000000001';
    expect((await inject('city', 'GET', `/api/users/${unknown}`)).statusCode).toBe(404);
    expect((await inject('city', 'GET', '/api/users/not-an-id')).statusCode).toBe(404);
    expect((await inject('city', 'POST', `/api/users/${unknown}/points`, { delta: 5, reason: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('edits points through a CHANGE_POINTS entry with a reason; never below zero; audited', async () => {
    const person = await newParticipant('points');
    const added = await inject('city', 'POST', `/api/users/${person.id}/points`, {
      delta: 120,
      reason: 'Bonus atelier',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.balance).toBe(120);
    expect(added.json().data.transaction).toMatchObject({
      transactionType: 'CHANGE_POINTS',
      transactionValue: 120,
      reason: 'Bonus atelier',
    });
    const noReason = await inject('city', 'POST', `/api/users/${person.id}/points`, { delta: 5, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const below = await inject('organisation', 'POST', `/api/users/${person.id}/points`, {
      delta: -121,
      reason: 'Trop',
    });
    expect(below.statusCode).toBe(409);
    expect(below.json().error.code).toBe('negative_balance');
    const removed = await inject('organisation', 'POST', `/api/users/${person.id}/points`, {
      delta: -20,
      reason: 'Erreur',
    });
    expect(removed.json().data.balance).toBe(100);
    const [ledgerSum] = await db()
      .select({ value: sql<number>`sum(${greenpointTransactions.transactionValue})::int` })
      .from(greenpointTransactions)
      .where(eq(greenpointTransactions.participantId, person.id));
    expect(ledgerSum!.value).toBe(100);
    const audit = await inject('city', 'GET', `/api/users/${person.id}/audit`);
    expect(audit.json().data.map((row: { action: string }) => row.action)).toEqual([
      'points_changed',
      'points_changed',
    ]);
    // A co-admin without canEdit reads but cannot write.
    expect((await inject('external', 'GET', `/api/users/${person.id}`)).statusCode).toBe(200);
    expect(
      (await inject('external', 'POST', `/api/users/${person.id}/points`, { delta: 1, reason: 'x' })).statusCode,
    ).toBe(403);
  });

  it('keeps both entries when two admins edit the same participant’s points at once', async () => {
    const person = await newParticipant('concurrent');
    const results = await Promise.all([
      inject('city', 'POST', `/api/users/${person.id}/points`, { delta: 30, reason: 'Ville' }),
      inject('organisation', 'POST', `/api/users/${person.id}/points`, { delta: 12, reason: 'Organisation' }),
      inject('city', 'POST', `/api/users/${person.id}/points`, { delta: 8, reason: 'Ville encore' }),
    ]);
    expect(results.map((result) => result.statusCode)).toEqual([200, 200, 200]);
    const [row] = await db().select().from(participants).where(eq(participants.id, person.id));
    expect(row!.greenpointBalance).toBe(50);
    const ledger = await inject('city', 'GET', `/api/users/${person.id}/transactions`);
    expect(ledger.json().total).toBe(3);
  });

  it('completes and deletes pending transactions; a trip’s credit is not deleted here', async () => {
    const person = await newParticipant('pending');
    await ingestTrips(db(), person.id, [trip('p1', 1, 4)]);
    const [credit] = await db()
      .select()
      .from(greenpointTransactions)
      .where(eq(greenpointTransactions.participantId, person.id));
    const [badge, referral] = await db()
      .insert(greenpointTransactions)
      .values(
        (['badge', 'referral'] as const).map((transactionType) => ({
          participantId: person.id,
          cityId: suite.world.city.id,
          transactionType,
          transactionValue: 25,
          createdBy: 'system',
        })),
      )
      .returning();
    const start = (await db().select().from(participants).where(eq(participants.id, person.id)))[0]!.greenpointBalance;
    await db()
      .update(participants)
      .set({ greenpointBalance: start + 50 })
      .where(eq(participants.id, person.id));
    const completed = await inject('city', 'POST', `/api/users/${person.id}/transactions/${badge!.id}/complete`);
    expect(completed.statusCode).toBe(200);
    expect(completed.json().data.transaction.status).toBe('completed');
    expect(
      (await inject('city', 'POST', `/api/users/${person.id}/transactions/${badge!.id}/complete`)).statusCode,
    ).toBe(409);
    const deleted = await inject('organisation', 'DELETE', `/api/users/${person.id}/transactions/${referral!.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.balance).toBe(start + 25);
    expect(deleted.json().data.transaction.status).toBe('cancelled');
    const tripCredit = await inject('city', 'DELETE', `/api/users/${person.id}/transactions/${credit!.id}`);
    expect(tripCredit.statusCode).toBe(409);
    expect(tripCredit.json().error.code).toBe('transaction_not_deletable');
    const other = await newParticipant('pending-other');
    expect(
      (await inject('city', 'POST', `/api/users/${other.id}/transactions/${credit!.id}/complete`)).statusCode,
    ).toBe(404);
  });

  it('changes email (taken → catalogue message), password (weak → the rule) and role', async () => {
    const person = await newParticipant('account');
    const taken = await inject('city', 'POST', '/api/app/v2/updateuser', {
      uid: person.id,
      email: suite.world.emails.organisation,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('email_already_exists');
    const weak = await inject('city', 'POST', '/api/app/v2/updateuser', { uid: person.id, password: 'password' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.code).toBe('password_too_common');
    const changed = await inject('organisation', 'POST', '/api/app/v2/updateuser', {
      uid: person.id,
      email: 'account-new@test.mobiverte.org',
      password: 'Vélo-du-lundi-2026',
      role: 'participant',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.changed).toEqual(['email', 'password', 'role']);
    await signIn(suite.app, 'account-new@test.mobiverte.org', 'Vélo-du-lundi-2026');
    expect((await inject('city', 'POST', '/api/app/v2/updateuser', { email: 'x@test.mobiverte.org' })).statusCode).toBe(
      400,
    );
  });

  it('deactivates a participant: its sessions end, it cannot sign in nor record trips; activates it again', async () => {
    const person = await newParticipant('sleepy');
    const token = await signIn(suite.app, 'sleepy@test.mobiverte.org');
    const off = await inject('city', 'POST', `/api/app/v2/activation/users/${person.id}`, { active: false });
    expect(off.json().data).toEqual({ id: person.id, active: false });
    const refused = await suite.app.inject({ method: 'GET', url: '/api/app/v2/me/stats', headers: bearer(token) });
    expect(refused.statusCode).toBe(401);
    const again = await signIn(suite.app, 'sleepy@test.mobiverte.org');
    const blocked = await suite.app.inject({ method: 'GET', url: '/api/app/v2/me/stats', headers: bearer(again) });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.code).toBe('account_deactivated');
    await expect(ingestTrips(db(), person.id, [trip('s1', 1, 3)])).rejects.toMatchObject({ status: 403 });
    const toggled = await inject('organisation', 'POST', `/api/app/v2/activation/users/${person.id}`);
    expect(toggled.json().data.active).toBe(true);
    const back = await signIn(suite.app, 'sleepy@test.mobiverte.org');
    expect(
      (await suite.app.inject({ method: 'GET', url: '/api/app/v2/me/stats', headers: bearer(back) })).statusCode,
    ).toBe(200);
  });

  it('de-affiliates: past trips stay with the organisation, new ones count for the city only', async () => {
    const person = await newParticipant('leaver');
    await ingestTrips(db(), person.id, [trip('l1', 3, 6)]);
    const before = await rollupSnapshot();
    const response = await inject('organisation', 'POST', '/api/app/v2/deaffiliate-user', { userId: person.id });
    expect(response.statusCode).toBe(200);
    expect(await rollupSnapshot()).toEqual(before);
    // No longer the organisation's: out of its reach, still the city's.
    expect((await inject('organisation', 'GET', `/api/users/${person.id}`)).statusCode).toBe(404);
    const detail = (await inject('city', 'GET', `/api/users/${person.id}`)).json().data;
    expect(detail.affiliation.organisationId).toBeNull();
    expect(detail.figures.trips).toBe(1);
    await ingestTrips(db(), person.id, [trip('l2', 0, 4)]);
    const [fresh] = await db().select().from(trips).where(eq(trips.clientId, 'l2'));
    expect(fresh!.organisationId).toBeNull();
  });

  it('deletes completely (city admins only): the statistics equal those of a world without the participant', async () => {
    const keep = await newParticipant('keeper');
    const gone = await newParticipant('gone');
    await ingestTrips(db(), keep.id, [trip('k1', 3, 5), trip('k2', 1, 2, 'walk')]);
    await ingestTrips(db(), gone.id, [trip('g1', 3, 7), trip('g2', 2, 3, 'walk'), trip('g3', 1, 9, 'car')]);
    await ingestTrips(db(), gone.id, [trip('g4', 0, 12)]);
    expect((await inject('organisation', 'DELETE', `/api/app/v2/users/${gone.id}?completely=true`)).statusCode).toBe(
      403,
    );
    expect((await inject('city', 'DELETE', `/api/app/v2/users/${gone.id}`)).statusCode).toBe(400);
    const deleted = await inject('city', 'DELETE', `/api/app/v2/users/${gone.id}?completely=true`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toMatchObject({ deleted: true, trips: 4 });
    expect((await inject('city', 'GET', `/api/users/${gone.id}`)).statusCode).toBe(404);
    expect(await db().select().from(trips).where(eq(trips.participantId, gone.id))).toEqual([]);
    const after = await rollupSnapshot();
    // The world without the participant: every remaining trip folded again from empty rollups, batch by batch.
    await db().transaction(async (tx) => {
      for (const [table] of ROLLUP_TABLES) await tx.execute(sql.raw(`delete from ${table}`));
      await tx.execute(sql`delete from participant_stats_daily`);
      await tx.execute(sql`delete from participant_stats_monthly`);
      await tx.execute(sql`delete from participant_stats_yearly`);
      await tx.execute(sql`delete from participant_periods`);
      const remaining = (await tx.select().from(trips).orderBy(asc(trips.createdAt), asc(trips.id))).filter(
        inStatistics,
      );
      const batches = new Map<string, typeof remaining>();
      for (const row of remaining) {
        const key = `${row.participantId}|${row.createdAt.toISOString()}`;
        batches.set(key, [...(batches.get(key) ?? []), row]);
      }
      for (const batch of batches.values()) await foldIntoRollups(tx, buildRollups(batch));
    });
    expect(after).toEqual(await rollupSnapshot());
    const audit = await db().execute(
      sql`select action from participant_admin_actions where participant_id = ${gone.id}`,
    );
    expect(audit.rows).toEqual([{ action: 'deleted' }]);
  });

  it('lets the participant read and edit its age group, carpool code and control points', async () => {
    const headers = bearer(suite.tokens.participant);
    const patched = await suite.app.inject({
      method: 'PATCH',
      url: '/api/app/v2/me/profile',
      headers,
      payload: {
        ageGroup: '35_44',
        carpoolCode: 'velo42',
        controlPoints: [
          { kind: 'home', address: '12 rue des Érables, Laval' },
          { kind: 'work', address: '1 place du Marché', latitude: 45.5, longitude: -73.7 },
        ],
      },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data).toMatchObject({ ageGroup: '35_44', carpoolCode: 'VELO42' });
    expect(patched.json().data.controlPoints).toHaveLength(2);
    const other = await newParticipant('carpooler');
    await db().update(participants).set({ carpoolCode: 'TAKEN1' }).where(eq(participants.id, other.id));
    const taken = await suite.app.inject({
      method: 'PATCH',
      url: '/api/app/v2/me/profile',
      headers,
      payload: { carpoolCode: 'TAKEN1' },
    });
    expect(taken.statusCode).toBe(409);
    const read = await suite.app.inject({ method: 'GET', url: '/api/app/v2/me/profile', headers });
    expect(read.json().data.carpoolCode).toBe('VELO42');
    const detail = (await inject('city', 'GET', `/api/users/${suite.world.participant.id}`)).json().data;
    expect(detail.controlPoints.map((point: { kind: string }) => point.kind)).toEqual(['home', 'work']);
  });
});
