import {
  addDays,
  ADMIN_REPORT_LOCAL_HOUR,
  DEFAULT_LOCALE,
  localDayOf,
  parseDay,
  type AdminReportKind,
  type DayRange,
} from '@mobiverte/contracts';
import type { Logger } from 'pino';
import type { Db } from '../../db/connection.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { countActiveUsers } from '../../stats-queries/count-active-users.ts';
import { getRollupTotals } from '../../stats-queries/get-rollup-totals.ts';
import type { StatsScope } from '../../stats-queries/stats-scope.ts';
import { renderOrdersDigest, renderWeeklyReport, type WeekActivity } from './admin-reports.email.ts';
import {
  claimReport,
  countNewParticipants,
  countPendingReviews,
  findCitiesAtLocalHour,
  getOrdersDay,
  type ReportCity,
} from './admin-reports.repository.ts';

export type AdminReportsDeps = { db: Db; mailer: Mailer; appUrl: string; brandName: string };

export type SentReport = { cityId: string; kind: AdminReportKind; periodStart: string; recipients: number };

const isMonday = (day: string) => parseDay(day).getUTCDay() === 1;

/**
 * The reports due at `now` (issue 17, spec §9 "order and report admin emails"): at 7 o'clock in each city's time
 * zone, the day before's orders to the order emails, and on Mondays the week before's activity to the report
 * emails. Each report is claimed before it is sent, so it goes out once whatever the number of processes; one
 * city's failure is logged and leaves the others alone.
 */
export async function sendDueAdminReports(deps: AdminReportsDeps, logger: Logger, now: Date = new Date()) {
  const sent: SentReport[] = [];
  for (const city of await findCitiesAtLocalHour(deps.db, now, ADMIN_REPORT_LOCAL_HOUR)) {
    const today = localDayOf(now, city.timezone);
    try {
      if (city.orderAdminEmails.length > 0) {
        const report = await sendOrdersDigest(deps, city, addDays(today, -1), now);
        if (report) sent.push(report);
      }
      if (city.reportAdminEmails.length > 0 && isMonday(today)) {
        const report = await sendWeeklyReport(deps, city, {
          startDate: addDays(today, -7),
          endDate: addDays(today, -1),
        });
        if (report) sent.push(report);
      }
    } catch (error) {
      logger.warn({ cityId: city.cityId, err: error }, 'admin report failed');
    }
  }
  return sent;
}

async function deliver(
  deps: AdminReportsDeps,
  recipients: string[],
  mail: { subject: string; text: string; html: string },
) {
  for (const to of recipients) await deps.mailer.send({ to, ...mail });
}

async function sendOrdersDigest(deps: AdminReportsDeps, city: ReportCity, day: string, now: Date) {
  const report = {
    cityId: city.cityId,
    kind: 'orders_daily' as const,
    periodStart: day,
    recipients: city.orderAdminEmails.length,
  };
  if (!(await claimReport(deps.db, report))) return null;
  const figures = await getOrdersDay(deps.db, city, day, now);
  const mail = renderOrdersDigest(DEFAULT_LOCALE, {
    brand: deps.brandName,
    city: city.name,
    day,
    link: `${deps.appUrl}/orders`,
    figures,
  });
  await deliver(deps, city.orderAdminEmails, mail);
  return report;
}

async function sendWeeklyReport(deps: AdminReportsDeps, city: ReportCity, week: DayRange) {
  const report = {
    cityId: city.cityId,
    kind: 'activity_weekly' as const,
    periodStart: week.startDate,
    recipients: city.reportAdminEmails.length,
  };
  if (!(await claimReport(deps.db, report))) return null;
  const figures = await getWeekActivity(deps.db, city, week);
  const mail = renderWeeklyReport(DEFAULT_LOCALE, {
    brand: deps.brandName,
    city: city.name,
    start: week.startDate,
    end: week.endDate,
    link: `${deps.appUrl}/dashboard`,
    figures,
  });
  await deliver(deps, city.reportAdminEmails, mail);
  return report;
}

/** The week's figures and the week before's, from the rollups (the dashboard's own sources). */
export async function getWeekActivity(db: Db, city: ReportCity, week: DayRange): Promise<WeekActivity> {
  const scope: StatsScope = { kind: 'city', cityId: city.cityId, organisationsOnly: false };
  const before = { startDate: addDays(week.startDate, -7), endDate: addDays(week.endDate, -7) };
  const [totals, previousTotals, active, previousActive, joined, pendingReviews] = await Promise.all([
    getRollupTotals(db, scope, week),
    getRollupTotals(db, scope, before),
    countActiveUsers(db, scope, week),
    countActiveUsers(db, scope, before),
    countNewParticipants(db, city, week),
    countPendingReviews(db, city.cityId),
  ]);
  const km = (metres: number) => Math.round(metres / 100) / 10;
  const kg = (milligrams: number) => Math.round(milligrams / 100_000) / 10;
  return {
    trips: totals.sessions,
    distanceKm: km(totals.distanceM),
    ghgAvoidedKg: kg(totals.ghgMg),
    greenpoints: totals.greenpoints,
    activeParticipants: active,
    newParticipants: joined,
    pendingReviews,
    previous: {
      trips: previousTotals.sessions,
      distanceKm: km(previousTotals.distanceM),
      ghgAvoidedKg: kg(previousTotals.ghgMg),
      activeParticipants: previousActive,
    },
  };
}
