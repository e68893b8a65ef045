import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cityParticipantOptionSchema,
  cityTripExportQuery,
  cityTripFilters,
  cityTripListQuery,
  cityTripListSchema,
  cityTripSchema,
  cityTripsByDistanceSchema,
  errorUserSchema,
  manualTripInput,
  manualTripResultSchema,
  participantOptionsQuery,
  tripCorrectionInput,
  tripCorrectionSchema,
} from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import { dataResponse } from '../../lib/data-response.ts';
import { exportCityTrips } from './city-trips.export.ts';
import {
  cityParticipantOptions,
  cityTripsByDistance,
  clearDanglingBranch,
  correctCityTrip,
  enterTrip,
  errorUsers,
  listCityTrips,
  tripCorrectionsOf,
} from './city-trips.service.ts';

const tags = ['city-trips'];
const tripParams = z.object({ tripId: z.uuid() });
const participantParams = z.object({ participantId: z.uuid() });

/** The city's trips (issue 16, `/users-sessions`): list, chart, export, admin-entered trips, corrections, error users. */
export async function registerCityTripRoutes(app: FastifyInstance, options: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  api.get(
    '/api/city-trips',
    {
      config: { permission: 'city-trips.read' },
      schema: {
        tags,
        description:
          'Every trip of the city admin’s city, paged and sorted, filtered by local days (`from`, `to`), mode, ' +
          'status (counted, not counted, pending review, rejected) and reason, source (app or manual), trips ' +
          'entered by an admin, organisation, distance band and participant.',
        querystring: cityTripListQuery,
        response: { 200: cityTripListSchema },
      },
    },
    async (request) => listCityTrips(db, await request.getActor(), request.query),
  );
  api.get(
    '/api/city-trips/by-distance',
    {
      config: { permission: 'city-trips.read' },
      schema: {
        tags,
        description:
          'The spec’s `get-sessions-by`: the trips of the same filters as the list, counted per distance band ' +
          '(0–2, 2–5, 5–10, 10–20, 20+ km) and mode, with their distance.',
        querystring: cityTripFilters,
        response: { 200: cityTripsByDistanceSchema },
      },
    },
    async (request) => cityTripsByDistance(db, await request.getActor(), request.query),
  );
  api.get(
    '/api/city-trips/export',
    {
      config: { permission: 'city-trips.read' },
      schema: {
        tags,
        description:
          'The trips of the list’s filters as a streamed CSV file (French conventions with `language=fr`); cells ' +
          'that a spreadsheet would read as formulas are neutralised.',
        querystring: cityTripExportQuery,
      },
    },
    async (request, reply) => {
      const file = exportCityTrips(db, await request.getActor(), request.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );
  api.get(
    '/api/city-trips/participants',
    {
      config: { permission: 'city-trips.read' },
      schema: {
        tags,
        description: 'The participant picker: the city’s participants by name or email (20 at most).',
        querystring: participantOptionsQuery,
        response: { 200: dataResponse(z.array(cityParticipantOptionSchema)) },
      },
    },
    async (request) => ({ data: await cityParticipantOptions(db, await request.getActor(), request.query.q) }),
  );
  api.post(
    '/api/city-trips',
    {
      config: { permission: 'city-trips.write' },
      schema: {
        tags,
        description:
          'A city admin enters a manual trip for a participant of the city: the participant API’s rules, limits ' +
          '(manual trips, km per trip), plausibility checks, ledger and rollups apply; the trip keeps who entered ' +
          'it. A trip refused unstored (overlapping another, impossible times) answers 400 `trip_not_recorded`.',
        body: manualTripInput,
        response: { 201: dataResponse(manualTripResultSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await enterTrip(db, await request.getActor(), request.body) }),
  );
  api.post(
    '/api/city-trips/:tripId/correction',
    {
      config: { permission: 'city-trips.write' },
      schema: {
        tags,
        description:
          'Corrects a trip’s mode or distance with a reason: the trip is rated again, its points move by a ' +
          '`CHANGE_POINTS` ledger entry, the balance and the statistics follow in one transaction and the ' +
          'original is kept in the audit trail. A trip waiting for review or rejected answers 409.',
        params: tripParams,
        body: tripCorrectionInput,
        response: { 200: dataResponse(z.object({ trip: cityTripSchema, pointsDelta: z.number().int() })) },
      },
    },
    async (request) => ({
      data: await correctCityTrip(db, await request.getActor(), request.params.tripId, request.body),
    }),
  );
  api.get(
    '/api/city-trips/:tripId/corrections',
    {
      config: { permission: 'city-trips.read' },
      schema: {
        tags,
        description: 'A trip’s audit trail: each correction with who, when, why, before and after.',
        params: tripParams,
        response: { 200: dataResponse(z.array(tripCorrectionSchema)) },
      },
    },
    async (request) => ({ data: await tripCorrectionsOf(db, await request.getActor(), request.params.tripId) }),
  );
  api.get(
    '/api/city-trips/error-users',
    {
      config: { permission: 'city-trips.read' },
      schema: {
        tags,
        description:
          'The error-users table: participants of the city whose data is inconsistent (trips refused repeatedly, ' +
          'a branch not of their organisation, a deactivated organisation, a duplicate email), with the reason.',
        response: { 200: z.object({ data: z.array(errorUserSchema), total: z.number().int() }) },
      },
    },
    async (request) => errorUsers(db, await request.getActor()),
  );
  api.post(
    '/api/city-trips/error-users/:participantId/clear-branch',
    {
      config: { permission: 'city-trips.write' },
      schema: {
        tags,
        description: 'Clears a participant’s branch when it is not of the participant’s organisation.',
        params: participantParams,
        response: { 200: dataResponse(z.object({ participantId: z.string(), cleared: z.boolean() })) },
      },
    },
    async (request) => ({
      data: await clearDanglingBranch(db, await request.getActor(), request.params.participantId),
    }),
  );
}
