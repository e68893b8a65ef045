import { asc, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { adminReportsSent, citySettings, mail } from '../../db/schema/index.ts';
import { createMailer } from '../../mail/mailer.ts';
import { TEST_DATABASES, openTestDatabase } from '../../test/test-database.ts';
import { createTenancy, type Tenancy } from '../../test/test-world.ts';
import { eastboundGeometry } from '../../test/trip-geometry.ts';
import { insertOrder } from '../orders/orders.fixtures.ts';
import { ingestTrips } from '../trips/trips.service.ts';
import { renderOrdersDigest, renderWeeklyReport } from './admin-reports.email.ts';
import { sendDueAdminReports, type AdminReportsDeps } from './admin-reports.service.ts';

/** Monday 23 March 2026, 7:30 in New York (EDT, UTC−4): both reports are due. */
const MONDAY_7_30 = new Date('2026-03-23T11:30:00Z');
const logger = pino({ level: 'silent' });

/** A 5 km ride at noon New York time on a day of March 2026. */
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

describe.each(TEST_DATABASES)('admin reports on %s', (kind) => {
  let database: Database;
  let laval: Tenancy;
  let quiet: Tenancy;
  let deps: AdminReportsDeps;

  const sentMail = () =>
    database.db
      .select({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
      .from(mail)
      .orderBy(asc(mail.to), asc(mail.subject));

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const db = database.db;
    [laval, quiet] = [await createTenancy(db, 'Rapports'), await createTenancy(db, 'Silence')];
    await db.insert(citySettings).values([
      {
        cityId: laval.city.id,
        maxTripAgeDays: 3650,
        orderAdminEmails: ['commandes@ville.test', 'boutique@ville.test'],
        reportAdminEmails: ['rapports@ville.test'],
      },
      { cityId: quiet.city.id, maxTripAgeDays: 3650 },
    ]);
    // Sunday 22 March in New York: two orders in Laval, one of them cancelled; one in the other city.
    const sunday = new Date('2026-03-22T15:00:00Z');
    await insertOrder(db, laval, { createdAt: sunday, greenpoints: 500 });
    await insertOrder(db, laval, {
      createdAt: sunday,
      greenpoints: 300,
      status: 'cancelled',
      cancelledAt: sunday,
      refunded: true,
    });
    await insertOrder(db, quiet, { createdAt: sunday, greenpoints: 900 });
    // Saturday 21 March at 23:30 New York time is Sunday in UTC: it belongs to Saturday, not to the digest.
    await insertOrder(db, laval, { createdAt: new Date('2026-03-22T03:30:00Z'), greenpoints: 100 });
    // Three rides in the week of 16 March, one in the week before; and rides in the other city.
    const trips = [ride(17, 'r1'), ride(18, 'r2'), ride(19, 'r3'), ride(10, 'r0')];
    await ingestTrips(db, laval.participant.id, trips, MONDAY_7_30, { maxTripAgeDays: 3650 });
    await ingestTrips(db, quiet.participant.id, [ride(17, 'q1'), ride(18, 'q2')], MONDAY_7_30, {
      maxTripAgeDays: 3650,
    });
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

  it('sends nothing outside 7 o’clock in the city’s time zone', async () => {
    expect(await sendDueAdminReports(deps, logger, new Date('2026-03-23T12:30:00Z'))).toEqual([]);
    expect(await sentMail()).toEqual([]);
  });

  it('sends, at 7 o’clock on a Monday, the day before’s orders and the week’s activity, each to its list', async () => {
    const sent = await sendDueAdminReports(deps, logger, MONDAY_7_30);
    expect(sent).toEqual([
      { cityId: laval.city.id, kind: 'orders_daily', periodStart: '2026-03-22', recipients: 2 },
      { cityId: laval.city.id, kind: 'activity_weekly', periodStart: '2026-03-16', recipients: 1 },
    ]);
    const mails = await sentMail();
    expect(mails.map((row) => [row.to, row.subject])).toEqual([
      ['boutique@ville.test', 'Boutique de Ville Rapports\u202f: les commandes du 22 mars 2026'],
      ['commandes@ville.test', 'Boutique de Ville Rapports\u202f: les commandes du 22 mars 2026'],
      ['rapports@ville.test', 'Ville Rapports\u202f: l’activité de la semaine du 16 mars 2026 au 22 mars 2026'],
    ]);
    const digest = mails[0]!.text;
    // Two orders on Sunday (800 points), one cancelled; the other city's order and Saturday's are not counted.
    expect(digest).toContain(`Commerce Rapports | 2 | 800`);
    expect(digest).toContain('Total | 2 | 800');
    expect(digest).toContain('Commandes annulées ce jour-là\u202f: 1');
    expect(digest).not.toContain('900');
    expect(digest).toContain('https://tableau.mobiverte.test/orders');
    const report = mails[2]!.text;
    expect(report).toContain('Trajets durables | 3 | 1');
    expect(report).toContain('Distance (km) | 15 | 5');
    expect(report).toContain('Participants actifs | 1 | 1');
    const pending = await database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from trips where city_id = ${laval.city.id} and review_status = 'pending'`,
    );
    expect(report).toContain(`Trajets à vérifier en attente\u202f: ${pending.rows[0]!.count}`);
    expect(report).toContain('«\u00a0Courriels des rapports\u00a0»');
    expect(mails[2]!.html).toContain('<html lang="fr">');
  });

  it('sends each report once, however many processes run the hour’s job', async () => {
    const [again, concurrent] = await Promise.all([
      sendDueAdminReports(deps, logger, MONDAY_7_30),
      sendDueAdminReports(deps, logger, new Date('2026-03-23T11:50:00Z')),
    ]);
    expect([...again, ...concurrent]).toEqual([]);
    expect(await sentMail()).toHaveLength(3);
    const claims = await database.db.select().from(adminReportsSent).where(eq(adminReportsSent.cityId, laval.city.id));
    expect(claims).toHaveLength(2);
  });

  it('sends on other days the orders only, and nothing to a city without addresses', async () => {
    const sent = await sendDueAdminReports(deps, logger, new Date('2026-03-24T11:10:00Z'));
    expect(sent).toEqual([{ cityId: laval.city.id, kind: 'orders_daily', periodStart: '2026-03-23', recipients: 2 }]);
    const claims = await database.db.select().from(adminReportsSent).where(eq(adminReportsSent.cityId, quiet.city.id));
    expect(claims).toEqual([]);
  });
});

describe('admin report emails', () => {
  const figures = {
    merchants: [{ merchant: 'Café', orders: 1200, greenpoints: 34_500 }],
    orders: 1200,
    greenpoints: 34_500,
    cancelled: 0,
    expired: 2,
    expiringSoon: 1,
  };
  const week = {
    trips: 1234,
    distanceKm: 5678.5,
    ghgAvoidedKg: 910.2,
    greenpoints: 4321,
    activeParticipants: 87,
    newParticipants: 5,
    pendingReviews: 3,
    previous: { trips: 1000, distanceKm: 5000, ghgAvoidedKg: 800, activeParticipants: 80 },
  };
  const input = { brand: 'Mobiverte', city: 'Laval <Nord>', link: 'https://x.test/orders' };

  it('are written in French, English and German, with the numbers of each language', () => {
    expect(renderOrdersDigest('fr', { ...input, day: '2026-03-22', figures }).text).toContain(
      `Café | ${new Intl.NumberFormat('fr-CA').format(1200)} | ${new Intl.NumberFormat('fr-CA').format(34_500)}`,
    );
    expect(renderOrdersDigest('en', { ...input, day: '2026-03-22', figures }).subject).toBe(
      'Laval <Nord> shop: the orders of March 22, 2026',
    );
    expect(renderOrdersDigest('de', { ...input, day: '2026-03-22', figures }).text).toContain('Café | 1.200 | 34.500');
    const report = renderWeeklyReport('de', { ...input, start: '2026-03-16', end: '2026-03-22', figures: week });
    expect(report.subject).toBe('Laval <Nord>: die Aktivität der Woche vom 16. März 2026 bis 22. März 2026');
    expect(report.text).toContain('Distanz (km) | 5.678,5 | 5.000');
  });

  it('escape the city’s name in their HTML', () => {
    const { html } = renderOrdersDigest('fr', { ...input, day: '2026-03-22', figures });
    expect(html).toContain('Laval &lt;Nord&gt;');
    expect(html).not.toContain('<Nord>');
  });
});
