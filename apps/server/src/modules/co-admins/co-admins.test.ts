import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { pendingExternalUsers } from '../../db/schema/index.ts';
import { bearer, createTestApp, signIn, TEST_ORIGIN } from '../../test/test-app.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { decodeMailBody, startTestSmtp } from '../../test/test-smtp.ts';
import { createTenancy, type Tenancy } from '../../test/test-world.ts';

describe.each(TEST_DATABASES)('co-admin access management on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let world: Tenancy;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let owner: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    smtp = await startTestSmtp();
    world = await createTenancy(database.db, 'Access');
    ({ app } = await createTestApp(database, { smtpUrl: smtp.url, signInRateLimit: 1000 }));
    owner = await signIn(app, world.emails.organisation);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await database?.close();
  });

  const invite = (email: string, canEdit = false, token = owner) =>
    app.inject({
      method: 'POST',
      url: '/api/co-admins',
      headers: bearer(token),
      payload: { email, canEdit, locale: 'fr' },
    });

  it('invites by email, the invitee confirms from the link, signs in, and is removed with its sessions', async () => {
    const invited = await invite('julie.co@exemple.test', true);
    expect(invited.statusCode).toBe(201);
    expect(invited.json().data).toMatchObject({ status: 'pending', email: 'julie.co@exemple.test', canEdit: true });

    const mail = await smtp.waitFor((message) => message.to.includes('julie.co@exemple.test'));
    const body = decodeMailBody(mail.raw);
    expect(body).toContain('co-administrateur');
    expect(body).toContain('7 jours');
    const link = new URL(body.match(/https?:\/\/[^\s"<]+\/register\/confirm\?[^\s"<]+/)![0].replaceAll('&amp;', '&'));
    expect(link.searchParams.get('organisationId')).toBe(world.organisation.id);
    const pendingId = link.searchParams.get('pendingId')!;

    const invitation = await app.inject({ method: 'GET', url: `/api/co-admin-invitations/${pendingId}` });
    expect(invitation.json().data).toMatchObject({
      email: 'julie.co@exemple.test',
      externalFor: 'organisation',
      scopeName: world.organisation.name,
    });

    const refused = await app.inject({
      method: 'POST',
      url: '/api/co-admin-invitations/confirm',
      headers: { origin: TEST_ORIGIN },
      payload: { pendingId, firstName: 'Julie', lastName: 'Côté', password: 'Co-admin-2026', acceptPrivacy: false },
    });
    expect(refused.json().error.code).toBe('terms_not_accepted');
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/co-admin-invitations/confirm',
      headers: { origin: TEST_ORIGIN },
      payload: { pendingId, firstName: 'Julie', lastName: 'Côté', password: 'Co-admin-2026', acceptPrivacy: true },
    });
    expect(confirmed.statusCode).toBe(200);
    const token = String(confirmed.headers['set-auth-token']);
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(me.json().data).toMatchObject({
      role: 'organisation',
      isExternal: true,
      canEdit: true,
      organisationId: world.organisation.id,
    });
    const again = await signIn(app, 'julie.co@exemple.test', 'Co-admin-2026');

    const list = await app.inject({ method: 'GET', url: '/api/co-admins', headers: bearer(owner) });
    const julie = list.json().data.find((row: { email: string }) => row.email === 'julie.co@exemple.test');
    expect(julie).toMatchObject({ status: 'confirmed', firstName: 'Julie' });

    const removed = await app.inject({ method: 'DELETE', url: `/api/co-admins/${julie.id}`, headers: bearer(owner) });
    expect(removed.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: bearer(again) })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `/api/co-admin-invitations/${pendingId}` })).statusCode).toBe(404);
  });

  it('refuses an address already invited or already an account', async () => {
    expect((await invite('twice@exemple.test')).statusCode).toBe(201);
    expect((await invite('twice@exemple.test')).json().error.code).toBe('already_invited');
    expect((await invite(world.emails.tenant)).json().error.code).toBe('email_already_exists');
    expect((await invite('pas-une-adresse')).statusCode).toBe(400);
  });

  it('says an expired invitation has expired', async () => {
    const invited = await invite('late@exemple.test');
    await database.db
      .update(pendingExternalUsers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingExternalUsers.id, invited.json().data.id));
    const response = await app.inject({ method: 'GET', url: `/api/co-admin-invitations/${invited.json().data.id}` });
    expect(response.statusCode).toBe(410);
    expect(response.json().error.code).toBe('invitation_expired');
  });

  it('keeps co-admins out of access management; what they see follows canSeeOthers and seenByOthers', async () => {
    const external = await signIn(app, world.emails.external);
    expect((await invite('nope@exemple.test', false, external)).statusCode).toBe(403);
    const own = await app.inject({ method: 'GET', url: '/api/co-admins', headers: bearer(external) });
    expect(own.json().data.map((row: { id: string }) => row.id)).toEqual([world.external.id]);

    const list = await app.inject({ method: 'GET', url: '/api/co-admins', headers: bearer(owner) });
    expect(list.json().data.some((row: { status: string }) => row.status === 'pending')).toBe(true);
    await app.inject({
      method: 'PATCH',
      url: `/api/co-admins/${world.external.id}`,
      headers: bearer(owner),
      payload: { canSeeOthers: true },
    });
    const widened = await app.inject({ method: 'GET', url: '/api/co-admins', headers: bearer(external) });
    expect(widened.json().data.every((row: { status: string }) => row.status === 'confirmed')).toBe(true);
  });
});
