import { asc, eq, getTableName, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getSizeBand } from '@mobiverte/contracts';
import type { Database, Db } from '../db/connection.ts';
import {
  authAccounts,
  authUsers,
  branches,
  carpoolEvents,
  cities,
  cityAdmins,
  citySettings,
  externalUsers,
  happyHours,
  emailCampaigns,
  mailerliteSettings,
  mailerliteSubscribers,
  news,
  newsOrganisations,
  notificationRecipients,
  notifications,
  notificationTemplates,
  organisations,
  organisationSettings,
  participants,
  regions,
  stores,
  tenants,
} from '../db/schema/index.ts';
import { bearer, createTestApp, signIn } from '../test/test-app.ts';
import { openTestDatabase, TEST_DATABASES, type DatabaseKind } from '../test/test-database.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, getDemoEmail } from './demo-accounts.ts';
import { listProductTables, truncateProductTables } from './demo-reset.ts';
import { DEMO_STEPS } from './demo-steps.ts';
import { ensureDemoWorld, generateDemoWorld } from './demo-world.ts';

const NOW = new Date('2026-11-20T00:00:00Z');
const POSTAL_CODE = /^[A-Z]\d[A-Z] \d[A-Z]\d$/;
const options = { seed: 42, productKey: 'mobiverte', now: NOW };

// Comparing two worlds of a year of trips each takes a while on a loaded 2-core machine.
vi.setConfig({ testTimeout: 300_000 });

/**
 * Columns the database fills itself: random ids of trips and ledger entries, the trips' (and their map changes')
 * insertion time, and the carpool rows' clock stamps.
 */
const DATABASE_FILLED: Record<string, readonly string[]> = {
  trips: ['id', 'created_at'],
  greenpoint_transactions: ['id', 'trip_id'],
  trip_corrections: ['id', 'trip_id', 'ledger_entry_id'],
  map_trip_changes: ['id', 'created_at'],
  // The database backend that recorded a class (migration 0045): the world is written in one transaction, so one.
  trip_classes: ['writer'],
  auth_accounts: ['password'],
  // Carpooling is made through its services, which stamp their rows with the clock (the ids are the seed's).
  carpool_events: ['created_at', 'updated_at'],
  carpool_requests: ['created_at', 'updated_at'],
  carpool_matches: ['created_at', 'updated_at', 'driver_accepted_at', 'rider_accepted_at', 'validated_at'],
};

/**
 * A fingerprint of every table, computed by the database: the row count and an md5 of the sorted rows as JSON,
 * without the columns the database fills (a ledger entry names its trip by the trip's client id instead);
 * password hashes are salted, so they are left out.
 */
async function dumpWorld(db: Db) {
  const dump: Record<string, { rows: number; md5: string }> = {};
  for (const table of listProductTables()) {
    const name = getTableName(table);
    const omitted = (DATABASE_FILLED[name] ?? []).map((column) => sql` - ${column}::text`);
    const row = sql`to_jsonb(t)${sql.join(omitted)}`;
    const trip = sql`jsonb_build_object('trip', (select client_id from trips where trips.id = t.trip_id))`;
    const rows = sql`select ${row}${name === 'greenpoint_transactions' ? sql` || ${trip}` : sql``} as r from ${table} t`;
    const [fingerprint] = await db
      .execute<{ rows: number; md5: string | null }>(
        sql`select count(*)::int as rows, md5(string_agg(r::text, ',' order by r::text collate "C")) as md5 from (${rows}) s`,
      )
      .then((result) => result.rows);
    dump[name] = { rows: fingerprint?.rows ?? 0, md5: fingerprint?.md5 ?? '' };
  }
  return dump;
}

async function findProfile(db: Db, email: string) {
  const [user] = await db.select().from(authUsers).where(eq(authUsers.email, email));
  if (!user) throw new Error(`No account for ${email}`);
  const [account] = await db.select().from(authAccounts).where(eq(authAccounts.userId, user.id));
  return { user, account };
}

