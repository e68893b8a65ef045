import { badgeInput } from '@mobiverte/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { dataResponse } from '../../lib/data-response.ts';
import { badgeIdParams, badgeSchema, participantBadgeSchema } from './badges.schemas.ts';
import {
  archiveBadge,
  createBadge,
  editBadge,
  getBadge,
  listBadgesFor,
  listParticipantBadges,
  removeBadge,
  restoreBadge,
} from './badges.service.ts';

/** The city's badges (issue 17): managed from the dashboard, awarded at trip ingestion, read by the app. */
export async function registerBadgeRoutes(app: FastifyInstance, options: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const tags = ['badges'];
  api.get(
    '/api/badges',
    {
      config: { permission: 'badges.read' },
      schema: {
        tags,
        summary: "The city's badges by type, mode and level, each with how many participants hold it",
        response: { 200: dataResponse(z.array(badgeSchema)) },
      },
    },
    async (request) => ({ data: await listBadgesFor(db, await request.getActor()) }),
  );
  api.post(
    '/api/badges',
    {
      config: { permission: 'badges.write' },
      schema: {
        tags,
        summary:
          'Creates a badge; a level taken in its ladder (type and mode), or a quantity out of the levels’ order, answers 409 badge_ladder_conflict',
        body: badgeInput,
        response: { 201: dataResponse(badgeSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createBadge(db, await request.getActor(), request.body) }),
  );
  api.get(
    '/api/badges/:badgeId',
    {
      config: { permission: 'badges.read' },
      schema: { tags, summary: 'One badge', params: badgeIdParams, response: { 200: dataResponse(badgeSchema) } },
    },
    async (request) => ({ data: await getBadge(db, await request.getActor(), request.params.badgeId) }),
  );
  api.put(
    '/api/badges/:badgeId',
    {
      config: { permission: 'badges.write' },
      schema: {
        tags,
        summary: 'Replaces a badge; its holders keep it whatever the new quantity',
        params: badgeIdParams,
        body: badgeInput,
        response: { 200: dataResponse(badgeSchema) },
      },
    },
    async (request) => ({
      data: await editBadge(db, await request.getActor(), request.params.badgeId, request.body),
    }),
  );
  api.post(
    '/api/badges/:badgeId/archive',
    {
      config: { permission: 'badges.write' },
      schema: {
        tags,
        summary:
          'Archives a badge: no longer awarded, its level free in its ladder, shown to participants only once held; its holders keep it',
        params: badgeIdParams,
        response: { 200: dataResponse(badgeSchema) },
      },
    },
    async (request) => ({
      data: await archiveBadge(db, await request.getActor(), request.params.badgeId),
    }),
  );
  api.post(
    '/api/badges/:badgeId/restore',
    {
      config: { permission: 'badges.write' },
      schema: {
        tags,
        summary:
          'Restores an archived badge into its ladder; a level taken meanwhile, or a quantity out of order, answers 409 badge_ladder_conflict',
        params: badgeIdParams,
        response: { 200: dataResponse(badgeSchema) },
      },
    },
    async (request) => ({
      data: await restoreBadge(db, await request.getActor(), request.params.badgeId),
    }),
  );
  api.delete(
    '/api/badges/:badgeId',
    {
      config: { permission: 'badges.write' },
      schema: {
        tags,
        summary: 'Deletes a badge nobody holds (a held one answers 409 badge_held: archive it instead)',
        params: badgeIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeBadge(db, await request.getActor(), request.params.badgeId);
      return reply.status(204).send(null);
    },
  );
  api.get(
    '/api/app/v2/badges',
    {
      config: { permission: 'participant-badges.read' },
      schema: {
        tags: ['participant'],
        summary: "Every badge of the participant's city, with the participant's and the progress to the next level",
        response: { 200: dataResponse(z.array(participantBadgeSchema)) },
      },
    },
    async (request) => ({ data: await listParticipantBadges(db, await request.getActor()) }),
  );
}
