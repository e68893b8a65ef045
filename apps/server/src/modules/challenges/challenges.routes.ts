import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  challengeConfigurationInput,
  challengeConfigurationSchema,
  challengeDeletionSchema,
  challengeDetailSchema,
  challengeInput,
  challengeListQuery,
  challengeListSchema,
  challengeStatsSchema,
  challengeTemplateInput,
  challengeTemplateSchema,
  excludeUsersInput,
  leaderboardQuery,
  leaderboardSchema,
  challengeParticipantOptionSchema,
  challengeParticipantOptionsQuery,
  line,
  participantChallengeSchema,
} from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import { dataResponse } from '../../lib/data-response.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { answerChallenge, excludeUsers, getChallengeStats, getLeaderboard } from './challenge-results.service.ts';
import { getChallengeConfiguration, updateChallengeConfiguration } from './challenge-configuration.service.ts';
import { createChallengeTemplate, listChallengeTemplates } from './challenge-templates.service.ts';
import {
  cancelChallenge,
  createChallenge,
  deleteChallenge,
  getChallenge,
  listChallenges,
  listParticipantOptions,
  listRecipientOrganisations,
  updateChallenge,
} from './challenges.service.ts';
import {
  getParticipantChallenge,
  joinChallenge,
  leaveChallenge,
  listParticipantChallenges,
} from './participant-challenges.service.ts';

const idParams = z.object({ challengeId: z.uuid() });
const excludedSchema = z.object({ challengeId: z.string(), excludeUsers: z.array(z.string()) });
const tags = ['challenges'];

