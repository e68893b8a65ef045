import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CARPOOL_ADMIN_REQUEST_ACTIONS,
  CARPOOL_EVENT_ACTIONS,
  carpoolEventInput,
  carpoolEventSchema,
  carpoolMapSchema,
  carpoolMatchListQuery,
  carpoolMatchSchema,
  carpoolPageSchema,
  carpoolRequestListQuery,
  carpoolRequestSchema,
  type CarpoolAdminRequestAction,
  type CarpoolEventAction,
} from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import { dataResponse } from '../../lib/data-response.ts';
import { exportCarpoolEvent } from './carpool-events.export.ts';
import {
  carpoolEventIdParams,
  carpoolEventListSchema,
  carpoolExportQuery,
  carpoolMatchParams,
  carpoolPermitInput,
  carpoolRequestParams,
} from './carpool-events.schemas.ts';
import {
  changeCarpoolEventState,
  createCarpoolEvent,
  decideCarpoolMatch,
  decideCarpoolRequest,
  getCarpoolEvent,
  listCarpoolEventMatches,
  listCarpoolEventRequests,
  listCarpoolEventsFor,
  updateCarpoolEventFor,
  type CarpoolTrigger,
} from './carpool-events.service.ts';
import { getCarpoolEventMap } from './carpool-map.service.ts';

const tags = ['carpool'];
const OWNER =
  'An organisation’s admins (and co-admins) see and manage its own events, a city’s admins every event of the city.';

