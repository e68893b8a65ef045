import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { presenceInput } from '@mobiverte/contracts';
import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { dataResponse } from '../../lib/data-response.ts';
import { writePresence } from './presence.service.ts';

export async function registerPresenceRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/presence',
    {
      config: { permission: 'presence.write' },
      schema: {
        tags: ['presence'],
        description:
          'The signed-in dashboard user’s own online status (spec §4): `visible` when the page shows and every ' +
          'minute while it does, `hidden` when it is hidden, `offline` when the page is left. Co-admins lists ' +
          'show a user online while the page is visible and the last heartbeat is recent.',
        body: presenceInput,
        response: { 200: dataResponse(z.object({ state: presenceInput.shape.state })) },
      },
    },
    async (request) => ({ data: await writePresence(db, await request.getActor(), request.body.state) }),
  );
}
