-- Completes a bench database whose load was stopped early (the in-process load of 10 M trips through
-- ingestTrips takes hours on a busy 2-core machine): every participant without a complete history receives a
-- copy of the history of a participant whose history was loaded through the rules (same trips, outcomes, points
-- and polylines; their own id, organisation and branch), with its `sessions` ledger entries; then every rollup
-- is rebuilt from the trips, as the ingestion folds them (apps/server/src/modules/trips/trip-rollups.ts).
--
--   psql -v ON_ERROR_STOP=1 -d mobiverte_bench_<timestamp> -f bench/stats/replicate-trips.sql
--
-- Not a load figure: the throughput of the ingestion is measured by bench-stats, never by this script.
\timing on
set session_replication_role = replica; -- the copies reference rows that exist: no foreign-key triggers
set work_mem = '256MB';
set maintenance_work_mem = '512MB';

begin;
-- Participants whose whole history was loaded (a bench participant gets about 2,500 trips).
create temp table templates as
  select participant_id, city_id, row_number() over (order by participant_id) - 1 as n
  from trips group by participant_id, city_id having count(*) >= 2400;
create temp table targets as
  select p.id, p.city_id, p.organisation_id, p.branch_id,
    (row_number() over (order by p.id) - 1) % (select count(*) from templates) as n,
    (row_number() over (order by p.id) - 1) / 100 as chunk
  from participants p where p.id not in (select participant_id from templates);
select (select count(*) from templates) as templates, (select count(*) from targets) as targets;
delete from greenpoint_transactions g using targets x where g.participant_id = x.id and g.transaction_type = 'sessions';
delete from trips t using targets x where t.participant_id = x.id;

do $$
declare
  last_chunk int := (select max(chunk) from targets);
begin
  for c in 0..coalesce(last_chunk, -1) loop
    with copied as (
      insert into trips (participant_id, client_id, city_id, organisation_id, branch_id, activity_type, start_time,
        end_time, local_day, distance_m, duration_s, geometry, source, counted, reason, counted_distance_m, ghg_mg,
        greenpoints, calories, happy_hour_multiplier)
      select x.id, t.client_id, x.city_id, x.organisation_id, x.branch_id, t.activity_type, t.start_time,
        t.end_time, t.local_day, t.distance_m, t.duration_s, t.geometry, t.source, t.counted, t.reason,
        t.counted_distance_m, t.ghg_mg, t.greenpoints, t.calories, t.happy_hour_multiplier
      from targets x
      join templates m on m.n = x.n
      join trips t on t.participant_id = m.participant_id
      where x.chunk = c
      returning id, participant_id, city_id, counted, greenpoints, end_time
    )
    insert into greenpoint_transactions (participant_id, city_id, transaction_type, point_kind, transaction_value,
      created_by, trip_id, created_at)
    select participant_id, city_id, 'sessions', 'greenpoint', greenpoints, 'trips', id, end_time
    from copied where counted and greenpoints > 0;
    raise notice 'chunk % of % copied at %', c, last_chunk, clock_timestamp();
  end loop;
end $$;

update participants p set greenpoint_balance = coalesce(
  (select sum(transaction_value) from greenpoint_transactions g where g.participant_id = p.id), 0)
where p.id in (select id from targets);

-- Every rollup, rebuilt from the trips.
truncate stats_daily, stats_monthly, stats_distance_daily, stats_distance_monthly, participant_stats_daily,
  participant_stats_monthly, participant_stats_yearly, participant_periods, stats_active_participants;

insert into stats_daily (scope_type, scope_id, day, activity_type, trips, sessions, distance_m, ghg_mg, greenpoints,
  duration_s, calories)
select s.scope_type, s.scope_id, t.local_day, t.activity_type, count(*), count(*) filter (where t.counted),
  coalesce(sum(t.counted_distance_m) filter (where t.counted), 0), coalesce(sum(t.ghg_mg) filter (where t.counted), 0),
  coalesce(sum(t.greenpoints) filter (where t.counted), 0), coalesce(sum(t.duration_s) filter (where t.counted), 0),
  coalesce(sum(t.calories) filter (where t.counted), 0)
from trips t
cross join lateral (values ('city', t.city_id), ('organisation', t.organisation_id), ('branch', t.branch_id))
  as s (scope_type, scope_id)
where s.scope_id is not null
group by 1, 2, 3, 4;

insert into stats_monthly (scope_type, scope_id, month, activity_type, trips, sessions, distance_m, ghg_mg,
  greenpoints, duration_s, calories)
