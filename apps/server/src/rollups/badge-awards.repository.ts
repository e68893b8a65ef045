import type { BadgeType } from '@mobiverte/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import type { Tx } from '../db/transaction.ts';
import { unnestColumns } from './bulk-upsert.ts';

type Executor = Db | Tx;

export type LadderBadge = {
  id: string;
  type: BadgeType;
  quantity: number;
  level: number;
  activityType: string | null;
  points: number;
  /** When the participant got it; null when not held. */
  awardedAt: Date | null;
};

/** The participant's whole history (participant_totals) and its counted sessions and distance per mode. */
export async function readParticipantBadgeTotals(db: Executor, participantId: string) {
  const result = await db.execute<{
    distanceM: string | null;
    sessions: number | null;
    ghgMg: string | null;
    modes: [string, number | string, number][] | string | null;
  }>(sql`
    select t.distance_m as "distanceM", t.sessions, t.ghg_mg as "ghgMg",
      (select coalesce(json_agg(json_build_array(m.activity_type, m.distance_m, m.sessions)), '[]'::json)
        from participant_mode_totals m
        where m.participant_id = ${participantId}::uuid and m.sessions > 0) as modes
    from (select ${participantId}::uuid as participant_id) p
    left join participant_totals t on t.participant_id = p.participant_id`);
  return toHistory(result.rows[0]);
}

/**
 * In one statement, what the engine needs at each batch: the city's badges in use the participant does not hold
 * (the city's ladder index, each holding on the (participant, badge) unique index), the participant's whole history,
 * its per-mode totals and the challenges it has won.
 */
export async function readAwardState(db: Executor, cityId: string, participantId: string) {
  const result = await db.execute<{
    open: [string, BadgeType, string | number, number, string | null, number][] | string;
    distanceM: string | null;
    sessions: number | null;
    ghgMg: string | null;
    modes: [string, number | string, number][] | string | null;
    won: number | string;
  }>(sql`
    select
      (select coalesce(json_agg(json_build_array(b.id, b.type, b.quantity, b.level, b.activity_type, b.points)),
          '[]'::json)
        from badges b
        where b.city_id = ${cityId}::uuid and b.archived_at is null
          and not exists (select 1 from participant_badges pb
            where pb.participant_id = ${participantId}::uuid and pb.badge_id = b.id)) as open,
      t.distance_m as "distanceM", t.sessions, t.ghg_mg as "ghgMg",
      (select coalesce(json_agg(json_build_array(m.activity_type, m.distance_m, m.sessions)), '[]'::json)
        from participant_mode_totals m
        where m.participant_id = ${participantId}::uuid and m.sessions > 0) as modes,
      (select count(*) from challenge_participants cp
        where cp.participant_id = ${participantId}::uuid and cp.reached_at is not null and cp.excluded_at is null)
        as won
    from (select ${participantId}::uuid as participant_id) p
    left join participant_totals t on t.participant_id = p.participant_id`);
  const row = result.rows[0]!;
  const open = (typeof row.open === 'string' ? JSON.parse(row.open) : row.open) as [
    string,
    BadgeType,
    string | number,
    number,
    string | null,
    number,
  ][];
  return {
    open: open.map(([id, type, quantity, level, activityType, points]) => ({
      id,
      type,
      quantity: Number(quantity),
      level: Number(level),
      activityType,
      points: Number(points),
    })),
    totals: toHistory(row),
    challengesWon: Number(row.won),
  };
}

const toHistory = (
  row:
    | {
        distanceM: string | null;
        sessions: number | null;
        ghgMg: string | null;
        modes: [string, number | string, number][] | string | null;
      }
    | undefined,
) => {
  const modes = typeof row?.modes === 'string' ? JSON.parse(row.modes) : (row?.modes ?? []);
  return {
    distanceM: Number(row?.distanceM ?? 0),
    sessions: Number(row?.sessions ?? 0),
    ghgMg: Number(row?.ghgMg ?? 0),
    modes: (modes as [string, number | string, number][]).map(([activityType, distanceM, sessions]) => ({
      activityType,
      distanceM: Number(distanceM),
      sessions: Number(sessions),
    })),
  };
};

export type ParticipantHistory = ReturnType<typeof toHistory>;

