import type { Db } from '../../apps/server/src/db/connection.ts';
import { createRandom } from '../../apps/server/src/demo/random.ts';
import { toLocalDay } from '../../apps/server/src/modules/trips/local-time.ts';
import { enqueueMapChanges, type MapTrip } from '../../apps/server/src/rollups/map-fold.ts';
import type { BenchParticipant } from '../stats/bench-world.ts';
import { planBenchTrips, TRIPS_PER_DAY } from '../stats/trip-plan.ts';

/** Trips per transaction. */
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
  const trips: MapTrip[] = [];
  for (let index = 0; index * perParticipant < count; index++) {
    const home = homes[index % homes.length]!;
    const participant: BenchParticipant = { ...home, id: random.uuid(), cityId, email: null };
    const organisationId = organisationIds[index % organisationIds.length]!;
    for (const trip of planBenchTrips(participant, perParticipant, lastDay, seed)) {
      if (trip.activityType === 'car') continue;
      const startTime = new Date(trip.startTime);
      trips.push({
        participantId: participant.id,
        cityId,
        organisationId,
        activityType: trip.activityType,
        startTime,
        localDay: toLocalDay(startTime, home.timeZone),
        geometry: trip.geometry,
        counted: true,
        reviewStatus: null,
      });
    }
  }
  // In the order of their start, as ingestion queues a city's trips through the month: a fold's batch holds the
  // trips of a few hours of every participant, not the whole month of a few.
  trips.sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
  for (let start = 0; start < trips.length; start += CHUNK) {
    await db.transaction((tx) => enqueueMapChanges(tx, trips.slice(start, start + CHUNK), 1));
  }
  return trips.length;
}
