import { citySettingPatchSchema } from '@mobiverte/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection.ts';
import { dataResponse } from '../../lib/data-response.ts';
import {
  cityKindParams,
  cityParams,
  citySettingsResponseSchema,
  participantProgrammeSchema,
  settingsHistoryListSchema,
  settingsHistoryQuerySchema,
} from './city-settings.schemas.ts';
import {
  getCitySettings,
  getParticipantProgramme,
  listSettingsHistory,
  saveCitySetting,
} from './city-settings.service.ts';

/** The city's programme settings (issue 17): read and saved one field at a time, with their history. */
export async function registerCitySettingsRoutes(app: FastifyInstance, options: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const tags = ['settings'];
  api.get(
    '/api/cities/:cityId/settings',
    {
      config: { permission: 'city-settings.read' },
      schema: {
        tags,
        summary:
          "The city's settings, every kind for the city's accounts; an organisation's account reads the kinds that apply to its participants (not the admin emails)",
        params: cityParams,
        response: { 200: citySettingsResponseSchema },
      },
    },
    async (request) => ({ data: await getCitySettings(db, await request.getActor(), request.params.cityId) }),
  );
  api.patch(
    '/api/cities/:cityId/settings/:kind',
    {
      config: { permission: 'city-settings.write' },
      schema: {
        tags,
        summary:
          'Saves exactly one field of the kind (400 city_setting_one_field, city_setting_not_in_kind); it applies to trips posted afterwards and is kept in the history',
        params: cityKindParams,
        body: citySettingPatchSchema,
        response: { 200: citySettingsResponseSchema },
      },
    },
    async (request) => ({
      data: await saveCitySetting(
        db,
        await request.getActor(),
        request.params.cityId,
        request.params.kind,
        request.body,
      ),
    }),
  );
  api.get(
    '/api/cities/:cityId/settings/history',
    {
      config: { permission: 'city-settings-history.read' },
      schema: {
        tags,
        summary: "The changes of the city's settings, newest first: who, when, which field, old and new value",
        params: cityParams,
        querystring: settingsHistoryQuerySchema,
        response: { 200: settingsHistoryListSchema },
      },
    },
    async (request) => listSettingsHistory(db, await request.getActor(), request.params.cityId, request.query),
  );
  api.get(
    '/api/app/v2/programme',
    {
      config: { permission: 'participant-programme.read' },
      schema: {
        tags: ['participant'],
        summary:
          "The limits that concern the participant: points coefficient, points per trip per group of modes, manual trips, its organisation's limits, control points",
        response: { 200: dataResponse(participantProgrammeSchema) },
      },
    },
    async (request) => ({ data: await getParticipantProgramme(db, await request.getActor()) }),
  );
}