/** The participant's days with a sustainable trip between two local days (the daily rollup's primary key). */
export async function findActiveDays(db: Executor, participantId: string, from: string, to: string) {
  const result = await db.execute<{ day: string | Date }>(sql`
    select day from participant_stats_daily
    where participant_id = ${participantId}::uuid and day between ${from}::date and ${to}::date and sessions > 0`);
  return result.rows.map(({ day }) => (typeof day === 'string' ? day.slice(0, 10) : day.toISOString().slice(0, 10)));
}

/** The challenges whose individual goal the participant has reached (and was not excluded from). */
export async function countChallengesWon(db: Executor, participantId: string) {
  const result = await db.execute<{ won: number | string }>(sql`
    select count(*) as won from challenge_participants
    where participant_id = ${participantId}::uuid and reached_at is not null and excluded_at is null`);
  return Number(result.rows[0]?.won ?? 0);
}

export type BadgeAward = { badgeId: string; points: number; awardId: string; ledgerEntryId: string };

/** The engine's awards, each with the badge's points, as `insertBadgeAwards` candidates. */
export const ladderAwardCandidates = (awards: readonly BadgeAward[]) =>
  sql`select * from unnest(${unnestColumns(awards, [
    ['badgeId', 'uuid'],
    ['points', 'integer'],
    ['awardId', 'uuid'],
    ['ledgerEntryId', 'uuid'],
  ])}) as c(badge_id, points, award_id, ledger_id)`;

export type NamedBadgeAward = { badgeId: string; awardId: string; ledgerEntryId: string };

/**
 * Badges named by id (a challenge goal's) as `insertBadgeAwards` candidates, with the points each badge holds now:
 * only the city's badges that are not archived; an id that names no such badge gives nothing (ids are compared
 * as text, so a stale or malformed one never fails the caller's transaction).
 */
export const namedAwardCandidates = (cityId: string, awards: readonly NamedBadgeAward[]) =>
  sql`select b.id as badge_id, b.points, n.award_id, n.ledger_id
    from unnest(${unnestColumns(awards, [
      ['badgeId', 'text'],
      ['awardId', 'uuid'],
      ['ledgerEntryId', 'uuid'],
    ])}) as n(badge_id, award_id, ledger_id)
    join badges b on b.id::text = n.badge_id
    where b.city_id = ${cityId}::uuid and b.archived_at is null`;

/**
 * Gives the participant the badges `candidates` yields (badge_id, points, award_id, ledger_id), in one statement:
 * a `participant_badges` row each (`on conflict do nothing`: a badge already held is skipped, whoever got there
 * first), a `badge` ledger entry for each one awarded with points, and the balance raised by their sum. Answers
 * the badges this call awarded.
 */
export async function insertBadgeAwards(
  tx: Tx,
  participant: { participantId: string; cityId: string },
  candidates: SQL,
  at: Date,
): Promise<string[]> {
  const result = await tx.execute<{ badgeId: string }>(sql`
    with candidate as (${candidates}),
    awarded as (
      insert into participant_badges (id, participant_id, badge_id, awarded_at, ledger_entry_id)
      select c.award_id, ${participant.participantId}::uuid, c.badge_id, ${at}::timestamptz,
        case when c.points > 0 then c.ledger_id end
      from candidate c
      on conflict (participant_id, badge_id) do nothing
      returning badge_id, ledger_entry_id
    ),
    ledger as (
      insert into greenpoint_transactions
        (id, participant_id, city_id, transaction_type, transaction_value, created_by, created_at)
      select a.ledger_entry_id, ${participant.participantId}::uuid, ${participant.cityId}::uuid, 'badge', c.points,
        'badges', ${at}::timestamptz
      from awarded a join candidate c on c.badge_id = a.badge_id
      where a.ledger_entry_id is not null
      returning transaction_value
    ),
    credit as (
      update participants
      set greenpoint_balance = greenpoint_balance + (select sum(transaction_value) from ledger)
      where id = ${participant.participantId}::uuid and exists (select 1 from ledger)
      returning id
    )
    select badge_id as "badgeId" from awarded`);
  return result.rows.map(({ badgeId }) => badgeId);
}

/** How many participants hold each of these badges (an index-only count on participant_badges' badge index). */
export async function countBadgeHolders(db: Executor, badgeIds: readonly string[]) {
  if (badgeIds.length === 0) return new Map<string, number>();
  const result = await db.execute<{ badgeId: string; holders: number | string }>(sql`
    select badge_id as "badgeId", count(*) as holders from participant_badges
    where badge_id = any(${sql.param(badgeIds)}::uuid[])
    group by badge_id`);
  return new Map(result.rows.map((row) => [row.badgeId, Number(row.holders)]));
}