/** Carpool events (issue 20): the organisations' and the city's events, their requests and matches. */
export async function registerCarpoolEventRoutes(
  app: FastifyInstance,
  options: { db: Db; trigger: CarpoolTrigger; styleUrl: string | null },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, trigger, styleUrl } = options;
  const detail = { 200: dataResponse(carpoolEventSchema) };
  const read = { permission: 'carpool-events.read' as const };
  const write = { permission: 'carpool-events.write' as const };

  api.get(
    '/api/carpool-events',
    {
      config: read,
      schema: {
        tags,
        description: `The carpool events of the actor’s organisation, or of the whole city. ${OWNER}`,
        response: { 200: carpoolEventListSchema },
      },
    },
    async (request) => listCarpoolEventsFor(db, await request.getActor()),
  );
  api.post(
    '/api/carpool-events',
    {
      config: write,
      schema: {
        tags,
        description:
          'Creates a carpool event of the actor’s organisation (or of the city): a destination (one of the ' +
          'organisation’s branches, or an address with its point), once (a date, the meeting time on its weekday) ' +
          'or recurring (days of the week, a meeting time HH:mm per chosen day, optional start date and end date), ' +
          'and whether an admin validates its matches. The event opens at once.',
        body: carpoolEventInput,
        response: { 201: dataResponse(carpoolEventSchema) },
      },
    },
    async (request, reply) => {
      const event = await createCarpoolEvent(db, await request.getActor(), request.body);
      return reply.code(201).send({ data: event });
    },
  );
  api.get(
    '/api/carpool-events/:id',
    {
      config: read,
      schema: { tags, description: `One carpool event. ${OWNER}`, params: carpoolEventIdParams, response: detail },
    },
    async (request) => ({ data: await getCarpoolEvent(db, await request.getActor(), request.params.id) }),
  );
  api.put(
    '/api/carpool-events/:id',
    {
      config: write,
      schema: {
        tags,
        description:
          'Replaces a carpool event’s name, destination and schedule; a closed event answers 409. Coming days no longer met lose their requests and matches, days met at another time their matches (reason `schedule_changed`).',
        params: carpoolEventIdParams,
        body: carpoolEventInput,
        response: detail,
      },
    },
    async (request) => ({
      data: await updateCarpoolEventFor(db, await request.getActor(), request.params.id, request.body, trigger),
    }),
  );
  for (const action of Object.keys(CARPOOL_EVENT_ACTIONS) as CarpoolEventAction[]) {
    api.post(
      `/api/carpool-events/:id/${action}`,
      {
        config: write,
        schema: {
          tags,
          description: {
            open: 'Opens (or reopens) a paused event: participants register again and the engine matches them.',
            pause: 'Pauses an event: no new registrations and no new matches; confirmed matches stay.',
            close:
              'Closes an event for good: its live requests and matches are cancelled with the reason `event_closed` (409 once closed).',
          }[action],
          params: carpoolEventIdParams,
          response: detail,
        },
      },
      async (request) => ({
        data: await changeCarpoolEventState(db, await request.getActor(), request.params.id, action),
      }),
    );
  }
  api.get(
    '/api/carpool-events/:id/requests',
    {
      config: read,
      schema: {
        tags,
        description:
          'The participants’ requests of an event (the spec’s event requests table), optionally of one occurrence ' +
          'or one status, sorted and paged (pageSize ≤ 100). Departure areas are coarse (about 100 m), never addresses.',
        params: carpoolEventIdParams,
        querystring: carpoolRequestListQuery,
        response: { 200: carpoolPageSchema(carpoolRequestSchema) },
      },
    },
    async (request) => listCarpoolEventRequests(db, await request.getActor(), request.params.id, request.query),
  );
  api.get(
    '/api/carpool-events/:id/matches',
    {
      config: read,
      schema: {
        tags,
        description:
          'The matches of an event (the spec’s event matches table): proposed (processing), on hold for validation ' +
          '(active), confirmed (accepted) and ended, optionally of one occurrence or one status, sorted and paged.',
        params: carpoolEventIdParams,
        querystring: carpoolMatchListQuery,
        response: { 200: carpoolPageSchema(carpoolMatchSchema) },
      },
    },
    async (request) => listCarpoolEventMatches(db, await request.getActor(), request.params.id, request.query),
  );
  api.get(
    '/api/carpool-events/:id/map',
    {
      config: read,
      schema: {
        tags,
        description:
          'The event’s map: its destination, where its matches meet and where its participants leave from, as cells ' +
          'of a grid of 0.015° × 0.02° (about 1.7 × 1.5 km), never a request’s point; a meeting cell counts its matches and ' +
          'their distinct riders (a meet point is its rider’s departure point). An area counts its distinct ' +
          'drivers and riders (a request as both counts for both; requests removed or refused are left out); a cell ' +
          'with fewer distinct participants than the city’s map threshold (`mapMinParticipants`) is left out, only ' +
          `counted (hiddenAreas, hiddenMeetingPoints). styleUrl is the basemap (MAP_STYLE_URL, or null offline). ${OWNER}`,
        params: carpoolEventIdParams,
        response: { 200: dataResponse(carpoolMapSchema) },
      },
    },
    async (request) => ({
      data: await getCarpoolEventMap(db, await request.getActor(), request.params.id, styleUrl),
    }),
  );
  api.get(
    '/api/carpool-events/:id/export',
    {
      config: read,
      schema: {
        tags,
        description:
          'Every request (table=requests) or match (table=matches) of an event as a CSV file or an Excel workbook, ' +
          'in French, English or German (times in the city’s zone; French and German CSV use semicolons).',
        params: carpoolEventIdParams,
        querystring: carpoolExportQuery,
      },
    },
    async (request, reply) => {
      const file = await exportCarpoolEvent(db, await request.getActor(), request.params.id, request.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );
  const matchActions = {
    validate:
      'Validates a match: one on hold (active, both participants accepted) is confirmed (accepted); a proposal ' +
      'still awaiting its participants is pre-validated and confirmed when both accept. Other statuses answer 409.',
    reject: 'Rejects a proposed or on-hold match; its requests go back to the pool. Other statuses answer 409.',
    cancel:
      'Calls off a confirmed (accepted) or on-hold match; its requests go back to the pool and the occurrence is ' +
      'planned again. Other statuses answer 409.',
  } as const;
  for (const action of ['validate', 'reject', 'cancel'] as const) {
    api.post(
      `/api/carpool-events/:id/matches/:matchId/${action}`,
      {
        config: write,
        schema: {
          tags,
          description: matchActions[action],
          params: carpoolMatchParams,
          response: { 200: dataResponse(carpoolMatchSchema) },
        },
      },
      async (request) => {
        const { id, matchId } = request.params;
        return { data: await decideCarpoolMatch(db, await request.getActor(), id, matchId, { action }, trigger) };
      },
    );
  }
  api.post(
    '/api/carpool-events/:id/matches/:matchId/permit',
    {
      config: write,
      schema: {
        tags,
        description: 'Grants (granted: true) or withdraws the driver’s own parking permit on a live match.',
        params: carpoolMatchParams,
        body: carpoolPermitInput,
        response: { 200: dataResponse(carpoolMatchSchema) },
      },
    },
    async (request) => {
      const { id, matchId } = request.params;
      const decision = { action: 'permit' as const, granted: request.body.granted };
      return { data: await decideCarpoolMatch(db, await request.getActor(), id, matchId, decision) };
    },
  );
  const requestActions: Record<CarpoolAdminRequestAction, string> = {
    suspend:
      'Holds a request (active, proposed or confirmed): its live matches are called off and their partners go back ' +
      'to the pool; the engine leaves it out until it is released.',
    release: 'Releases a held (suspended) request back into the pool; the occurrence is planned again.',
    reject: 'Refuses a registration still waiting (active or proposed); its proposals are called off.',
    delete: 'Removes a request still in play; its live matches are called off and their partners go back to the pool.',
  };
  for (const action of Object.keys(CARPOOL_ADMIN_REQUEST_ACTIONS) as CarpoolAdminRequestAction[]) {
    api.post(
      `/api/carpool-events/:id/requests/:requestId/${action}`,
      {
        config: write,
        schema: {
          tags,
          description: `${requestActions[action]} A request in another status answers 409 carpool_invalid_transition.`,
          params: carpoolRequestParams,
          response: { 200: dataResponse(carpoolRequestSchema) },
        },
      },
      async (request) => {
        const { id, requestId } = request.params;
        return { data: await decideCarpoolRequest(db, await request.getActor(), id, requestId, action, trigger) };
      },
    );
  }
}
