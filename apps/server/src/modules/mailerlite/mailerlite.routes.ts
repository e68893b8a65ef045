import {
  mailerLiteGroupSchema,
  mailerLiteSettingsInput,
  mailerLiteSettingsSchema,
  mailerLiteSyncResultSchema,
  mailerLiteSyncStatusSchema,
} from '@mobiverte/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataResponse } from '../../lib/data-response.ts';
import { getMailerLiteSyncStatus, syncMailerLiteFor } from './mailerlite-sync.service.ts';
import {
  mailerLiteCityParams,
  mailerLiteSubscribersList,
  mailerLiteSubscribersQuery,
  syncMailerLiteBody,
} from './mailerlite.schemas.ts';
import {
  disconnectMailerLite,
  getMailerLiteSettings,
  listMailerLiteGroups,
  listMailerLiteSubscribers,
  saveMailerLiteSettings,
  type MailerLiteDeps,
} from './mailerlite.service.ts';

const FEATURE_NOTE = 'A city without the MailerLite feature answers 403 `mailerlite_not_granted`; another city, 404.';

/** The city's mailing list on MailerLite (issue 18): settings, groups, the synced participants and "sync now". */
export async function registerMailerLiteRoutes(app: FastifyInstance, options: { mailerlite: MailerLiteDeps }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = options.mailerlite;
  const tags = ['mailerlite'];
  api.get(
    '/api/cities/:cityId/mailerlite',
    {
      config: { permission: 'mailerlite.read' },
      schema: {
        tags,
        summary:
          'The mailing-list settings: whether a key is stored (its last 4 characters, never the key), the group, the last synchronisation and how many participants the list holds',
        description: FEATURE_NOTE,
        params: mailerLiteCityParams,
        response: { 200: dataResponse(mailerLiteSettingsSchema) },
      },
    },
    async (request) => ({
      data: await getMailerLiteSettings(deps, await request.getActor(), request.params.cityId),
    }),
  );
  api.put(
    '/api/cities/:cityId/mailerlite',
    {
      config: { permission: 'mailerlite.write' },
      schema: {
        tags,
        summary:
          'Saves the API key (write-only; omitted, the stored one is kept), the group and the nightly synchronisation',
        description: `A new key is tried on MailerLite first: refused, 400 \`mailerlite_key_rejected\`, and nothing is stored; it is stored encrypted (AES-256-GCM). A group must be one of the account's (400 \`validation_failed\` on \`groupId\`). ${FEATURE_NOTE}`,
        params: mailerLiteCityParams,
        body: mailerLiteSettingsInput,
        response: { 200: dataResponse(mailerLiteSettingsSchema) },
      },
    },
    async (request) => ({
      data: await saveMailerLiteSettings(deps, await request.getActor(), request.params.cityId, request.body),
    }),
  );
  api.delete(
    '/api/cities/:cityId/mailerlite',
    {
      config: { permission: 'mailerlite.write' },
      schema: {
        tags,
        summary:
          'Disconnects the MailerLite account: forgets the key, the group, the nightly synchronisation and the record of the synchronised participants (they stay in MailerLite)',
        description: `While a synchronisation runs, 409 \`mailerlite_sync_running\`. ${FEATURE_NOTE}`,
        params: mailerLiteCityParams,
        response: { 200: dataResponse(mailerLiteSettingsSchema) },
      },
    },
    async (request) => ({
      data: await disconnectMailerLite(deps, await request.getActor(), request.params.cityId),
    }),
  );
  api.get(
    '/api/cities/:cityId/mailerlite/groups',
    {
      config: { permission: 'mailerlite.read' },
      schema: {
        tags,
        summary: "The MailerLite account's groups, asked with the stored key, to choose the one to synchronise into",
        description: `Without a stored key, 409 \`mailerlite_not_configured\`. ${FEATURE_NOTE}`,
        params: mailerLiteCityParams,
        response: { 200: dataResponse(z.array(mailerLiteGroupSchema)) },
      },
    },
    async (request) => ({
      data: await listMailerLiteGroups(deps, await request.getActor(), request.params.cityId),
    }),
  );
  api.get(
    '/api/cities/:cityId/mailerlite/subscribers',
    {
      config: { permission: 'mailerlite.read' },
      schema: {
        tags,
        summary:
          'The connected users: the participants the synchronisations put in the group, most recently synced first, paged, found by name or email',
        description: FEATURE_NOTE,
        params: mailerLiteCityParams,
        querystring: mailerLiteSubscribersQuery,
        response: { 200: mailerLiteSubscribersList },
      },
    },
    async (request) => listMailerLiteSubscribers(deps, await request.getActor(), request.params.cityId, request.query),
  );
  api.get(
    '/api/cities/:cityId/mailerlite/sync',
    {
      config: { permission: 'mailerlite.read' },
      schema: {
        tags,
        summary:
          "The city's synchronisation: running with its progress (rows gone through of those counted at its start), or how the last one ended",
        description: `Read it every few seconds while \`status\` is \`running\`; a synchronisation started by the night's job or another admin shows here too. ${FEATURE_NOTE}`,
        params: mailerLiteCityParams,
        response: { 200: dataResponse(mailerLiteSyncStatusSchema) },
      },
    },
    async (request) => ({
      data: await getMailerLiteSyncStatus(deps, await request.getActor(), request.params.cityId),
    }),
  );
  api.post(
    '/api/syncMailerLiteSubscriptions',
    {
      config: { permission: 'mailerlite.sync' },
      schema: {
        tags,
        summary:
          "Synchronises the city's mailing list: adds the consenting participants to the group, takes out those who left; the end's timestamp is stored on the city",
        description: `The synchronisation runs in the background, in rounds of 100 participants whose progress is stored (a restarted server goes on where it stopped). This call starts one, or joins the one already running (another admin's or the night's: no second one starts), and waits a few seconds: ended by then, **200** with its result (\`timestamp\`, counts, \`state\`; \`partial\`: MailerLite refused some participants, counted in \`failed\`); still running, **202** with \`status: running\` and its \`progress\`, to follow on \`GET /api/cities/{cityId}/mailerlite/sync\`. Without a key and a group, 409 \`mailerlite_not_configured\`. Ended on an error within the wait: a refused key, 400 \`mailerlite_key_rejected\`; MailerLite unreachable, 502 \`mailerlite_unreachable\`, or still limiting after its Retry-After, 503 \`mailerlite_rate_limited\`. ${FEATURE_NOTE}`,
        body: syncMailerLiteBody,
        response: { 200: dataResponse(mailerLiteSyncResultSchema), 202: dataResponse(mailerLiteSyncStatusSchema) },
      },
    },
    async (request, reply) => {
      const outcome = await syncMailerLiteFor(deps, await request.getActor(), request.body.cityId);
      if ('running' in outcome) return reply.code(202).send({ data: outcome.running });
      return { data: outcome.finished };
    },
  );
}
