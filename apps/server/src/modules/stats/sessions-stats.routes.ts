import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  carpoolStatsQuerySchema,
  carpoolStatsResponseSchema,
  rawSessionsQuerySchema,
  rawSessionsResponseSchema,
  sessionsByQuerySchema,
  sessionsTracksBodySchema,
  sessionsTracksResponseSchema,
  tripMeasuresResponseSchema,
} from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import {
  getCarpoolStats,
  getSessionsBy,
  getSessionsTracks,
  listRawSessions,
  MAX_RAW_SESSIONS,
  MAX_TRACKS,
} from './sessions-stats.service.ts';
import { PERIOD_DESCRIPTION } from './stats.schemas.ts';

const OWN_SCOPE =
  'The actor’s own organisation (its admin or co-admins) or city (its admins); branchId narrows to a branch.';

export async function registerSessionsStatsRoutes(app: FastifyInstance, options: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const config = { permission: 'stats.read' as const };

  api.get(
    '/api/carpoolApi/get-stats-by',
    {
      config,
      schema: {
        tags: ['statistics'],
        description:
          'Carpool trips (modes carpool and carpool_electric_car, both always listed) of the organisation or city ' +
          'ownerId (ownerType optional), from the rollups; `carpool`: the figures of its carpool events (or of ' +
          'eventId) over the period’s occurrences: requests, drivers and seats filled of the confirmed matches, ' +
          'shared trips (matches whose carpool trip was recorded and linked), km and GHG saved against driving ' +
          `alone (the rider’s recorded distance, the driver’s when the rider recorded none).\n\n${PERIOD_DESCRIPTION}`,
        querystring: carpoolStatsQuerySchema,
        response: { 200: carpoolStatsResponseSchema },
      },
    },
    async (request) => getCarpoolStats(db, await request.getActor(), request.query),
  );
  api.get(
    '/api/sessionsStatsApi/get-raw-sessions-by',
    {
      config,
      schema: {
        tags: ['statistics'],
        description:
          `Raw trips, newest first, paged (pageSize ≤ 100) up to the ${MAX_RAW_SESSIONS} newest; total counts up to ` +
          `that cap (totalIsCapped). Sustainable sessions only; useAlternate=true lists every recorded trip, those ` +
          `that did not count with their reason. ${OWN_SCOPE}\n\n${PERIOD_DESCRIPTION}`,
        querystring: rawSessionsQuerySchema,
        response: { 200: rawSessionsResponseSchema },
      },
    },
    async (request) => listRawSessions(db, await request.getActor(), request.query),
  );
  api.get(
    '/api/sessionsStatsApi/get-sessions-by',
    {
      config,
      schema: {
        tags: ['statistics'],
        description:
          'Sustainable trips of one mode (activityType) and a recorded distance between distanceMin and distanceMax ' +
          '(whole km, both included: distanceMin=2&distanceMax=10 is 2,000 m to 10,000 m; a bound that is not a ' +
          'whole number of km answers 400 distance_not_whole_km): totals, per mode and per bucket. Read from the ' +
          `rollups (per band of distance when a bound is set), never from the raw trips. ${OWN_SCOPE}\n\n${PERIOD_DESCRIPTION}`,
        querystring: sessionsByQuerySchema,
        response: { 200: tripMeasuresResponseSchema },
      },
    },
    async (request) => getSessionsBy(db, await request.getActor(), request.query),
  );
  api.post(
    '/api/getSessionsTracks',
    {
      config: { permission: 'city-stats.read' },
      schema: {
        tags: ['statistics'],
        description:
          'Tracks of the city’s sustainable trips as a GeoJSON FeatureCollection of LineStrings (properties: ' +
          'activityType), decoded from their polylines: trips of the city’s days startDate–endDate starting between ' +
          'startTime and endTime (HH:mm local, both included; past midnight when startTime > endTime). At most ' +
          `${MAX_TRACKS}, the newest; truncated says when more matched. The city’s admins only.`,
        body: sessionsTracksBodySchema,
        response: { 200: sessionsTracksResponseSchema },
      },
    },
    // The JSON is written by the service (tracks-json.ts): a Buffer payload skips the response serializer.
    async (request, reply) => {
      const tracks = await getSessionsTracks(db, await request.getActor(), request.body);
      // The typed reply expects the object; the bytes are that object’s JSON (tracks-json.test.ts).
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(tracks.body);
    },
  );
}