/**
 * The worlds compared for determinism: one per database engine when PostgreSQL is there (the same seed gives the
 * same world on either), two on PGlite otherwise. Each engine's tests then read its world.
 */
const WORLD_KINDS: DatabaseKind[] = TEST_DATABASES.length > 1 ? [...TEST_DATABASES] : ['pglite', 'pglite'];
const worlds: Database[] = [];

beforeAll(async () => {
  worlds.push(...(await Promise.all(WORLD_KINDS.map((kind) => openTestDatabase(kind)))));
  await Promise.all(worlds.map((world) => generateDemoWorld(world.db, options)));
  // Two whole worlds with a year of trips each: well within a minute alone, several on a loaded 2-core machine.
}, 900_000);
afterAll(async () => {
  await Promise.all(worlds.map((world) => world.close()));
});

describe('demo world', () => {
  it(`is identical, ids, trips, ledger and rollups included, for the same seed (${WORLD_KINDS.join(' and ')})`, async () => {
    const [a, b] = await Promise.all(worlds.map((world) => dumpWorld(world.db)));
    expect(a?.participants?.rows).toBeGreaterThan(0);
    expect(a?.trips?.rows).toBeGreaterThan(20_000);
    expect(a?.stats_daily?.rows).toBeGreaterThan(0);
    expect(a).toEqual(b);
  });
});

