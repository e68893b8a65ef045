import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { emailCampaignRecipients, emailCampaigns, mail, participants } from '../../db/schema/index.ts';
import { richHtmlToText } from '../../lib/rich-html.ts';
import { createMailer } from '../../mail/mailer.ts';
import { bearer, createTestApp, signIn, testConfig } from '../../test/test-app.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { decodeMailBody, startTestSmtp } from '../../test/test-smtp.ts';
import { createOtherOrganisation, createTenancy, type Tenancy } from '../../test/test-world.ts';
import { createCampaignSender } from './campaign-sender.ts';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token.ts';

const SECRET = testConfig().authSecret;

describe('the unsubscribe token', () => {
  const participantId = '6f1c1c8e-8b0a-4c61-9a55-0d3c1d2f0a11';
  const campaignId = '0b6a1f3e-2d44-4e0a-8f7e-5a1b2c3d4e5f';

  it('names its participant and campaign, signed', () => {
    const token = unsubscribeToken(SECRET, participantId, campaignId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(readUnsubscribeToken(SECRET, token)).toEqual({ participantId, campaignId });
  });

  it('refuses a token signed with another secret, altered, or malformed', () => {
    const token = unsubscribeToken(SECRET, participantId, campaignId);
    expect(readUnsubscribeToken('another-secret-another-secret-another-00', token)).toBeNull();
    const altered = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
    expect(readUnsubscribeToken(SECRET, altered)).toBeNull();
    expect(readUnsubscribeToken(SECRET, 'abc')).toBeNull();
    expect(readUnsubscribeToken(SECRET, `${token}x`)).toBeNull();
  });
});

describe('the text part of an email', () => {
  it('keeps paragraphs, list items and links', () => {
    expect(
      richHtmlToText(
        '<h2>Défi vélo</h2><p>Bonjour &amp; bienvenue<br>à tous</p><ul><li>un</li><li>deux</li></ul><p><a href="https://velo.example/defi" target="_blank">le défi</a></p>',
      ),
    ).toBe('Défi vélo\n\nBonjour & bienvenue\nà tous\n\n- un\n- deux\n\nle défi (https://velo.example/defi)');
  });
});

describe.each(TEST_DATABASES)('email campaigns on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let world: Tenancy;
  let other: Tenancy;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  const tokens: Record<'city' | 'organisation' | 'otherCity', string> = {} as never;
  let otherOrganisationId: string;
  let mailerUrl: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    smtp = await startTestSmtp();
    mailerUrl = smtp.url;
    world = await createTenancy(database.db, `Mail${kind}`);
    other = await createTenancy(database.db, `MailOther${kind}`);
    otherOrganisationId = (await createOtherOrganisation(database.db, world.city.id, `mail.${kind}`)).id;
    // The city has 12 participants: the tenancy's one and 11 more, 4 of them in the other organisation.
    await database.db.insert(participants).values(
      Array.from({ length: 11 }, (_, index) => ({
        cityId: world.city.id,
        organisationId: index < 4 ? otherOrganisationId : world.organisation.id,
        username: `p${index}.${kind}`,
        firstName: `Prénom${index}`,
        lastName: 'Courriel',
        email: `p${index}.${kind}@campagne.test`,
      })),
    );
    ({ app } = await createTestApp(database, { smtpUrl: smtp.url, signInRateLimit: 1000 }));
    tokens.city = await signIn(app, world.emails.city);
    tokens.organisation = await signIn(app, world.emails.organisation);
    tokens.otherCity = await signIn(app, other.emails.city);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await database?.close();
  });

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = tokens.city) =>
    app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const body = (overrides: Record<string, unknown> = {}) => ({
    name: 'Semaine du vélo',
    subject: 'La semaine du vélo commence lundi',
    senderName: 'Ville de Laval',
    html: '<p>Bonjour, <strong>venez rouler</strong> avec nous.</p><script>alert(1)</script>',
    plannedAt: null,
    audience: { kind: 'everyone' },
    ...overrides,
  });
  const sender = (ratePerMinute = 60_000, staleClaimMs?: number) =>
    createCampaignSender({
      db: database.db,
      mailer: createMailer({
        db: database.db,
        smtpUrl: mailerUrl,
        from: 'Mobiverte <no-reply@mobiverte.test>',
        logger: pino({ level: 'silent' }),
      }),
      logger: pino({ level: 'silent' }),
      appUrl: 'http://localhost:3000',
      authSecret: SECRET,
      brandName: 'Mobiverte',
      ratePerMinute,
      staleClaimMs,
    });
  const recipientsOf = (campaignId: string) =>
    database.db.select().from(emailCampaignRecipients).where(eq(emailCampaignRecipients.campaignId, campaignId));

  it('writes a draft with sanitised HTML and its text part; a name is unique per sender; fields are checked', async () => {
    const created = await send('POST', '/api/emails', body());
    expect(created.statusCode).toBe(201);
    const campaign = created.json().data;
    expect(campaign).toMatchObject({ state: 'draft', plannedAt: null, figures: { targeted: 0, sent: 0 } });
    expect(campaign.html).toBe('<p>Bonjour, <strong>venez rouler</strong> avec nous.</p>');
    const [row] = await database.db.select().from(emailCampaigns).where(eq(emailCampaigns.id, campaign.id));
    expect(row!.text).toBe('Bonjour, venez rouler avec nous.');

    const again = await send('POST', '/api/emails', body());
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('email_name_taken');
    // Another sender (the organisation) may use the same name.
    expect((await send('POST', '/api/emails', body(), tokens.organisation)).statusCode).toBe(201);

    const empty = await send('POST', '/api/emails', body({ name: 'Vide', html: '<p> </p>' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0].path).toBe('html');
    const past = await send('POST', '/api/emails', body({ name: 'Passé', plannedAt: '2020-01-01T10:00:00Z' }));
    expect(past.statusCode).toBe(400);
    expect(past.json().error.code).toBe('email_campaign_in_past');
    const foreign = await send(
      'POST',
      '/api/emails',
      body({ name: 'Ailleurs', audience: { kind: 'organisations', organisationIds: [other.organisation.id] } }),
    );
    expect(foreign.json().error.code).toBe('audience_out_of_scope');
  });

  it('keeps senders apart: a city never sees or changes another city’s or an organisation’s campaign', async () => {
    const list = await send('GET', '/api/emails', undefined, tokens.organisation);
    expect(list.statusCode).toBe(200);
    const [own] = list.json().data;
    expect((await send('GET', `/api/emails/${own.id}`, undefined, tokens.city)).statusCode).toBe(404);
    expect((await send('GET', `/api/emails/${own.id}`, undefined, tokens.otherCity)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/emails/${own.id}`, undefined, tokens.otherCity)).statusCode).toBe(404);
    expect((await send('GET', '/api/emails', undefined, tokens.otherCity)).json().total).toBe(0);
  });

  it('sends a test to the admin, then a campaign to the audience once, with a working unsubscribe link', async () => {
    const created = (
      await send(
        'POST',
        '/api/emails',
        body({ name: 'Organisations', audience: { kind: 'organisations', organisationIds: [otherOrganisationId] } }),
      )
    ).json().data;
    const test = await send('POST', `/api/emails/${created.id}/test`);
    expect(test.json().data).toEqual({ to: world.emails.city, status: 'sent' });
    const testMail = await smtp.waitFor((received) => received.to.includes(world.emails.city));
    expect(decodeMailBody(testMail.raw)).toContain('Envoi de test');

    const planned = await send('PUT', `/api/emails/${created.id}`, {
      ...body({ name: 'Organisations', audience: { kind: 'organisations', organisationIds: [otherOrganisationId] } }),
      plannedAt: new Date().toISOString(),
    });
    expect(planned.json().data.state).toBe('scheduled');
    const before = smtp.received.length;
    const totals = await sender().run();
    expect(totals).toEqual({ sent: 4, failed: 0 });
    expect(smtp.received.length - before).toBe(4);
    const detail = (await send('GET', `/api/emails/${created.id}`)).json().data;
    expect(detail).toMatchObject({ state: 'sent', figures: { targeted: 4, sent: 4, failed: 0, pending: 0 } });
    // A second run sends nothing again.
    expect(await sender().run()).toEqual({ sent: 0, failed: 0 });
    expect((await send('PUT', `/api/emails/${created.id}`, body({ name: 'Organisations' }))).json().error.code).toBe(
      'email_campaign_not_editable',
    );

    const received = smtp.received.at(-1)!;
    const raw = decodeMailBody(received.raw);
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const link = /http:\/\/localhost:3000(\/unsubscribe\/[A-Za-z0-9_-]{64})/.exec(raw)![1]!;
    const page = await app.inject({ method: 'GET', url: link, headers: { 'accept-language': 'fr' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Me désabonner');
    const unsubscribed = await app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.body).toContain('C’est fait');
    const { participantId } = readUnsubscribeToken(SECRET, link.split('/').at(-1)!)!;
    const [participant] = await database.db.select().from(participants).where(eq(participants.id, participantId));
    expect(participant!.emailOptOutAt).not.toBeNull();
    expect((await send('GET', `/api/emails/${created.id}`)).json().data.figures.unsubscribed).toBe(1);
    expect((await app.inject({ method: 'GET', url: '/unsubscribe/not-a-token' })).statusCode).toBe(404);

    // Honoured by every later campaign: the city's next one reaches 12 - 1 participants.
    const next = (
      await send('POST', '/api/emails', body({ name: 'Suivant', plannedAt: new Date().toISOString() }))
    ).json().data;
    await sender().run();
    const recipients = await recipientsOf(next.id);
    expect(recipients).toHaveLength(11);
    expect(recipients.some((row) => row.participantId === participantId)).toBe(false);
  });

  it('cancels a scheduled campaign before it starts, and only then', async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const created = (await send('POST', '/api/emails', body({ name: 'Plus tard', plannedAt: later }))).json().data;
    const cancelled = await send('POST', `/api/emails/${created.id}/cancel`);
    expect(cancelled.json().data.state).toBe('cancelled');
    expect((await send('POST', `/api/emails/${created.id}/cancel`)).json().error.code).toBe(
      'email_campaign_not_cancellable',
    );
    await sender().run();
    expect(await recipientsOf(created.id)).toHaveLength(0);
    expect((await send('DELETE', `/api/emails/${created.id}`)).statusCode).toBe(204);
  });

  it('resumes after a process died mid-send without sending anyone twice', async () => {
    const created = (
      await send('POST', '/api/emails', body({ name: 'Reprise', plannedAt: new Date().toISOString() }))
    ).json().data;
    // A first process starts the campaign and claims a batch, then dies before sending it.
    const first = sender();
    await database.db.execute(sql`select 1`);
    const { startDueCampaigns, claimRecipients } = await import('./email-campaigns.repository.ts');
    await startDueCampaigns(database.db, new Date());
    const claimed = await claimRecipients(database.db, 3, new Date(Date.now() - 10 * 60_000));
    expect(claimed).toHaveLength(3);
    await first.stop();
    const before = smtp.received.length;
    // Another process finds the stale claims and sends every recipient exactly once.
    await sender(60_000, 60_000).run();
    const recipients = await recipientsOf(created.id);
    expect(recipients.every((row) => row.status === 'sent')).toBe(true);
    const sentTo = smtp.received.slice(before).flatMap((received) => received.to);
    expect(sentTo).toHaveLength(recipients.length);
    expect(new Set(sentTo).size).toBe(sentTo.length);
    const [claimedRow] = await database.db
      .select()
      .from(emailCampaignRecipients)
      .where(
        and(
          eq(emailCampaignRecipients.campaignId, created.id),
          eq(emailCampaignRecipients.participantId, claimed[0]!.participantId),
        ),
      );
    expect(claimedRow!.attempts).toBe(2);
  });

  it('keeps the test email in the outbox when no SMTP server is configured', async () => {
    const { app: noSmtp } = await createTestApp(database, { smtpUrl: undefined, signInRateLimit: 1000 });
    try {
      const token = await signIn(noSmtp, world.emails.organisation);
      const [own] = (await noSmtp.inject({ method: 'GET', url: '/api/emails', headers: bearer(token) })).json().data;
      const test = await noSmtp.inject({ method: 'POST', url: `/api/emails/${own.id}/test`, headers: bearer(token) });
      expect(test.json().data.status).toBe('kept');
      const kept = await database.db.select().from(mail).where(eq(mail.to, world.emails.organisation));
      expect(kept.some((row) => row.subject.startsWith('[TEST]'))).toBe(true);
    } finally {
      await noSmtp.close();
    }
  });
});
