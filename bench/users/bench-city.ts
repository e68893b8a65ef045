import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/connection.ts';
import type { Tenancy } from '../../apps/server/src/test/test-world.ts';

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/**
 * A city of `count` participants for the benches that read participants (the users list, the participants' app):
 * the test tenancy plus 40 organisations with 3 branches each, the participants spread over them (names, emails,
 * postal codes, a carpool code and control points for a third), their whole-history rollups as the ingestion folds
 * `tripsEach` trips each (split over three modes), and `rawTrips` raw trips when asked for.
 */
export async function fillBenchCity(
  db: Db,
  world: Tenancy,
  { count, tripsEach, rawTrips }: { count: number; tripsEach: number; rawTrips: number },
) {
  const started = performance.now();
  await db.execute(sql`insert into organisations (city_id, region_id, name, email, invite_code, employees_count)
    select ${world.city.id}, ${world.region.id}, 'Organisation ' || n, 'org' || n || '@bench.example', 'BENCH' || n, 500
    from generate_series(1, 40) n`);
  await db.execute(sql`insert into branches (organisation_id, name)
    select o.id, o.name || ' — site ' || s from organisations o cross join generate_series(1, 3) s
    where o.city_id = ${world.city.id}`);
  // Participants spread over the organisations and their branches (the trigger gives each its totals row).
  await db.execute(sql`
    with orgs as (select id, row_number() over (order by id) - 1 as k from organisations where city_id = ${world.city.id}),
    brs as (select b.id, b.organisation_id, row_number() over (partition by b.organisation_id order by b.id) - 1 as k from branches b)
    insert into participants (city_id, organisation_id, branch_id, username, first_name, last_name, email, postal_code,
      carpool_code, experience_points, greenpoint_balance, joined_at, last_login)
    select ${world.city.id}, o.id, b.id, 'bench' || n,
      (array['Camille','Louis','Léa','Hugo','Chloé','Nathan','Emma','Gabriel','Alice','Jules'])[1 + n % 10],
      (array['Tremblay','Gagnon','Roy','Côté','Bouchard','Gauthier','Morin','Lavoie','Fortin','Gagné'])[1 + (n / 10) % 10] || ' ' || n,
      'participant' || n || '@bench.example', 'H' || (n % 9) || 'A ' || (n % 9) || 'B' || (n % 9),
      case when n % 3 = 0 then 'C' || lpad(n::text, 7, '0') end,
      (n::bigint * 7919) % 20000, (n::bigint * 104729) % 5000,
      now() - make_interval(days => ((n::bigint * 31) % 700)::int), now() - make_interval(hours => ((n::bigint * 13) % 2000)::int)
    from generate_series(1, ${count}) n
    join orgs o on o.k = n % 40
    join brs b on b.organisation_id = o.id and b.k = n % 3`);
  console.log(`${count} participants in ${seconds(started)} s`);
  const rollupsStarted = performance.now();
  // Each participant's history in three of the 21 modes, as the ingestion folds it (trips split 60/30/10 %).
  await db.execute(sql`
    insert into participant_mode_totals (participant_id, activity_type, trips, sessions, distance_m, ghg_mg, greenpoints, duration_s, calories)
    select p.id, (array['bike','walk','bus','metro','carpool','train','run','electric_bicycle','scooter','car'])[1 + (h + m.k * 3) % 10],
      t, s, s * (2500 + h % 4000), s * (2500 + h % 4000) * 210, s * 10, s * 900, s * 60
    from (select id, abs(hashtext(id::text)) as h from participants where city_id = ${world.city.id}) p
    cross join lateral (values (0, 0.6), (1, 0.3), (2, 0.1)) as m (k, share)
    cross join lateral (select greatest(1, round(${tripsEach} * m.share * (0.5 + (p.h % 100) / 100.0)))::int as t) tt
    cross join lateral (select (tt.t * 0.9)::int as s) ss
    on conflict do nothing`);
  await db.execute(sql`
    update participant_totals t set trips = m.trips, sessions = m.sessions, distance_m = m.distance_m, ghg_mg = m.ghg_mg,
      greenpoints = m.greenpoints, duration_s = m.duration_s, calories = m.calories,
      active_days = least(700, m.sessions / 2), last_trip_at = now() - make_interval(hours => abs(hashtext(t.participant_id::text)) % 4000),
      primary_mode = m.primary_mode
    from (select participant_id, sum(trips) trips, sum(sessions) sessions, sum(distance_m) distance_m, sum(ghg_mg) ghg_mg,
        sum(greenpoints) greenpoints, sum(duration_s) duration_s, sum(calories) calories,
        (array_agg(activity_type order by sessions desc))[1] as primary_mode
      from participant_mode_totals group by participant_id) m
    where m.participant_id = t.participant_id`);
  await db.execute(sql`
    insert into participant_control_points (participant_id, kind, address)
    select id, k.kind, (abs(hashtext(id::text)) % 9000 + 1) || ' ' || k.street || ', Laval'
    from participants cross join (values ('home', 'rue des Érables'), ('work', 'boulevard Saint-Martin')) as k (kind, street)
    where city_id = ${world.city.id} and abs(hashtext(id::text)) % 3 = 0`);
  const folded = await db.execute<{ trips: string }>(sql`select sum(trips)::text as trips from participant_totals`);
  console.log(`rollups as of ${folded.rows[0]!.trips} folded trips in ${seconds(rollupsStarted)} s`);
  if (rawTrips > 0) {
    const tripsStarted = performance.now();
    for (let done = 0; done < rawTrips; done += 200_000) {
      const batch = Math.min(200_000, rawTrips - done);
      await db.execute(sql`
        insert into trips (participant_id, client_id, city_id, organisation_id, branch_id, activity_type, start_time, end_time,
          local_day, distance_m, duration_s, source, counted, counted_distance_m, ghg_mg, greenpoints)
        select p.id, 'bench-' || (${done} + n), p.city_id, p.organisation_id, p.branch_id, 'bike',
          now() - make_interval(mins => n), now() - make_interval(mins => n) + interval '20 minutes',
          (now() - make_interval(mins => n))::date, 4000, 1200, 'app', true, 4000, 840000, 40
        from generate_series(1, ${batch}) n
        join lateral (select id, city_id, organisation_id, branch_id from participants
          where username = 'bench' || (1 + (${done} + n) % ${count})) p on true`);
    }
    console.log(`${rawTrips} raw trips in ${seconds(tripsStarted)} s`);
  }
  // autovacuum is off on the bench's PostgreSQL: VACUUM (the visibility map, so that index-only scans skip the
  // heap) and ANALYZE (the statistics) as autovacuum would after a load, so that the plans are the realistic ones
  await db.execute(sql`VACUUM ANALYZE`);
}
