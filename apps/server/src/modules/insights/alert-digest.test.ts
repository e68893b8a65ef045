import { asc, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { alertDigestsSent, citySettings, mail } from '../../db/schema/index.ts';
import { createMailer } from '../../mail/mailer.ts';
import { TEST_DATABASES, openTestDatabase } from '../../test/test-database.ts';
import { createTenancy, createTenancyParticipant, type Tenancy } from '../../test/test-world.ts';
import { eastboundGeometry } from '../../test/trip-geometry.ts';
import { ingestTrips } from '../trips/trips.service.ts';
import { renderAlertDigest } from './alert-digest.email.ts';
import { saveAlertDigestSubscription } from './alert-digest.repository.ts';
import { sendDueAlertDigests, type AlertDigestDeps } from './alert-digest.service.ts';

/** Monday 23 March 2026, 8:20 in New York (EDT, UTC−4): the digests of the week of 16 March are due. */
const MONDAY_8_20 = new Date('2026-03-23T12:20:00Z');
const logger = pino({ level: 'silent' });

const ride = (day: number, id: string) => {
  const start = new Date(Date.UTC(2026, 2, day, 16));
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

describe.each(TEST_DATABASES)('alert digests on %s', (kind) => {
  let database: Database;
  let own: Tenancy;
  let other: Tenancy;
  let deps: AlertDigestDeps;
  const userOf = async (email: string) =>
    (await database.db.query.authUsers.findFirst({ where: (users, { eq: equals }) => equals(users.email, email) }))!.id;
  const sentMail = () =>
    database.db.select({ to: mail.to, subject: mail.subject, text: mail.text }).from(mail).orderBy(asc(mail.to));

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const db = database.db;
    own = await createTenancy(db, 'Digest');
    other = await createTenancy(db, 'Ailleurs');
    await db.insert(citySettings).values([
      { cityId: own.city.id, maxTripAgeDays: 3650 },
      { cityId: other.city.id, maxTripAgeDays: 3650 },
    ]);
    // Six riders in the week of 9 March, two of them again in the week of 16 March: trips fall from 6 to 2.
    const riders = [own.participant.id];
    for (let index = 1; index < 6; index++) riders.push(await createTenancyParticipant(db, own, `cycliste-${index}`));
    for (const [index, rider] of riders.entries()) {
      const batch = [ride(10, `before-${index}`)];
      if (index < 2) batch.push(ride(17, `week-${index}`));
      await ingestTrips(db, rider, batch, MONDAY_8_20);
    }
    await ingestTrips(db, other.participant.id, [ride(17, 'elsewhere')], MONDAY_8_20);
    await saveAlertDigestSubscription(db, await userOf(own.emails.organisation), { enabled: true, language: 'fr' });
    await saveAlertDigestSubscription(db, await userOf(own.emails.city), { enabled: true, language: 'en' });
    await saveAlertDigestSubscription(db, await userOf(own.emails.external), { enabled: false, language: 'de' });
    await saveAlertDigestSubscription(db, await userOf(other.emails.organisation), { enabled: true, language: 'de' });
    deps = {
      db,
      mailer: createMailer({ db, from: 'Mobiverte <noreply@mobiverte.test>', logger }),
      appUrl: 'https://tableau.mobiverte.test',
      brandName: 'Mobiverte',
    };
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it('sends nothing before Monday 8 o’clock in the city’s time zone, nor on another day', async () => {
    expect(await sendDueAlertDigests(deps, logger, new Date('2026-03-23T11:59:00Z'))).toEqual([]);
    expect(await sendDueAlertDigests(deps, logger, new Date('2026-03-24T12:20:00Z'))).toEqual([]);
    expect(await sendDueAlertDigests(deps, logger, new Date('2026-03-22T12:20:00Z'))).toEqual([]);
    expect(await sentMail()).toEqual([]);
  });

  it('releases the claim of a digest whose email failed, and a later run of the Monday sends it', async () => {
    const failing: AlertDigestDeps = {
      ...deps,
      mailer: { ...deps.mailer, send: async () => ({ id: 'refused', status: 'failed' as const }) },
    };
    expect(await sendDueAlertDigests(failing, logger, MONDAY_8_20)).toEqual([]);
    const throwing: AlertDigestDeps = {
      ...deps,
      mailer: {
        ...deps.mailer,
        send: async () => {
          throw new Error('SMTP down');
        },
      },
    };
    expect(await sendDueAlertDigests(throwing, logger, new Date('2026-03-23T13:05:00Z'))).toEqual([]);
    expect(await database.db.select().from(alertDigestsSent)).toEqual([]);
    expect(await sentMail()).toEqual([]);
  });

  it('sends each subscribed admin the week’s alerts of their own scope, in their language, once whatever the processes', async () => {
    // The runs after the failed ones, at 15:40 and 15:50 in New York: the Monday's digests are still due.
    const runs = await Promise.all([
      sendDueAlertDigests(deps, logger, new Date('2026-03-23T19:40:00Z')),
      sendDueAlertDigests(deps, logger, new Date('2026-03-23T19:50:00Z')),
    ]);
    expect(runs.flat()).toHaveLength(3);
    const mails = await sentMail();
    expect(mails.map((row) => row.to)).toEqual(
      [own.emails.city, own.emails.organisation, other.emails.organisation].sort(),
    );
    const byTo = Object.fromEntries(mails.map((row) => [row.to, row]));
    const organisation = byTo[own.emails.organisation]!;
    expect(organisation.subject).toBe(
      'Organisation Digest\u202f: vos alertes de la semaine du 16 mars 2026 au 22 mars 2026',
    );
    expect(organisation.text).toContain('Déplacements durables | 2 | 6');
    expect(organisation.text).toContain('Déplacements durables\u202f: -67\u00a0% par rapport à la semaine précédente');
    // The organisation's admin may read its participants: the four who stopped are named.
    expect(organisation.text).toMatch(/4 participant\(s\) actif\(s\) .*: Test cycliste-2, Test cycliste-3/);
    expect(organisation.text).not.toContain('Ailleurs');
    const city = byTo[own.emails.city]!;
    expect(city.subject).toBe('Ville Digest: your alerts for the week of March 16, 2026 to March 22, 2026');
    expect(city.text).toContain('Orders waiting to be handed over: 1');
    expect(byTo[other.emails.organisation]!.text).toContain('Nachhaltige Fahrten | 1 | 0');
    expect(await sendDueAlertDigests(deps, logger, new Date('2026-03-23T12:55:00Z'))).toEqual([]);
    // Later that Monday (any hour from 8:00 on) the hourly job finds nothing left to send.
    expect(await sendDueAlertDigests(deps, logger, new Date('2026-03-24T03:30:00Z'))).toEqual([]);
    expect(await database.db.select().from(alertDigestsSent)).toHaveLength(3);
  });

  it('sends nothing to an admin who turned the digest off', async () => {
    const external = await userOf(own.emails.external);
    const claims = await database.db.select().from(alertDigestsSent).where(eq(alertDigestsSent.authUserId, external));
    expect(claims).toEqual([]);
  });
});

describe('alert digest email', () => {
  const alerts = {
    week: { startDate: '2026-03-16', endDate: '2026-03-22' },
    previousWeek: { startDate: '2026-03-09', endDate: '2026-03-15' },
    figures: { sessions: 1200, distanceKm: 5000.5, ghgKg: 1050.1, activeUsers: 80 },
    previousFigures: { sessions: 1500, distanceKm: 6000, ghgKg: 1260, activeUsers: 100 },
    alerts: [
      { kind: 'participants_stopped' as const, count: 3, names: null },
      {
        kind: 'challenge_ending' as const,
        challengeId: '00000000-0000-4000-8000-000000000000',
        name: '<Vélo>',
        endDate: '2026-03-27',
        daysLeft: 4,
      },
    ],
  };
  it('is written in the three languages, counts only without names, and escapes names in HTML', () => {
    const fr = renderAlertDigest('fr', { brand: 'Mobiverte', owner: 'Acme', link: 'https://x.test', alerts });
    expect(fr.text).toContain(`Déplacements durables | ${new Intl.NumberFormat('fr-CA').format(1200)}`);
    expect(fr.text).toContain('3 participant(s) actif(s) les quatre semaines précédentes n’ont fait aucun');
    expect(fr.html).toContain('&lt;Vélo&gt;');
    const de = renderAlertDigest('de', { brand: 'Mobiverte', owner: 'Acme', link: 'https://x.test', alerts });
    expect(de.text).toContain('Nachhaltige Fahrten | 1.200 | 1.500');
    expect(de.text).toContain('Die Challenge „<Vélo>“ endet am 27. März 2026 (in 4 Tag(en)).');
    const en = renderAlertDigest('en', {
      brand: 'Mobiverte',
      owner: 'Acme',
      link: 'https://x.test',
      alerts: { ...alerts, alerts: [] },
    });
    expect(en.text).toContain('Nothing to report this week.');
  });
});
