import { describe, expect, it } from 'vitest';
import { onlineStatus, participants } from '../../db/schema/index.ts';
import { bearer } from '../../test/test-app.ts';
import { TEST_DATABASES } from '../../test/test-database.ts';
import { setUpTenancyApp } from '../../test/tenancy-app.ts';
import { createCredentials } from '../../test/test-world.ts';
import { onlineAmong } from './presence.service.ts';

describe.each(TEST_DATABASES)('online status on %s', (kind) => {
  const suite = setUpTenancyApp(kind, 'Presence', ['city', 'organisation', 'external', 'participant']);
  const put = (account: 'organisation' | 'external' | 'participant', state: string) =>
    suite.app.inject({
      method: 'PUT',
      url: '/api/presence',
      headers: bearer(suite.tokens[account]),
      payload: { state },
    });
  const coAdmins = async () =>
    (
      await suite.app.inject({ method: 'GET', url: '/api/co-admins', headers: bearer(suite.tokens.organisation) })
    ).json().data as { email: string; online: boolean }[];

  it('shows a co-admin online while its page is visible, and not once hidden, left or silent', async () => {
    const external = () => coAdmins().then((rows) => rows.find((row) => row.email === suite.world.emails.external)!);
    expect((await external()).online).toBe(false);
    const visible = await put('external', 'visible');
    expect(visible.statusCode).toBe(200);
    expect(visible.json().data).toEqual({ state: 'visible' });
    expect((await external()).online).toBe(true);
    expect((await put('external', 'hidden')).statusCode).toBe(200);
    expect((await external()).online).toBe(false);
    await put('external', 'visible');
    expect((await external()).online).toBe(true);
    await put('external', 'offline');
    expect((await external()).online).toBe(false);
    // silent for longer than two heartbeats: no longer online
    await put('external', 'visible');
    const { authUserId } = suite.world.external;
    const later = new Date(Date.now() + 3 * 60_000);
    expect((await onlineAmong(suite.database.db, [authUserId!], later)).size).toBe(0);
  });

  it('refuses a state it does not know, and participants (their app reports its own status)', async () => {
    expect((await put('organisation', 'away')).statusCode).toBe(400);
    expect((await put('participant', 'visible')).statusCode).toBe(403);
  });

  it('lists the participants of the scope online now, the most recent first; never another organisation’s', async () => {
    const { db } = suite.database;
    const url = `/api/statsApi/v2/get-connected-users?ownerType=organisation&ownerId=${suite.world.organisation.id}`;
    const get = (account: 'city' | 'organisation') =>
      suite.app.inject({ method: 'GET', url, headers: bearer(suite.tokens[account]) });
    expect((await get('organisation')).json()).toEqual({ data: [], total: 0 });
    const authUserId = await createCredentials(db, 'loin@test.mobiverte.org', 'Loin');
    const [outsider] = await db
      .insert(participants)
      .values({
        authUserId,
        cityId: suite.world.city.id,
        username: 'loin',
        firstName: 'Hors',
        lastName: 'Organisation',
        email: 'loin@test.mobiverte.org',
      })
      .returning();
    await db.insert(onlineStatus).values([
      { participantId: suite.world.participant.id, state: 'online', lastChanged: new Date(Date.now() - 60_000) },
      { participantId: outsider!.id, state: 'online', lastChanged: new Date() },
    ]);
    const listed = (await get('organisation')).json();
    expect(listed.total).toBe(1);
    expect(listed.data).toEqual([
      expect.objectContaining({ participantId: suite.world.participant.id, branchName: suite.world.branch.name }),
    ]);
    expect((await get('city')).json().total).toBe(1);
    const city = await suite.app.inject({
      method: 'GET',
      url: `/api/statsApi/v2/get-connected-users?ownerType=city&ownerId=${suite.world.city.id}`,
      headers: bearer(suite.tokens.city),
    });
    expect(city.json().data.map((row: { participantId: string }) => row.participantId)).toEqual([
      outsider!.id,
      suite.world.participant.id,
    ]);
  });
});
