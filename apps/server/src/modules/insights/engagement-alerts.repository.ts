import { sql } from 'drizzle-orm';
import { ALERT_STOPPED_NAMES_MAX, type DayRange } from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import { activeParticipantRows } from '../../stats-queries/active-days.ts';
import { affiliationFilter, type StatsScope } from '../../stats-queries/stats-scope.ts';

/**
 * The participants of the scope active (a sustainable trip) in `before` and not in `week`: how many, and the
 * first names in alphabetical order when asked for, from the participants' monthly rollups.
 */
export async function findStoppedParticipants(
  db: Db,
  scope: StatsScope,
  week: DayRange,
  before: DayRange,
  withNames: boolean,
): Promise<{ count: number; names: string[] }> {
  const filter = affiliationFilter(scope);
  const stopped = sql`select participant_id from (${activeParticipantRows(before, filter, sql`participant_id`)}) as b
    except select participant_id from (${activeParticipantRows(week, filter, sql`participant_id`)}) as w`;
  const [count, names] = await Promise.all([
    db.execute<{ value: number }>(sql`select count(*)::int as value from (${stopped}) as stopped`),
    withNames
      ? db.execute<{ name: string }>(
          sql`select trim(p.first_name || ' ' || p.last_name) as name
            from participants p where p.id in (${stopped})
            order by p.last_name, p.first_name limit ${ALERT_STOPPED_NAMES_MAX}`,
        )
      : Promise.resolve({ rows: [] }),
  ]);
  return { count: count.rows[0]!.value, names: names.rows.map((row) => row.name) };
}

export type ChallengeWindow = { id: string; name: string; startAt: Date; endAt: Date };

/**
 * The active challenges of the scope ending between `from` and `to`: a city's own challenges, or those of an
 * organisation and those it takes part in (sent to it and accepted).
 */
export async function findChallengesEndingBetween(
  db: Db,
  scope: StatsScope,
  from: Date,
  to: Date,
): Promise<ChallengeWindow[]> {
  const owner =
    scope.kind === 'city'
      ? sql`c.city_id = ${scope.cityId} and c.organisation_id is null`
      : sql`(c.organisation_id = ${scope.organisationId} or exists (select 1 from challenge_recipients r
          where r.challenge_id = c.id and r.organisation_id = ${scope.organisationId} and r.state = 'accepted'))`;
  const result = await db.execute<{ id: string; name: string; startAt: string; endAt: string }>(
    sql`select c.id, c.name, c.start_at as "startAt", c.end_at as "endAt" from challenges c
      where c.city_id = ${scope.cityId} and c.status = 'active' and ${owner}
        and c.end_at > ${from.toISOString()}::timestamptz and c.end_at <= ${to.toISOString()}::timestamptz
      order by c.end_at, c.name`,
  );
  return result.rows.map((row) => ({ ...row, startAt: new Date(row.startAt), endAt: new Date(row.endAt) }));
}

/** The city's open orders not handed over yet, flagged trips waiting for review and products waiting for approval. */
export async function countCityQueues(db: Db, cityId: string) {
  const result = await db.execute<{ orders: number; tripReviews: number; products: number }>(
    sql`select
      (select count(*)::int from orders where city_id = ${cityId} and status = 'active' and claimed_at is null) as orders,
      (select count(*)::int from trips where city_id = ${cityId} and review_status = 'pending') as "tripReviews",
      (select count(*)::int from products where city_id = ${cityId} and status = 'need_approval') as products`,
  );
  return result.rows[0]!;
}

/** Challenges sent to the organisation that it has not answered yet. */
export async function countPendingChallengeInvitations(db: Db, organisationId: string): Promise<number> {
  const result = await db.execute<{ value: number }>(
    sql`select count(*)::int as value from challenge_recipients r join challenges c on c.id = r.challenge_id
      where r.organisation_id = ${organisationId} and r.state = 'pending' and c.status = 'active'`,
  );
  return result.rows[0]!.value;
}
