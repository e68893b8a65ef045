import type { FastifyInstance } from 'fastify';
import { MAILERLITE_STAND_IN_PATH } from '../../config.ts';
import { createMailerLiteStandIn } from './mailerlite.stand-in.ts';

/** The groups of the development stand-in; the demo world's Laval synchronises into the first. */
export const STAND_IN_GROUPS = [
  { id: '118432197812345601', name: 'Participants Mobiverte' },
  { id: '118432197812345602', name: 'Infolettre mobilité durable' },
] as const;

/**
 * Development only (config `mailerlite.standIn`): an in-memory MailerLite served by the app itself under
 * MAILERLITE_STAND_IN_PATH, which the app's MailerLite client calls through its loopback address. It accepts any
 * key and forgets everything when the process stops. Outside /api (no session, no permission) and the API's
 * description.
 */
export async function registerMailerLiteStandIn(app: FastifyInstance) {
  const standIn = createMailerLiteStandIn({ groups: STAND_IN_GROUPS.map((group) => ({ ...group })) });
  app.all(`${MAILERLITE_STAND_IN_PATH}/*`, { schema: { hide: true } }, async (request, reply) => {
    const answer = await standIn.handle({
      method: request.method,
      path: request.url.slice(MAILERLITE_STAND_IN_PATH.length),
      authorization: request.headers.authorization,
      body: request.body,
    });
    return reply
      .status(answer.status)
      .headers(answer.headers)
      .send(answer.status === 204 ? undefined : answer.body);
  });
}
