import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/connection.ts';
import { createRandom } from '../../apps/server/src/demo/random.ts';
import { toLocalDay } from '../../apps/server/src/modules/trips/local-time.ts';
import type { BenchParticipant } from '../stats/bench-world.ts';
import { planBenchTrips, TRIPS_PER_DAY } from '../stats/trip-plan.ts';

/** Rows per insert. */
const CHUNK = 5_000;

/**
 * Queues about `count` trips of the month of `lastDay` (its first day up to `lastDay`) for the maps, straight into
 * `map_trip_changes` — what ingestion queues for each counted trip with a path — without ingesting them: a map
 * as dense as a city's with ~10 M trips a year, which loading through ingestion would take hours to build here,
 * and the maps read nothing else of a trip. The trips are the bench's (`planBenchTrips`: four a day, a path from
 * home), of participants made up for them, each in one of the city's organisations and living around one of
 * `homes`; solo car trips, which never count, are left out. Answers how many were queued.
 */
export async function queueMonthOfTrips(
  db: Db,
  options: {
    cityId: string;
    organisationIds: readonly string[];
    homes: readonly BenchParticipant[];
    count: number;
    lastDay: string;
    seed: number;
  },
): Promise<number> {
  const { cityId, organisationIds, homes, count, lastDay, seed } = options;
  if (homes.length === 0 || organisationIds.length === 0) throw new Error('The city has no participants to copy');
  const days = Number(lastDay.slice(8, 10));
  const perParticipant = TRIPS_PER_DAY * days;
  const random = createRandom(seed, 'bench-maps:queue-month');
  const rows: (string | number)[][] = [];
  for (let index = 0; index * perParticipant < count; index++) {
    const home = homes[index % homes.length]!;
    const participant: BenchParticipant = { ...home, id: random.uuid(), cityId, email: null };
    const organisationId = organisationIds[index % organisationIds.length]!;
    for (const trip of planBenchTrips(participant, perParticipant, lastDay, seed)) {
      if (trip.activityType === 'car') continue;
      const localDay = toLocalDay(new Date(trip.startTime), home.timeZone);
      rows.push([participant.id, cityId, organisationId, trip.activityType, trip.startTime, localDay, trip.geometry!]);
    }
  }
  // In the order of their start, as ingestion queues a city's trips through the month: a fold's batch holds the
  // trips of a few hours of every participant, not the whole month of a few.
  rows.sort((a, b) => (a[4]! < b[4]! ? -1 : a[4]! > b[4]! ? 1 : 0));
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const column = (index: number) => chunk.map((row) => row[index]);
    await db.execute(sql`
      insert into map_trip_changes (sign, participant_id, city_id, organisation_id, activity_type, start_time, local_day, geometry)
      select 1, * from unnest(${sql.param(column(0))}::uuid[], ${sql.param(column(1))}::uuid[], ${sql.param(column(2))}::uuid[], ${sql.param(column(3))}::text[],
        ${sql.param(column(4))}::timestamptz[], ${sql.param(column(5))}::date[], ${sql.param(column(6))}::text[])`);
  }
  return rows.length;
}