/** Challenges (issue 15): organisations' and cities' (dashboard), templates, and the participants' API. */
export async function registerChallengeRoutes(
  app: FastifyInstance,
  options: { db: Db; mailer: Mailer; appUrl: string },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const detail = { 200: dataResponse(challengeDetailSchema) };

  api.get(
    '/api/challenges',
    {
      config: { permission: 'challenges.read' },
      schema: {
        tags,
        description:
          'The challenges the actor sees in one tab (all, active, upcoming, draft, ended), paged and sorted.',
        querystring: challengeListQuery,
        response: { 200: challengeListSchema },
      },
    },
    async (request) => listChallenges(db, await request.getActor(), request.query),
  );
  api.post(
    '/api/challenges',
    {
      config: { permission: 'challenges.write' },
      schema: {
        tags,
        description:
          'Creates a challenge of the actor’s organisation (or city). `sentTo` sends it to organisations of the city, ' +
          'which receive it pending (the city’s `challenge_between_organisations` feature and its limit apply). ' +
          'Goal values are in km, minutes, kcal, sessions, kg or greenpoints.',
        body: challengeInput,
        response: { 201: dataResponse(challengeDetailSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createChallenge(db, await request.getActor(), request.body) }),
  );
  api.get(
    '/api/challenges/:challengeId',
    { config: { permission: 'challenges.read' }, schema: { tags, params: idParams, response: detail } },
    async (request) => ({ data: await getChallenge(db, await request.getActor(), request.params.challengeId) }),
  );
  api.put(
    '/api/challenges/:challengeId',
    {
      config: { permission: 'challenges.write' },
      schema: {
        tags,
        description:
          'Updates a challenge that is not over. A running challenge keeps its goal types and its start cannot ' +
          'move into the past; its participants’ progress is rebuilt when its dates or goals change.',
        params: idParams,
        body: challengeInput,
        response: detail,
      },
    },
    async (request) => ({
      data: await updateChallenge(db, await request.getActor(), request.params.challengeId, request.body),
    }),
  );
  api.delete(
    '/api/challenges/:challengeId',
    {
      config: { permission: 'challenges.write' },
      schema: {
        tags,
        description: 'Deletes a challenge; one with participants is cancelled instead (`outcome: cancelled`).',
        params: idParams,
        response: { 200: dataResponse(challengeDeletionSchema) },
      },
    },
    async (request) => ({ data: await deleteChallenge(db, await request.getActor(), request.params.challengeId) }),
  );
  api.post(
    '/api/challenges/:challengeId/cancel',
    { config: { permission: 'challenges.write' }, schema: { tags, params: idParams, response: detail } },
    async (request) => ({ data: await cancelChallenge(db, await request.getActor(), request.params.challengeId) }),
  );
  api.get(
    '/api/challenges/:challengeId/leaderboard',
    {
      config: { permission: 'challenges.read' },
      schema: {
        tags,
        description: 'The participants ranked on the individual goal’s measure (competition ranking), paged.',
        params: idParams,
        querystring: leaderboardQuery,
        response: { 200: leaderboardSchema },
      },
    },
    async (request) => getLeaderboard(db, await request.getActor(), request.params.challengeId, request.query),
  );
  api.get(
    '/api/challenges/:challengeId/stats',
    {
      config: { permission: 'challenges.read' },
      schema: {
        tags,
        description: 'Totals (`totalGreenhouseGazes`…), the collaborative progress and the organisations per employee.',
        params: idParams,
        response: { 200: dataResponse(challengeStatsSchema) },
      },
    },
    async (request) => ({ data: await getChallengeStats(db, await request.getActor(), request.params.challengeId) }),
  );
  for (const [path, answer] of [
    ['accept', 'accepted'],
    ['decline', 'declined'],
  ] as const) {
    api.post(
      `/api/challenges/:challengeId/${path}`,
      {
        config: { permission: 'challenges.answer' },
        schema: {
          tags,
          description: `The receiving organisation ${path}s a challenge sent to it, once, before it ends.`,
          params: idParams,
          response: detail,
        },
      },
      async (request) => ({
        data: await answerChallenge(options, await request.getActor(), request.params.challengeId, answer),
      }),
    );
  }
  api.post(
    '/api/app/v2/exclude-users-from-challenge/:challengeId',
    {
      config: { permission: 'challenges.write' },
      schema: {
        tags,
        description:
          'Excludes participants from a challenge (spec §7): off its leaderboard, no reward not yet credited.',
        params: idParams,
        body: excludeUsersInput,
        response: { 200: dataResponse(excludedSchema) },
      },
    },
    async (request) => ({
      data: await excludeUsers(db, await request.getActor(), request.params.challengeId, request.body),
    }),
  );
  api.post(
    '/api/app/v2/exclude-users-from-challenge',
    {
      config: { permission: 'challenges.write' },
      schema: { tags, description: 'Without a challenge id: answers 400 (`challengeId` is required).' },
    },
    async (request) => excludeUsers(db, await request.getActor(), undefined, { excludeUsers: [] }),
  );

  api.get(
    '/api/challenge-templates',
    {
      config: { permission: 'challenge-templates.read' },
      schema: { tags, response: { 200: dataResponse(z.array(challengeTemplateSchema)) } },
    },
    async (request) => ({ data: await listChallengeTemplates(db, await request.getActor()) }),
  );
  api.post(
    '/api/challenge-templates',
    {
      config: { permission: 'challenge-templates.write' },
      schema: { tags, body: challengeTemplateInput, response: { 201: dataResponse(challengeTemplateSchema) } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createChallengeTemplate(db, await request.getActor(), request.body) }),
  );

  api.get(
    '/api/challenges/recipient-organisations',
    {
      config: { permission: 'challenges.write' },
      schema: {
        tags,
        description:
          'The organisations of the city a challenge may be sent to, by name, the first 50 whose name contains ' +
          '`search` (the sending form’s picker); an organisation’s own is left out.',
        querystring: z.object({ search: line().max(100).optional() }),
        response: { 200: dataResponse(z.array(z.object({ id: z.string(), name: z.string() }))) },
      },
    },
    async (request) => ({ data: await listRecipientOrganisations(db, await request.getActor(), request.query.search) }),
  );

  api.get(
    '/api/challenges/participant-options',
    {
      config: { permission: 'challenges.write' },
      schema: {
        tags,
        description:
          'The participants a challenge may target or exclude (the form’s pickers): the organisation’s, or the ' +
          'city’s for a city admin; the first 50 by username whose username contains `search`, or the ones of ' +
          '`ids` (comma-separated, at most 200) to label those already chosen.',
        querystring: challengeParticipantOptionsQuery,
        response: { 200: dataResponse(z.array(challengeParticipantOptionSchema)) },
      },
    },
    async (request) => ({ data: await listParticipantOptions(db, await request.getActor(), request.query) }),
  );

  api.get(
    '/api/challenge-configuration',
    {
      config: { permission: 'challenges.read' },
      schema: {
        tags,
        description:
          'The city’s `challenge_configurations`: challenges between organisations granted or not, the limit on ' +
          'challenges an organisation may have sent at once (null: none) and, for an organisation, how many it has.',
        response: { 200: dataResponse(challengeConfigurationSchema) },
      },
    },
    async (request) => ({ data: await getChallengeConfiguration(db, await request.getActor()) }),
  );
  api.put(
    '/api/challenge-configuration',
    {
      config: { permission: 'challenge-configuration.write' },
      schema: {
        tags,
        body: challengeConfigurationInput,
        response: { 200: dataResponse(challengeConfigurationSchema) },
      },
    },
    async (request) => ({ data: await updateChallengeConfiguration(db, await request.getActor(), request.body) }),
  );

  const participantTags = ['participant'];
  api.get(
    '/api/app/v2/challenges',
    {
      config: { permission: 'participant-challenges.read' },
      schema: { tags: participantTags, response: { 200: dataResponse(z.array(participantChallengeSchema)) } },
    },
    async (request) => ({ data: await listParticipantChallenges(db, await request.getActor()) }),
  );
  api.get(
    '/api/app/v2/challenges/:challengeId',
    {
      config: { permission: 'participant-challenges.read' },
      schema: { tags: participantTags, params: idParams, response: { 200: dataResponse(participantChallengeSchema) } },
    },
    async (request) => ({
      data: await getParticipantChallenge(db, await request.getActor(), request.params.challengeId),
    }),
  );
  for (const [path, action] of [
    ['join', joinChallenge],
    ['leave', leaveChallenge],
  ] as const) {
    api.post(
      `/api/app/v2/challenges/:challengeId/${path}`,
      {
        config: { permission: 'participant-challenges.write' },
        schema: {
          tags: participantTags,
          description:
            path === 'join'
              ? 'Joins a challenge open to the participant (the organisation’s `challengePerUser` limit applies).'
              : 'Leaves a challenge before it ends; rewards already credited stay.',
          params: idParams,
          response: { 200: dataResponse(participantChallengeSchema) },
        },
      },
      async (request) => ({ data: await action(db, await request.getActor(), request.params.challengeId) }),
    );
  }
}
