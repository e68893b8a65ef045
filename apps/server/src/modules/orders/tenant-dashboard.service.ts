import { comparisonRange } from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import { authorize } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { findTenantScope } from '../../db/tenant-scope.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import {
  countOrdersByStatus,
  listLowStockProducts,
  sumOrders,
  sumOrdersByBucket,
  topProducts,
  type DayRange,
} from './tenant-dashboard.repository.ts';
import { findCityTimeZone } from './orders.repository.ts';
import type { TenantDashboard } from './orders.schemas.ts';

const DAY_MS = 86_400_000;
const MAX_DAYS = 3 * 366;
const toDay = (date: Date) => date.toISOString().slice(0, 10);
const parseDay = (day: string) => new Date(`${day}T00:00:00Z`);
const addDays = (day: string, days: number) => toDay(new Date(parseDay(day).getTime() + days * DAY_MS));

/** The buckets between two days, so that days or months without orders show as zero. */
export function bucketsBetween(from: string, to: string, period: 'day' | 'month'): string[] {
  const buckets: string[] = [];
  if (period === 'day') {
    for (let day = from; day <= to; day = addDays(day, 1)) buckets.push(day);
    return buckets;
  }
  const cursor = parseDay(`${from.slice(0, 7)}-01`);
  while (toDay(cursor).slice(0, 7) <= to.slice(0, 7)) {
    buckets.push(toDay(cursor).slice(0, 7));
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return buckets;
}

/** The default range: the last 30 days, or the last 12 months, up to today in the city. */
function defaultRange(period: 'day' | 'month', today: string) {
  if (period === 'day') return { from: addDays(today, -29), to: today };
  const start = parseDay(`${today.slice(0, 7)}-01`);
  start.setUTCMonth(start.getUTCMonth() - 11);
  return { from: toDay(start), to: today };
}

export async function getTenantDashboard(
  db: Db,
  actor: Actor,
  tenantId: string,
  query: { period: 'day' | 'month'; from?: string; to?: string },
  now = new Date(),
): Promise<TenantDashboard> {
  const tenant = await findTenantScope(db, tenantId);
  if (!tenant) throw notFound();
  authorize(actor, 'merchant-stats.read', { cityId: tenant.cityId, tenantId: tenant.id });
  const timeZone = await findCityTimeZone(db, tenant.cityId);
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone }).format(now);
  const fallback = defaultRange(query.period, today);
  const from = query.from ?? fallback.from;
  const to = query.to ?? (query.from ? today : fallback.to);
  const length = Math.round((parseDay(to).getTime() - parseDay(from).getTime()) / DAY_MS) + 1;
  if (length < 1 || length > MAX_DAYS)
    throw badRequest('validation_failed', 'The range must run forwards and last at most three years', [
      { path: 'from', message: 'Invalid range' },
    ]);
  const range: DayRange = { from, to, timeZone };
  const compared = comparisonRange({ startDate: from, endDate: to }, today);
  const previous: DayRange = { from: compared.startDate, to: compared.endDate, timeZone };
  const [series, totals, previousTotals, top, byStatus, lowStock] = await Promise.all([
    sumOrdersByBucket(db, tenant.id, range, query.period),
    sumOrders(db, tenant.id, range),
    sumOrders(db, tenant.id, previous),
    topProducts(db, tenant.id, range),
    countOrdersByStatus(db, tenant.id, range),
    listLowStockProducts(db, tenant.id),
  ]);
  const byBucket = new Map(series.map((row) => [row.bucket, row]));
  return {
    period: query.period,
    from,
    to,
    totals,
    previousTotals: { ...previousTotals, from: previous.from, to: previous.to },
    series: bucketsBetween(from, to, query.period).map((bucket) => ({
      bucket,
      count: byBucket.get(bucket)?.count ?? 0,
      greenpoints: byBucket.get(bucket)?.greenpoints ?? 0,
    })),
    topProducts: top,
    ordersByStatus: byStatus,
    lowStock,
  };
}
