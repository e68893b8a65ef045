import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  carpoolMeetingPointsSchema,
  MAP_MAX_RANGE_DAYS,
  mapQuery,
  mapScopeQuery,
  MAP_PARTICIPANTS_CAP,
  POSTAL_AREAS_MAX_BYTES,
  postalAreasInput,
} from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import { dataResponse } from '../../lib/data-response.ts';
import { cityIdParams } from '../cities/cities.schemas.ts';
import {
  corridorMapSchema,
  heatMapSchema,
  mapConfigSchema,
  postalAreaMapSchema,
  postalAreasUploadSchema,
} from './maps.schemas.ts';
import { getCarpoolMeetingPoints } from './carpool-meeting-points.service.ts';
import { getCorridorMap, getHeatMap, getMapConfig } from './maps.service.ts';
import { getPostalAreaMap, uploadPostalAreas } from './postal-areas.service.ts';

const SCOPE_QUERY =
  'Exactly one of cityId (the city’s accounts: their city) and organisationId (its own accounts, or its city’s); ' +
  `startDate–endDate, the city’s days, both included, ${MAP_MAX_RANGE_DAYS} days at most (400 map_range_too_long, ` +
  'end_before_start). Another city’s or organisation’s id answers 404.';
const QUERY =
  `${SCOPE_QUERY} Hours like 7-9 (trips starting 7:00–8:59 local; 22-6 wraps past midnight); modes like ` +
  'bike,walk.';
const THRESHOLD =
  'A bin is shown only when at least the city’s minParticipants distinct participants made its trips in exactly ' +
  `this request’s filtered set; the others are left out, only counted. Participants are counted up to ${MAP_PARTICIPANTS_CAP}.`;

/** The maps (issue 19): hexagon bins and postal areas, always aggregated and thresholded on the server. */
export async function registerMapRoutes(app: FastifyInstance, options: { db: Db; styleUrl: string | null }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, styleUrl } = options;
  const tags = ['maps'];
  const config = { permission: 'maps.read' as const };
  api.get(
    '/api/maps/config',
    {
      config,
      schema: {
        tags,
        summary:
          'What the map pages need first: the basemap style (MAP_STYLE_URL, or null for the offline style), the threshold, the city’s centre and zoom',
        response: { 200: dataResponse(mapConfigSchema) },
      },
    },
    async (request) => ({ data: await getMapConfig(db, await request.getActor(), styleUrl) }),
  );
  api.get(
    '/api/maps/heat',
    {
      config,
      schema: {
        tags,
        summary: 'The heat map: H3 cells (resolution 8) the sustainable trips passed through',
        description: `${QUERY}\n\n${THRESHOLD}`,
        querystring: mapQuery,
        response: { 200: dataResponse(heatMapSchema) },
      },
    },
    async (request) => ({ data: await getHeatMap(db, await request.getActor(), request.query) }),
  );
  api.get(
    '/api/maps/corridors',
    {
      config,
      schema: {
        tags,
        summary: 'Corridors between neighbouring cells (both directions), with trips per mode, and start and end cells',
        description: `${QUERY}\n\n${THRESHOLD} Starts and ends are snapped to cells, never positions.`,
        querystring: mapQuery,
        response: { 200: dataResponse(corridorMapSchema) },
      },
    },
    async (request) => ({ data: await getCorridorMap(db, await request.getActor(), request.query) }),
  );
  api.get(
    '/api/maps/carpool-meeting-points',
    {
      config,
      schema: {
        tags,
        summary: 'Where the carpool matches of the scope’s events meet, as cells of the carpool grid',
        description:
          `${SCOPE_QUERY} The events are the city’s (cityId) or the ` +
          'organisation’s (organisationId); a match counts on its occurrence’s day, proposed, confirmed or shared. ' +
          'A cell (0.015° of latitude by 0.02° of longitude, as on an event’s map) is sent with its events, ' +
          'matches, distinct riders and distinct drivers only when at least the city’s minParticipants distinct ' +
          'riders meet in it (a meet point is its rider’s departure point); the others are left out, only counted. ' +
          'Never a meet point itself.',
        querystring: mapScopeQuery,
        response: { 200: dataResponse(carpoolMeetingPointsSchema) },
      },
    },
    async (request) => ({ data: await getCarpoolMeetingPoints(db, await request.getActor(), request.query) }),
  );
  api.get(
    '/api/maps/postal-areas',
    {
      config,
      schema: {
        tags,
        summary: 'The city’s postal areas with the figures of the participants living in each (home postal code)',
        description:
          `${QUERY} hours and modes do not apply here: the figures are the participants’ sustainable trips of the ` +
          'range. An area with fewer participants than the threshold, or with active participants but fewer than ' +
          'the threshold, is sent without figures.',
        querystring: mapQuery,
        response: { 200: dataResponse(postalAreaMapSchema) },
      },
    },
    async (request) => ({ data: await getPostalAreaMap(db, await request.getActor(), request.query) }),
  );
  api.put(
    '/api/cities/:cityId/postal-areas',
    {
      config: { permission: 'postal-areas.write' },
      bodyLimit: POSTAL_AREAS_MAX_BYTES,
      schema: {
        tags,
        summary: 'Uploads the city’s postal areas (replacing the earlier ones); city admins',
        description:
          'A GeoJSON FeatureCollection of Polygons or MultiPolygons, each with codeProperty (the property holding ' +
          'its postal code, chosen by the admin), at most 20 MB and 5,000 areas. Checked whole before anything is ' +
          'stored: 400 postal_areas_not_polygons, postal_areas_code_missing, postal_areas_duplicate_code, ' +
          'postal_areas_over_limit (the feature in details), 413 payload_too_large.',
        params: cityIdParams,
        body: postalAreasInput,
        response: { 200: dataResponse(postalAreasUploadSchema) },
      },
    },
    async (request) => ({
      data: await uploadPostalAreas(db, await request.getActor(), request.params.cityId, request.body),
    }),
  );
}