describe.each(TEST_DATABASES)('demo world on %s', (kind) => {
  let first: Database;
  beforeAll(() => {
    first = worlds[WORLD_KINDS.indexOf(kind)]!;
  });

  it('has two cities: the first with every add-on, the second restricted to carpool events', async () => {
    const rows = await first.db.select().from(cities).orderBy(asc(cities.name));
    expect(rows.map((city) => [city.name, city.timezone])).toEqual([
      ['Laval', 'America/New_York'],
      ['Sherbrooke', 'America/Toronto'],
    ]);
    const [laval, sherbrooke] = rows;
    expect(laval?.features).toEqual({
      c19_carpooling_app: { granted: true, carpool_events: true, mobiverte_addon: true },
      mailerlite: { granted: true },
      challenge_between_organisations: { granted: true },
    });
    expect(sherbrooke?.features).toEqual({
      c19_carpooling_app: { granted: true, carpool_events: true, mobiverte_addon: false },
      mailerlite: { granted: false },
      challenge_between_organisations: { granted: false },
    });
    for (const city of rows) {
      const cityRegions = await first.db.select().from(regions).where(eq(regions.cityId, city.id));
      expect(cityRegions.length).toBeGreaterThanOrEqual(3);
      expect(cityRegions.length).toBeLessThanOrEqual(5);
      const admins = await first.db.select().from(cityAdmins).where(eq(cityAdmins.cityId, city.id));
      expect(admins).toEqual([expect.objectContaining({ cityAdmin: true })]);
    }
  });

  it('has about a dozen organisations per city in the three size bands, each with 1 to 4 branches', async () => {
    const cityRows = await first.db.select().from(cities);
    const organisationRows = await first.db.select().from(organisations);
    for (const city of cityRows) {
      const inCity = organisationRows.filter((organisation) => organisation.cityId === city.id);
      expect(inCity.length).toBeGreaterThanOrEqual(10);
      // a dozen registered, and in one city the three of the organisations pages (asleep, two sites, e2e)
      expect(inCity.length).toBeLessThanOrEqual(15);
      expect(new Set(inCity.map((organisation) => getSizeBand(organisation.employeesCount)))).toEqual(
        new Set(['small', 'medium', 'large']),
      );
      const prefix = city.name === 'Laval' ? 'H7' : 'J1';
      for (const organisation of inCity) {
        expect(organisation.postalCode).toMatch(POSTAL_CODE);
        expect(organisation.postalCode?.startsWith(prefix)).toBe(true);
      }
    }
    expect(new Set(organisationRows.map((organisation) => organisation.inviteCode)).size).toBe(organisationRows.length);
    for (const organisation of organisationRows) {
      expect(organisation.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
      expect(organisation.descriptionFr && organisation.descriptionEn && organisation.authUserId).toBeTruthy();
      const count = (await first.db.select().from(branches).where(eq(branches.organisationId, organisation.id))).length;
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(4);
    }
  });

  it('has several hundred participants with full profiles and postal codes of their city', async () => {
    const rows = await first.db.select().from(participants);
    expect(rows.length).toBeGreaterThanOrEqual(400);
    expect(rows.length).toBeLessThanOrEqual(600);
    expect(rows.some((row) => row.organisationId === null)).toBe(true);
    const cityNames = new Map((await first.db.select().from(cities)).map((city) => [city.id, city.name]));
    for (const row of rows) {
      expect(row.postalCode).toMatch(POSTAL_CODE);
      expect(row.postalCode?.slice(0, 2)).toBe(cityNames.get(row.cityId) === 'Laval' ? 'H7' : 'J1');
      expect(row.birthYear).toBeGreaterThanOrEqual(1955);
      expect(row.birthYear).toBeLessThanOrEqual(2006);
      expect(row.usualTransportMode && row.gender && row.username && row.authUserId).toBeTruthy();
      expect(row.joinedAt.getTime()).toBeLessThan(NOW.getTime());
      expect(row.joinedAt.getTime()).toBeGreaterThan(NOW.getTime() - 731 * 86_400_000);
    }
    expect(new Set(rows.map((row) => row.email)).size).toBe(rows.length);
  });

  it('has merchants with stores, one at least without a status or a merchant code', async () => {
    const storeRows = await first.db.select().from(stores);
    expect((await first.db.select().from(tenants)).length).toBeGreaterThanOrEqual(3);
    expect(storeRows.some((store) => store.status === null)).toBe(true);
    expect(storeRows.some((store) => store.merchantId === null)).toBe(true);
    for (const store of storeRows.filter((candidate) => candidate.merchantId)) {
      expect(store.merchantId).toMatch(/^MV-[A-Z0-9]{6}$/);
    }
  });

  it('gives every merchant a catalogue and a history of orders in every state, bought through the spending rules', async () => {
    const products = await first.db.execute<{ tenant: string; products: number; count: number }>(
      sql`select t.name as tenant, count(p.id)::int as products, t.product_count as count
        from tenants t left join products p on p.tenant_id = t.id group by t.id`,
    );
    for (const row of products.rows) {
      expect(row.products).toBeGreaterThanOrEqual(6);
      expect(row.count).toBe(row.products);
    }
    const shapes = await first.db.execute<{ status: string; availability: string; unique: boolean }>(
      sql`select status, availability, (is_unique_barcode or is_unique_qrcode or is_unique_character) as unique
        from products`,
    );
    const kinds = (predicate: (row: (typeof shapes.rows)[number]) => boolean) => shapes.rows.filter(predicate).length;
    expect(kinds((row) => row.status === 'need_approval')).toBeGreaterThan(0);
    expect(kinds((row) => row.status === 'disabled')).toBeGreaterThan(0);
    expect(kinds((row) => row.availability === 'out_of_stock')).toBeGreaterThan(0);
    expect(kinds((row) => row.unique)).toBeGreaterThan(0);
    const pictured = await first.db.execute<{ missing: number }>(
      sql`select count(*)::int as missing from products p
        where not exists (select 1 from product_images i where i.product_id = p.id)`,
    );
    expect(pictured.rows[0]?.missing).toBe(0);
    const statuses = await first.db.execute<{ status: string }>(sql`select distinct status from orders`);
    expect(statuses.rows.map((row) => row.status).sort()).toEqual([
      'active',
      'cancelled',
      'completed',
      'expired',
      'on_hold',
    ]);
    const broken = await first.db.execute(
      sql`select o.id from orders o
        left join greenpoint_transactions pay on pay.order_id = o.id and pay.transaction_value < 0
        left join greenpoint_transactions refund on refund.order_id = o.id and refund.transaction_value > 0
        where pay.id is null or (o.refunded and refund.id is null) or (not o.refunded and refund.id is not null)
          or o.status in ('cancelled', 'expired') <> o.refunded`,
    );
    expect(broken.rows).toEqual([]);
    const stockGaps = await first.db.execute(
      sql`select p.id from products p where p.stock + (select count(*) from orders o
        where o.product_id = p.id and not o.refunded) <> p.initial_stock`,
    );
    expect(stockGaps.rows).toEqual([]);
    const [latest] = await first.db
      .execute<{ at: number }>(
        sql`select extract(epoch from greatest(max(created_at), max(updated_at), max(claimed_at), max(completed_at),
          max(cancelled_at), max(expired_at)))::float8 as at from orders`,
      )
      .then((result) => result.rows);
    expect(Number(latest!.at) * 1000).toBeLessThanOrEqual(NOW.getTime());
  });

  it('has every demo account with a verified email, a credential and the right profile', async () => {
    const db = first.db;
    const [laval] = await db.select().from(cities).where(eq(cities.name, 'Laval'));
    const [sherbrooke] = await db.select().from(cities).where(eq(cities.name, 'Sherbrooke'));
    for (const demo of DEMO_ACCOUNTS) {
      const { user, account } = await findProfile(db, demo.email);
      expect(user.emailVerified).toBe(true);
      expect(account).toMatchObject({ providerId: 'credential', accountId: user.id });
    }
    const ids = Object.fromEntries(
      await Promise.all(DEMO_ACCOUNTS.map(async (demo) => [demo.key, (await findProfile(db, demo.email)).user.id])),
    );
    const [cityAdmin] = await db.select().from(cityAdmins).where(eq(cityAdmins.authUserId, ids.city));
    expect(cityAdmin).toMatchObject({ cityId: laval?.id, cityAdmin: true });

    const [organisation] = await db.select().from(organisations).where(eq(organisations.authUserId, ids.organisation));
    expect(organisation).toMatchObject({ cityId: laval?.id });
    expect(getSizeBand(organisation!.employeesCount)).toBe('medium');
    expect(
      (await db.select().from(branches).where(eq(branches.organisationId, organisation!.id))).length,
    ).toBeGreaterThan(1);
    const members = await db.select().from(participants).where(eq(participants.organisationId, organisation!.id));
    expect(members.length).toBeGreaterThan(20);

    const [tenant] = await db.select().from(tenants).where(eq(tenants.authUserId, ids.tenant));
    expect(tenant).toMatchObject({ cityId: laval?.id });
    expect((await db.select().from(stores).where(eq(stores.tenantId, tenant!.id))).length).toBe(2);

    const [external] = await db.select().from(externalUsers).where(eq(externalUsers.authUserId, ids.external));
    expect(external).toMatchObject({ externalFor: 'organisation', organisationId: organisation!.id, canEdit: false });

    const [carpool] = await db.select().from(organisations).where(eq(organisations.authUserId, ids.carpool));
    expect(carpool).toMatchObject({ cityId: sherbrooke?.id });
    const events = await db.select().from(carpoolEvents).where(eq(carpoolEvents.organisationId, carpool!.id));
    expect(events.length).toBeGreaterThanOrEqual(4);
    expect(events.length).toBeLessThanOrEqual(6);
    expect(new Set(events.map((event) => event.frequency))).toEqual(new Set(['once', 'recurring']));
    for (const event of events) expect(Object.keys(event.meetingTime).sort()).toEqual([...event.days].sort());

    const [participant] = await db.select().from(participants).where(eq(participants.authUserId, ids.participant));
    expect(participant).toMatchObject({ organisationId: organisation!.id, email: getDemoEmail('participant') });
  });

  it('runs carpooling in both cities: events, requests, matches in several statuses and shared trips', async () => {
    const db = first.db;
    const perCity = await db.execute<{ city_id: string; events: number; requests: number; statuses: number }>(sql`
      select e.city_id, count(distinct e.id)::int as events, count(distinct r.id)::int as requests,
        count(distinct m.status)::int as statuses
      from carpool_events e
      left join carpool_requests r on r.event_id = e.id
      left join carpool_matches m on m.event_id = e.id
      group by e.city_id`);
    expect(perCity.rows).toHaveLength(2);
    for (const city of perCity.rows) {
      expect(city.events).toBeGreaterThanOrEqual(2);
      expect(city.requests).toBeGreaterThan(20);
      expect(city.statuses).toBeGreaterThanOrEqual(3);
    }
    const shared = await db.execute<{ trips: number; success: number }>(sql`
      select (select count(*)::int from trips where carpool_match_id is not null) as trips,
        (select count(*)::int from carpool_matches where status = 'success') as success`);
    expect(shared.rows[0]!.trips).toBeGreaterThan(0);
    expect(shared.rows[0]!.success).toBe(shared.rows[0]!.trips);
  });

  it('sets each city’s points, happy hours in the first city and limits in a few organisations', async () => {
    const settings = await first.db
      .select({
        name: cities.name,
        coefficient: citySettings.pointsCoefficient,
        maxPoints: citySettings.maxPointsPerTripCollective,
      })
      .from(citySettings)
      .innerJoin(cities, eq(cities.id, citySettings.cityId))
      .orderBy(asc(cities.name));
    expect(settings).toEqual([
      { name: 'Laval', coefficient: '10.000', maxPoints: 200 },
      { name: 'Sherbrooke', coefficient: '8.000', maxPoints: 200 },
    ]);
    const hours = await first.db.select().from(happyHours);
    expect(hours.some((hour) => hour.endsAt < NOW)).toBe(true);
    expect(hours.some((hour) => hour.startsAt > NOW)).toBe(true);
    expect((await first.db.select().from(organisationSettings)).length).toBeGreaterThanOrEqual(3);
  });

  it('has news in both cities: published in French and English, a draft, a scheduled one and a targeted one', async () => {
    const items = await first.db.select().from(news);
    expect(new Set(items.map((item) => item.cityId)).size).toBe(2);
    expect(items.some((item) => item.publishAt === null)).toBe(true);
    expect(items.some((item) => item.publishAt !== null && item.publishAt > NOW)).toBe(true);
    expect(
      items.filter((item) => item.publishAt !== null && item.publishAt < NOW && item.versions.en).length,
    ).toBeGreaterThanOrEqual(3);
    expect(await first.db.select().from(newsOrganisations)).toHaveLength(1);
  });

  it('has email campaigns in both cities: sent with figures, planned, a draft; the demo participant still subscribed', async () => {
    const campaigns = await first.db.select().from(emailCampaigns);
    expect(new Set(campaigns.map((campaign) => campaign.cityId)).size).toBe(2);
    expect(new Set(campaigns.map((campaign) => campaign.state))).toEqual(new Set(['sent', 'scheduled', 'draft']));
    expect(campaigns.some((campaign) => campaign.organisationId !== null && campaign.state === 'sent')).toBe(true);
    expect(campaigns.every((campaign) => campaign.state !== 'scheduled' || campaign.plannedAt! > NOW)).toBe(true);
    const [figures] = await first.db
      .execute<{ sent: number; failed: number; unsubscribed: number }>(
        sql`select count(*) filter (where status = 'sent')::int as sent, count(*) filter (where status = 'failed')::int as failed,
          count(unsubscribed_at)::int as unsubscribed from email_campaign_recipients`,
      )
      .then((result) => result.rows);
    expect(figures!.sent).toBeGreaterThan(100);
    expect(figures!.failed).toBeGreaterThan(0);
    expect(figures!.unsubscribed).toBeGreaterThan(0);
    const [demoParticipant] = await first.db
      .select()
      .from(participants)
      .where(eq(participants.email, getDemoEmail('participant')));
    expect(demoParticipant!.emailOptOutAt).toBeNull();
  });

  it('gives Laval a mailing list synchronised last night, with work left for "sync now"', async () => {
    const [laval] = await first.db.select().from(cities).where(eq(cities.name, 'Laval'));
    const [settings] = await first.db.select().from(mailerliteSettings);
    expect(settings).toMatchObject({ cityId: laval!.id, syncState: 'succeeded', enabled: true });
    // Generated without the deployment's secret: no key is stored (the server gives it and one is sealed).
    expect(settings!.apiKeyCiphertext).toBeNull();
    expect(laval!.lastSyncMailerLiteSubscriptionsTimestamp).toEqual(settings!.syncFinishedAt);
    const consenting = await first.db
      .select({ id: participants.id, at: participants.mailingListConsentAt, email: participants.email })
      .from(participants)
      .where(sql`${participants.mailingListConsentAt} is not null`);
    const synced = await first.db.select().from(mailerliteSubscribers);
    expect(consenting.length).toBeGreaterThan(50);
    expect(consenting.map((person) => person.email)).toContain(getDemoEmail('participant'));
    const syncedIds = new Set(synced.map((row) => row.participantId));
    expect(consenting.filter((person) => !syncedIds.has(person.id))).toHaveLength(3);
    expect(synced.filter((row) => !consenting.some((person) => person.id === row.participantId))).toHaveLength(1);
  });

  it('has notifications of every city and organisation: sent with their figures and inbox items, planned, drafts', async () => {
    const rows = await first.db.select().from(notifications);
    const cityRows = await first.db.select().from(cities);
    for (const city of cityRows) {
      const own = rows.filter((row) => row.cityId === city.id && row.organisationId === null);
      expect(new Set(own.map((row) => row.state))).toEqual(new Set(['sent', 'scheduled', 'draft', 'cancelled']));
    }
    const sent = rows.filter((row) => row.state === 'sent');
    for (const row of sent) {
      expect(row.plannedAt!.getTime()).toBeLessThan(NOW.getTime());
      expect(row.deliveredCount + row.failedCount).toBe(row.targetedCount);
    }
    const recipients = await first.db.select().from(notificationRecipients);
    expect(recipients.length).toBe(sent.reduce((sum, row) => sum + row.targetedCount, 0));
    expect(recipients.filter((row) => row.openedAt).length).toBe(sent.reduce((sum, row) => sum + row.openedCount, 0));
    for (const row of rows.filter((candidate) => candidate.state === 'scheduled')) {
      expect(row.plannedAt!.getTime()).toBeGreaterThan(NOW.getTime());
    }
    expect(await first.db.select().from(notificationTemplates)).toHaveLength(cityRows.length * 4);
  });

  it('has a year of trips through the rules: commutes, leisure, solo car, too short, manual, capped', async () => {
    const [summary] = await first.db
      .execute<Record<string, number | string>>(
        sql`select count(*)::int as trips, count(*) filter (where counted)::int as counted,
          count(distinct participant_id)::int as participants, min(start_time) as first, max(end_time) as last,
          count(*) filter (where reason = 'not_sustainable_mode')::int as solo_car,
          count(*) filter (where reason = 'too_short')::int as too_short,
          count(*) filter (where source = 'manual')::int as manual,
          count(*) filter (where happy_hour_multiplier > 1)::int as happy_hour,
          count(*) filter (where counted and counted_distance_m < distance_m)::int as capped,
          count(*) filter (where geometry is not null)::int as tracks
        from trips`,
      )
      .then((result) => result.rows);
    const participantCount = (await first.db.select().from(participants)).length;
    expect(summary).toMatchObject({ trips: expect.any(Number), counted: expect.any(Number) });
    const total = Number(summary!.trips);
    expect(Number(summary!.counted) / total).toBeGreaterThan(0.6);
    expect(Number(summary!.counted) / total).toBeLessThan(0.9);
    expect(Number(summary!.participants)).toBeGreaterThan(participantCount * 0.95);
    expect(new Date(summary!.first!).getTime()).toBeGreaterThanOrEqual(NOW.getTime() - 366 * 86_400_000);
    expect(new Date(summary!.last!).getTime()).toBeLessThanOrEqual(NOW.getTime());
    for (const key of ['solo_car', 'too_short', 'manual', 'happy_hour', 'capped']) {
      expect(Number(summary![key]), key).toBeGreaterThan(0);
    }
    expect(Number(summary!.tracks) / total).toBeGreaterThan(0.9);
  });

  it('gives the demo participant and the demo organisation plenty of trips', async () => {
    const [participant] = await first.db
      .select()
      .from(participants)
      .where(eq(participants.email, getDemoEmail('participant')));
    const [own] = await first.db
      .execute<{ trips: number; months: number; km: number }>(
        sql`select count(*)::int as trips, count(distinct date_trunc('month', local_day))::int as months,
          sum(counted_distance_m)::float / 1000 as km from trips where participant_id = ${participant!.id}`,
      )
      .then((result) => result.rows);
    expect(own!.trips).toBeGreaterThan(250);
    expect(own!.months).toBeGreaterThanOrEqual(12);
    expect(own!.km).toBeGreaterThan(1000);
    const [organisationTrips] = await first.db
      .execute<{ trips: number; branches: number }>(
        sql`select count(*)::int as trips, count(distinct branch_id)::int as branches from trips
          where organisation_id = ${participant!.organisationId}`,
      )
      .then((result) => result.rows);
    expect(organisationTrips!.trips).toBeGreaterThan(3000);
    expect(organisationTrips!.branches).toBeGreaterThan(1);
  });

  it('keeps every balance equal to its ledger and every rollup equal to the raw trips', async () => {
    const mismatches = await first.db
      .execute(
        sql`select p.id from participants p
          left join (select participant_id, sum(transaction_value) as total from greenpoint_transactions
            group by participant_id) l on l.participant_id = p.id
          where p.greenpoint_balance <> coalesce(l.total, 0)`,
      )
      .then((result) => result.rows);
    expect(mismatches).toEqual([]);
    // The rollups hold the trips of the statistics: those that broke no rule or that an admin accepted (`inStatistics`).
    const rollupGaps = await first.db
      .execute(
        sql`with kept as (select * from trips where review_status is null or review_status = 'accepted'),
          raw as (
            select 'city' as scope_type, city_id as scope_id, count(*) as trips, count(*) filter (where counted) as sessions,
              sum(counted_distance_m) as distance_m, sum(greenpoints) as greenpoints from kept group by city_id
            union all
            select 'organisation', organisation_id, count(*), count(*) filter (where counted), sum(counted_distance_m),
              sum(greenpoints) from kept where organisation_id is not null group by organisation_id),
          folded as (
            select scope_type, scope_id, sum(trips) as trips, sum(sessions) as sessions, sum(distance_m) as distance_m,
              sum(greenpoints) as greenpoints from stats_monthly where scope_type in ('city', 'organisation')
            group by scope_type, scope_id)
          select * from raw full join folded using (scope_type, scope_id)
          where raw.trips is distinct from folded.trips or raw.sessions is distinct from folded.sessions
            or raw.distance_m is distinct from folded.distance_m or raw.greenpoints is distinct from folded.greenpoints`,
      )
      .then((result) => result.rows);
    expect(rollupGaps).toEqual([]);
  });

  it('has challenges in every state for both cities, joined, with progress equal to the raw trips and winners', async () => {
    const states = await first.db
      .execute<{ city: string; state: string; count: number; participants: number }>(
        sql`select c.city_id as city, case when c.status <> 'active' then c.status
              when c.start_at > ${NOW} then 'upcoming' when c.end_at > ${NOW} then 'active' else 'ended' end as state,
            count(*)::int as count, sum((select count(*) from challenge_participants cp where cp.challenge_id = c.id))::int
              as participants
          from challenges c group by 1, 2`,
      )
      .then((result) => result.rows);
    const cityIds = [...new Set(states.map((row) => row.city))];
    expect(cityIds).toHaveLength(2);
    for (const city of cityIds) {
      const ofCity = states.filter((row) => row.city === city);
      expect(ofCity.map((row) => row.state).sort()).toEqual(['active', 'cancelled', 'draft', 'ended', 'upcoming']);
      expect(ofCity.find((row) => row.state === 'active')!.participants).toBeGreaterThan(10);
      expect(ofCity.find((row) => row.state === 'ended')!.participants).toBeGreaterThan(10);
    }
    const recipients = await first.db
      .execute<{ state: string }>(sql`select state from challenge_recipients order by state`)
      .then((result) => result.rows.map((row) => row.state));
    expect(recipients).toEqual(['accepted', 'pending']);
    const [rewards] = await first.db
      .execute<{ credited: number; reached: number }>(
        sql`select (select count(*)::int from greenpoint_transactions where transaction_type = 'challenge') as credited,
          (select count(*)::int from challenge_participants where reward_credited_at is not null) as reached`,
      )
      .then((result) => result.rows);
    expect(rewards!.reached).toBeGreaterThan(5);
    expect(rewards!.credited).toBeGreaterThanOrEqual(rewards!.reached);
    // Every participant's distance in a challenge is the sum of their counted trips of its types inside its dates.
    const gaps = await first.db
      .execute(
        sql`select cp.challenge_id, cp.participant_id from challenge_participants cp
          join challenges c on c.id = cp.challenge_id
          where cp.distance_m <> coalesce((select sum(t.counted_distance_m) from trips t
            where t.participant_id = cp.participant_id and t.counted and t.start_time >= c.start_at
              and t.start_time < c.end_at and (t.review_status is null or t.review_status = 'accepted')
              and t.activity_type in (select jsonb_array_elements_text(c.individual_goal->'activityTypes'))), 0)`,
      )
      .then((result) => result.rows);
    expect(gaps).toEqual([]);
  });

  it('signs every demo account in with the demo password through better-auth', async () => {
    const { app } = await createTestApp(first, { signInRateLimit: 1000 });
    try {
      const me = async (key: Parameters<typeof getDemoEmail>[0]) => {
        const token = await signIn(app, getDemoEmail(key), DEMO_PASSWORD);
        return app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
      };
      expect((await me('city')).json().data).toMatchObject({ role: 'city', isAdmin: true, carpoolOnly: false });
      expect((await me('organisation')).json().data).toMatchObject({ role: 'organisation', carpoolOnly: false });
      expect((await me('tenant')).json().data).toMatchObject({ role: 'tenant', accountKind: 'tenant' });
      expect((await me('external')).json().data).toMatchObject({ accountKind: 'external', canEdit: false });
      expect((await me('carpool')).json().data).toMatchObject({ role: 'organisation', carpoolOnly: true });
      const participant = await me('participant');
      expect(participant.statusCode).toBe(403);
      expect(participant.json().error.code).toBe('participant_not_allowed');
    } finally {
      await app.close();
    }
  });

  it('is left alone on the next start', async () => {
    const before = await dumpWorld(first.db);
    await ensureDemoWorld(first.db, { ...options, logger: pino({ level: 'silent' }) });
    expect(await dumpWorld(first.db)).toEqual(before);
  });

  it('is another world for another seed, after a reset', async () => {
    // The last test of its engine: it empties that engine's world.
    const [before] = await first.db.select().from(cities).orderBy(asc(cities.name));
    await truncateProductTables(first.db);
    expect(await first.db.select().from(authUsers)).toEqual([]);
    await generateDemoWorld(first.db, {
      ...options,
      seed: 7,
      steps: DEMO_STEPS.filter((step) => step.name !== 'trips'),
    });
    const [after] = await first.db.select().from(cities).orderBy(asc(cities.name));
    expect(after?.name).toBe(before?.name);
    expect(after?.id).not.toBe(before?.id);
  });
});