select scope_type, scope_id, date_trunc('month', day)::date, activity_type, sum(trips), sum(sessions),
  sum(distance_m), sum(ghg_mg), sum(greenpoints), sum(duration_s), sum(calories)
from stats_daily group by 1, 2, 3, 4;

insert into stats_distance_daily (scope_type, scope_id, day, activity_type, distance_band, sessions, distance_m,
  ghg_mg, greenpoints, duration_s, calories)
select s.scope_type, s.scope_id, t.local_day, t.activity_type,
  (t.distance_m / 1000) * 2 + (case when t.distance_m % 1000 = 0 then 0 else 1 end),
  count(*), sum(t.counted_distance_m), sum(t.ghg_mg), sum(t.greenpoints), sum(t.duration_s), sum(t.calories)
from trips t
cross join lateral (values ('city', t.city_id), ('organisation', t.organisation_id), ('branch', t.branch_id))
  as s (scope_type, scope_id)
where t.counted and s.scope_id is not null
group by 1, 2, 3, 4, 5;

insert into stats_distance_monthly (scope_type, scope_id, month, activity_type, distance_band, sessions, distance_m,
  ghg_mg, greenpoints, duration_s, calories)
select scope_type, scope_id, date_trunc('month', day)::date, activity_type, distance_band, sum(sessions),
  sum(distance_m), sum(ghg_mg), sum(greenpoints), sum(duration_s), sum(calories)
from stats_distance_daily group by 1, 2, 3, 4, 5;

-- A bench participant never changes affiliation: the affiliation of any of its trips is the last one's.
insert into participant_stats_daily (participant_id, day, city_id, organisation_id, branch_id, trips, sessions,
  distance_m, ghg_mg, greenpoints, duration_s, calories)
select t.participant_id, t.local_day, t.city_id, t.organisation_id, t.branch_id, count(*),
  count(*) filter (where t.counted), coalesce(sum(t.counted_distance_m) filter (where t.counted), 0),
  coalesce(sum(t.ghg_mg) filter (where t.counted), 0), coalesce(sum(t.greenpoints) filter (where t.counted), 0),
  coalesce(sum(t.duration_s) filter (where t.counted), 0), coalesce(sum(t.calories) filter (where t.counted), 0)
from trips t group by 1, 2, 3, 4, 5;

insert into participant_stats_monthly (participant_id, month, city_id, organisation_id, branch_id, trips, sessions,
  distance_m, ghg_mg, greenpoints, duration_s, calories, active_days)
select participant_id, date_trunc('month', day)::date, city_id, organisation_id, branch_id, sum(trips),
  sum(sessions), sum(distance_m), sum(ghg_mg), sum(greenpoints), sum(duration_s), sum(calories),
  coalesce(bit_or(1 << (extract(day from day)::int - 1)) filter (where sessions > 0), 0)
from participant_stats_daily group by 1, 2, 3, 4, 5;

insert into participant_stats_yearly (participant_id, year, city_id, organisation_id, branch_id, trips, sessions,
  distance_m, ghg_mg, greenpoints, duration_s, calories, first_active_day)
select participant_id, date_trunc('year', day)::date, city_id, organisation_id, branch_id, sum(trips),
  sum(sessions), sum(distance_m), sum(ghg_mg), sum(greenpoints), sum(duration_s), sum(calories),
  min(day) filter (where sessions > 0)
from participant_stats_daily group by 1, 2, 3, 4, 5;

insert into participant_periods (participant_id, period_type, period_start, sessions)
select participant_id, p.period_type, date_trunc(p.period_type, day)::date, sum(sessions)
from participant_stats_daily cross join (values ('week'), ('year')) as p (period_type)
where sessions > 0 group by 1, 2, 3;

insert into stats_active_participants (scope_type, scope_id, period_type, period_start, participants)
select s.scope_type, s.scope_id, p.period_type,
  case when p.period_type = 'day' then d.day else date_trunc(p.period_type, d.day)::date end,
  count(distinct d.participant_id)
from participant_stats_daily d
cross join lateral (values ('city', d.city_id), ('organisation', d.organisation_id), ('branch', d.branch_id))
  as s (scope_type, scope_id)
cross join (values ('day'), ('week'), ('month'), ('year')) as p (period_type)
where d.sessions > 0 and s.scope_id is not null
group by 1, 2, 3, 4;
commit;

select count(*) as trips from trips;
