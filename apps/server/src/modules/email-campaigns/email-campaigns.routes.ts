import {
  emailCampaignInput,
  emailCampaignListQuery,
  emailCampaignListSchema,
  emailCampaignSchema,
  emailTestResultSchema,
} from '@mobiverte/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataResponse } from '../../lib/data-response.ts';
import {
  cancelEmailCampaign,
  createEmailCampaign,
  editEmailCampaign,
  getEmailCampaign,
  listEmailCampaignsFor,
  removeEmailCampaign,
  sendTestEmail,
  type EmailCampaignContext,
} from './email-campaigns.service.ts';
import { registerUnsubscribeRoutes } from './unsubscribe.routes.ts';

const campaignParams = z.object({ emailId: z.uuid() });

/** Email campaigns (issue 18): a city or an organisation writes, tests, plans and follows its emails. */
export async function registerEmailCampaignRoutes(app: FastifyInstance, context: EmailCampaignContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const tags = ['emails'];
  api.get(
    '/api/emails',
    {
      config: { permission: 'emails.read' },
      schema: {
        tags,
        summary:
          "The sender's campaigns (being sent and scheduled first, then drafts, then the others), paged, with the count of each state and the figures of those started",
        querystring: emailCampaignListQuery,
        response: { 200: emailCampaignListSchema },
      },
    },
    async (request) => listEmailCampaignsFor(db, await request.getActor(), request.query),
  );
  api.post(
    '/api/emails',
    {
      config: { permission: 'emails.write' },
      schema: {
        tags,
        summary:
          'Writes a campaign: a draft (no plannedAt) or scheduled (a date to come; now sends at once); its HTML is sanitised and its text part derived',
        description:
          "A name used by another of the sender's campaigns: 409 `email_name_taken`. A past date: 400 `email_campaign_in_past`. Another's organisation or branch in the audience: 400 `audience_out_of_scope`.",
        body: emailCampaignInput,
        response: { 201: dataResponse(emailCampaignSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createEmailCampaign(context, await request.getActor(), request.body) }),
  );
  api.get(
    '/api/emails/:emailId',
    {
      config: { permission: 'emails.read' },
      schema: {
        tags,
        summary: 'One campaign with its figures (targeted, sent, failed, pending, unsubscribed)',
        params: campaignParams,
        response: { 200: dataResponse(emailCampaignSchema) },
      },
    },
    async (request) => ({ data: await getEmailCampaign(db, await request.getActor(), request.params.emailId) }),
  );
  api.put(
    '/api/emails/:emailId',
    {
      config: { permission: 'emails.write' },
      schema: {
        tags,
        summary: 'Replaces a campaign that has not started sending (409 `email_campaign_not_editable` after)',
        params: campaignParams,
        body: emailCampaignInput,
        response: { 200: dataResponse(emailCampaignSchema) },
      },
    },
    async (request) => ({
      data: await editEmailCampaign(context, await request.getActor(), request.params.emailId, request.body),
    }),
  );
  api.delete(
    '/api/emails/:emailId',
    {
      config: { permission: 'emails.write' },
      schema: {
        tags,
        summary: 'Deletes a campaign that has not started sending',
        params: campaignParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeEmailCampaign(db, await request.getActor(), request.params.emailId);
      return reply.status(204).send(null);
    },
  );
  api.post(
    '/api/emails/:emailId/cancel',
    {
      config: { permission: 'emails.write' },
      schema: {
        tags,
        summary: 'Cancels a scheduled campaign before it starts (409 `email_campaign_not_cancellable` otherwise)',
        params: campaignParams,
        response: { 200: dataResponse(emailCampaignSchema) },
      },
    },
    async (request) => ({ data: await cancelEmailCampaign(db, await request.getActor(), request.params.emailId) }),
  );
  api.post(
    '/api/emails/:emailId/test',
    {
      config: { permission: 'emails.read' },
      schema: {
        tags,
        summary: "Sends the campaign as it stands to the signed-in admin's own address, marked as a test",
        params: campaignParams,
        response: { 200: dataResponse(emailTestResultSchema) },
      },
    },
    async (request) => ({ data: await sendTestEmail(context, await request.getActor(), request.params.emailId) }),
  );
  await registerUnsubscribeRoutes(app, {
    db,
    authSecret: context.authSecret,
    brandName: context.brandName,
  });
}
