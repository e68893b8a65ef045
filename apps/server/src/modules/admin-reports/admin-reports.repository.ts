import { and, asc, eq, sql } from 'drizzle-orm';
import type { AdminReportKind, DayRange } from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import { adminReportsSent, cities, citySettings } from '../../db/schema/index.ts';

export type ReportCity = {
  cityId: string;
  name: string;
  timezone: string;
  orderAdminEmails: string[];
  reportAdminEmails: string[];
};

/** The cities whose local hour is `hour` at `now` and that have at least one admin email address. */
export async function findCitiesAtLocalHour(db: Db, now: Date, hour: number): Promise<ReportCity[]> {
  return db
    .select({
      cityId: cities.id,
      name: cities.name,
      timezone: cities.timezone,
      orderAdminEmails: citySettings.orderAdminEmails,
      reportAdminEmails: citySettings.reportAdminEmails,
    })
    .from(citySettings)
    .innerJoin(cities, eq(cities.id, citySettings.cityId))
    .where(
      and(
        sql`cardinality(${citySettings.orderAdminEmails}) + cardinality(${citySettings.reportAdminEmails}) > 0`,
        sql`extract(hour from (${now.toISOString()}::timestamptz at time zone ${cities.timezone})) = ${hour}`,
      ),
    )
    .orderBy(asc(cities.id));
}

/**
 * Records that a report is being sent; false when another process (or an earlier run) already did: each report
 * goes out at most once.
 */
export async function claimReport(
  db: Db,
  report: { cityId: string; kind: AdminReportKind; periodStart: string; recipients: number },
): Promise<boolean> {
  const rows = await db
    .insert(adminReportsSent)
    .values(report)
    .onConflictDoNothing()
    .returning({ cityId: adminReportsSent.cityId });
  return rows.length === 1;
}

export type MerchantDay = { merchant: string; orders: number; greenpoints: number };
export type OrdersDay = {
  merchants: MerchantDay[];
  orders: number;
  greenpoints: number;
  cancelled: number;
  expired: number;
  /** Open orders not yet claimed that expire within the next three days. */
  expiringSoon: number;
};

/** The marketplace's local day in a city: orders placed per merchant, cancellations, expiries, orders about to expire. */
export async function getOrdersDay(db: Db, city: ReportCity, day: string, now: Date): Promise<OrdersDay> {
  const localDay = (column: string) => sql`(${sql.raw(column)} at time zone ${city.timezone})::date = ${day}::date`;
  // The local day lies within the three days before now: the bound lets the city-and-date index serve the scan.
  const since = sql`${now.toISOString()}::timestamptz - interval '3 days'`;
  const placed = await db.execute<MerchantDay>(
    sql`select tenants.name as merchant, count(*)::int as orders, coalesce(sum(orders.greenpoints), 0)::int as greenpoints
      from orders join tenants on tenants.id = orders.tenant_id
      where orders.city_id = ${city.cityId} and orders.created_at >= ${since} and ${localDay('orders.created_at')}
      group by tenants.name order by count(*) desc, tenants.name`,
  );
  const [counts] = (
    await db.execute<{ cancelled: number; expired: number; expiringSoon: number }>(
      sql`select
        (select count(*)::int from orders where city_id = ${city.cityId} and ${localDay('cancelled_at')}
          and cancelled_at >= ${since}) as cancelled,
        (select count(*)::int from orders where city_id = ${city.cityId} and ${localDay('expired_at')}
          and expired_at >= ${since}) as expired,
        (select count(*)::int from orders where city_id = ${city.cityId} and status = 'active' and claimed_at is null
          and expires_at between ${now.toISOString()}::timestamptz
            and ${now.toISOString()}::timestamptz + interval '3 days') as "expiringSoon"`,
    )
  ).rows;
  const merchants = placed.rows;
  return {
    merchants,
    orders: merchants.reduce((sum, row) => sum + row.orders, 0),
    greenpoints: merchants.reduce((sum, row) => sum + row.greenpoints, 0),
    cancelled: counts?.cancelled ?? 0,
    expired: counts?.expired ?? 0,
    expiringSoon: counts?.expiringSoon ?? 0,
  };
}

/** Participants who joined the city in a range of its local days. */
export async function countNewParticipants(db: Db, city: ReportCity, range: DayRange): Promise<number> {
  const result = await db.execute<{ value: number }>(
    sql`select count(*)::int as value from participants where city_id = ${city.cityId}
      and joined_at >= (${range.startDate}::date - 1)::timestamp at time zone 'UTC'
      and (joined_at at time zone ${city.timezone})::date between ${range.startDate}::date and ${range.endDate}::date`,
  );
  return result.rows[0]?.value ?? 0;
}

/** Trips of the city waiting in the review queue. */
export async function countPendingReviews(db: Db, cityId: string): Promise<number> {
  const result = await db.execute<{ value: number }>(
    sql`select count(*)::int as value from trips where city_id = ${cityId} and review_status = 'pending'`,
  );
  return result.rows[0]?.value ?? 0;
}
