import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  appUsageResponseSchema,
  connectedUsersResponseSchema,
  organisationsScoresResponseSchema,
  organisationsStatsResponseSchema,
  statsByResponseSchema,
  statsQuerySchema,
  topParticipantsQuerySchema,
  topParticipantsResponseSchema,
  totalResponseSchema,
} from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import { getOrganisationsScores, getOrganisationsStats } from './organisations-stats.service.ts';
import { registerSessionsStatsRoutes } from './sessions-stats.routes.ts';
import {
  getAppUsage,
  getConnectedUsers,
  getStatsBy,
  getTopParticipants,
  getTotal,
  type TotalName,
} from './stats.service.ts';
import { cityStatsQuerySchema, PERIOD_DESCRIPTION } from './stats.schemas.ts';

const SCOPE_DESCRIPTION =
  'ownerType organisation: that organisation’s admin or co-admins, or its city’s admins; ownerType city: that ' +
  'city’s admins. branchId narrows to one branch of the owner; withAllUsers=false leaves out, for a city, the ' +
  'participants who belong to no organisation (default true). Anything else answers 404.';

/** The single-number routes, `/api/statsApi/<path>`. */
export const TOTAL_ROUTES: Record<TotalName, { path: string; description: string }> = {
  'sustainable-distance': {
    path: 'get-total-sustainable-distance',
    description: 'Distance of the sustainable trips, in km (after the per-trip km limit).',
  },
  ghg: { path: 'get-total-ghg', description: 'Greenhouse gas avoided by the sustainable trips, in kg CO₂e.' },
  'sustainable-sessions': {
    path: 'get-total-sustainable-sessions',
    description: 'Sessions: the sustainable trips (any mode but solo car and still, ≥ 500 m and ≥ 2 min).',
  },
  greenpoints: { path: 'get-total-greenpoints', description: 'Greenpoints earned by the sustainable trips.' },
  'all-greenpoints': {
    path: 'get-all-greenpoints',
    description:
      'Greenpoints of every ledger credit: the trips’ (dated by their trip) plus positive greenpoint entries of ' +
      'any other type but SHOPPING, not cancelled, dated by their creation (participant’s current affiliation).',
  },
  'active-users-count': {
    path: 'get-total-active-users-count',
    description: 'Active users: distinct participants with at least one sustainable trip in the period.',
  },
  activities: {
    path: 'get-total-activities',
    description: 'Activities: participant-days with at least one sustainable trip.',
  },
  periods: { path: 'get-total-periods', description: 'Days of the period with at least one sustainable trip.' },
  users: {
    path: 'get-total-users',
    description: 'Participants registered in the scope today (the branch filter applies; not bounded by the period).',
  },
  organisations: {
    path: 'get-total-organisations',
    description: 'Organisations of the city (1 for an organisation).',
  },
  'organisations-with-activities': {
    path: 'get-total-organisations-with-activities',
    description: 'Organisations with at least one sustainable trip in the period.',
  },
};

export async function registerStatsRoutes(app: FastifyInstance, options: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const config = { permission: 'stats.read' as const };
  const describe = (text: string) => `${text}\n\n${SCOPE_DESCRIPTION}\n\n${PERIOD_DESCRIPTION}`;

  api.get(
    '/api/statsApi/v2/get-stats-by',
    {
      config,
      schema: {
        tags: ['statistics'],
        description: describe(
          'Totals and previous totals (the previous week, month or year; the same number of days before a range), a ' +
            'series per day (ranges up to 62 days), week (up to 186) or month, and the breakdown by mode.',
        ),
        querystring: statsQuerySchema,
        response: { 200: statsByResponseSchema },
      },
    },
    async (request) => getStatsBy(db, await request.getActor(), request.query),
  );
  for (const [total, route] of Object.entries(TOTAL_ROUTES) as [TotalName, (typeof TOTAL_ROUTES)[TotalName]][]) {
    api.get(
      `/api/statsApi/${route.path}`,
      {
        config,
        schema: {
          tags: ['statistics'],
          description: describe(route.description),
          querystring: statsQuerySchema,
          response: { 200: totalResponseSchema },
        },
      },
      async (request) => getTotal(db, await request.getActor(), request.query, total),
    );
  }
  api.get(
    '/api/statsApi/get-organisations-scores',
    {
      config,
      schema: {
        tags: ['statistics'],
        description: describe(
          'Score 0–100 = 40 % share of employees active + 40 % greenhouse gas per employee against the best ' +
            'organisation of the same size band in the city + 20 % share of participants who do not usually commute ' +
            'by car. averageScoreAllOrganisations: mean score of the size band in the city (of every organisation for ' +
            'a city).',
        ),
        querystring: statsQuerySchema,
        response: { 200: organisationsScoresResponseSchema },
      },
    },
    async (request) => getOrganisationsScores(db, await request.getActor(), request.query),
  );
  api.get(
    '/api/statsApi/v2/get-top-participants',
    {
      config,
      schema: {
        tags: ['statistics'],
        description: describe('The participants with the most sustainable trips in the period (then distance).'),
        querystring: topParticipantsQuerySchema,
        response: { 200: topParticipantsResponseSchema },
      },
    },
    async (request) => getTopParticipants(db, await request.getActor(), request.query),
  );
  api.get(
    '/api/statsApi/v2/get-organisations-stats',
    {
      config: { permission: 'city-stats.read' },
      schema: {
        tags: ['statistics'],
        description: describe('Every organisation of the city with its figures over the period and its score.'),
        querystring: cityStatsQuerySchema,
        response: { 200: organisationsStatsResponseSchema },
      },
    },
    async (request) => getOrganisationsStats(db, await request.getActor(), request.query),
  );
  api.get(
    '/api/statsApi/v2/get-app-usage',
    {
      config,
      schema: {
        tags: ['statistics'],
        description: describe(
          'Participants whose app last reported itself online, participants, active users, and active users and ' +
            'sessions per bucket.',
        ),
        querystring: statsQuerySchema,
        response: { 200: appUsageResponseSchema },
      },
    },
    async (request) => getAppUsage(db, await request.getActor(), request.query),
  );
  api.get(
    '/api/statsApi/v2/get-connected-users',
    {
      config,
      schema: {
        tags: ['statistics'],
        description: describe(
          'The spec’s “connected users get”: the participants of the scope whose app last reported itself online, ' +
            'the most recent first (at most 100), and how many are online in all.',
        ),
        querystring: statsQuerySchema,
        response: { 200: connectedUsersResponseSchema },
      },
    },
    async (request) => getConnectedUsers(db, await request.getActor(), request.query),
  );
  await registerSessionsStatsRoutes(app, options);
}
