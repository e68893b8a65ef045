import {
  mailerLiteGroupSchema,
  mailerLiteSettingsInput,
  mailerLiteSettingsSchema,
  mailerLiteSyncResultSchema,
} from '@mobiverte/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataResponse } from '../../lib/data-response.ts';
import { syncMailerLiteFor } from './mailerlite-sync.service.ts';
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
  api.post(
    '/api/syncMailerLiteSubscriptions',
    {
      config: { permission: 'mailerlite.sync' },
      schema: {
        tags,
        summary:
          "Synchronises the city's mailing list now: adds the consenting participants to the group, takes out those who left; the returned timestamp is stored on the city",
        description: `\`partial\`: MailerLite refused some participants (counted in \`failed\`). Without a key and a group, 409 \`mailerlite_not_configured\`; one already running, 409 \`mailerlite_sync_running\`; a refused key, 400 \`mailerlite_key_rejected\`; MailerLite unreachable, 502 \`mailerlite_unreachable\`, or still limiting after its Retry-After, 503 \`mailerlite_rate_limited\`. ${FEATURE_NOTE}`,
        body: syncMailerLiteBody,
        response: { 200: dataResponse(mailerLiteSyncResultSchema) },
      },
    },
    async (request) => ({ data: await syncMailerLiteFor(deps, await request.getActor(), request.body.cityId) }),
  );
}
