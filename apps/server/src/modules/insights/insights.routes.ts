import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alertDigestSettingsSchema,
  engagementAlertsResponseSchema,
  ownerTypeSchema,
  statsBreakdownQuerySchema,
  statsBreakdownResponseSchema,
} from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import { dataResponse } from '../../lib/data-response.ts';
import { PERIOD_DESCRIPTION } from '../stats/stats.schemas.ts';
import { getAlertDigestSettings, updateAlertDigestSettings } from './alert-digest.service.ts';
import { getEngagementAlerts } from './engagement-alerts.service.ts';
import { getStatsBreakdown } from './stats-breakdown.service.ts';

const alertsQuerySchema = z.object({
  ownerType: ownerTypeSchema,
  ownerId: z.uuid(),
  branchId: z.uuid().optional(),
});

/** Dashboards that explain themselves and warn (issue 21 §3): a card's breakdown, the week's alerts, the digest. */
export async function registerInsightsRoutes(app: FastifyInstance, options: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  api.get(
    '/api/stats/breakdown',
    {
      config: { permission: 'stats-breakdown.read' },
      schema: {
        tags: ['statistics'],
        summary: 'Why this number: what a dashboard card’s figure is made of',
        description:
          'The same owner, branch and period parameters as the card (`get-stats-by`), and the card’s `measure`. Every ' +
          'stored trip of the scope and days is under one outcome: counted, capped (counted, with the km beyond the ' +
          'organisation’s km per trip left out), refused by a rule (not_sustainable_mode: solo car or still; ' +
          'too_short: under 500 m; too_brief: under 2 minutes; manual_limit_reached) or flagged for review ' +
          '(pending_review, rejected_at_review). `figure` is the card’s figure from the counted outcomes. Modes of ' +
          'fewer participants than the city’s map threshold are grouped; participant names are given only to an ' +
          `admin who may read the participants and when the group reaches the threshold. Pages of 20 trips.\n\n${PERIOD_DESCRIPTION}`,
        querystring: statsBreakdownQuerySchema,
        response: { 200: statsBreakdownResponseSchema },
      },
    },
    async (request) => ({ data: await getStatsBreakdown(db, await request.getActor(), request.query) }),
  );
  api.get(
    '/api/alerts',
    {
      config: { permission: 'engagement-alerts.read' },
      schema: {
        tags: ['statistics'],
        summary: 'The week’s engagement alerts of an organisation or a city',
        description:
          'The last complete week (Monday to Sunday) against the week before: falls of 20 % or more (from at least ' +
          '5), participants active in the four weeks before and not in the week (names only for an admin who may ' +
          'read the participants), challenges ending within 7 days, and the queues the admin works in (orders to ' +
          'hand over, trips to review, products to approve for a city; challenges to answer for an organisation). ' +
          'Another city’s or organisation’s id answers 404.',
        querystring: alertsQuerySchema,
        response: { 200: engagementAlertsResponseSchema },
      },
    },
    async (request) => getEngagementAlerts(db, await request.getActor(), request.query),
  );
  api.get(
    '/api/me/alert-digest',
    {
      config: { permission: 'alert-digest.read' },
      schema: {
        tags: ['account'],
        summary: 'The signed-in admin’s weekly alerts digest: subscribed or not, and its language',
        response: { 200: dataResponse(alertDigestSettingsSchema) },
      },
    },
    async (request) => getAlertDigestSettings(db, await request.getActor()),
  );
  api.put(
    '/api/me/alert-digest',
    {
      config: { permission: 'alert-digest.write' },
      schema: {
        tags: ['account'],
        summary: 'Subscribes the signed-in admin to the weekly alerts digest (Mondays, 8:00 in the city), or not',
        body: alertDigestSettingsSchema,
        response: { 200: dataResponse(alertDigestSettingsSchema) },
      },
    },
    async (request) => updateAlertDigestSettings(db, await request.getActor(), request.body),
  );
}
