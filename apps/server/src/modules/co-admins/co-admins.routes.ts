import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import type { Auth } from '../../auth/auth.ts';
import { CLIENT_IP_HEADER } from '../../auth/auth.ts';
import { sendWebResponse } from '../../auth/auth.routes.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import {
  coAdminIdParams,
  coAdminListSchema,
  coAdminPatchSchema,
  coAdminSchema,
  confirmInvitationBodySchema,
  invitationParams,
  invitationSchema,
  inviteBodySchema,
} from './co-admins.schemas.ts';
import {
  deleteCoAdmin,
  inviteCoAdmin,
  listCoAdmins,
  updateCoAdmin,
  type InvitationContext,
} from './co-admins.service.ts';
import { confirmInvitation, getInvitation } from './invitations.service.ts';
import { dataResponse } from '../../lib/data-response.ts';

export async function registerCoAdminRoutes(app: FastifyInstance, options: InvitationContext & { auth: Auth }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  api.get(
    '/api/co-admins',
    { config: { permission: 'co-admins.read' }, schema: { tags: ['access'], response: { 200: coAdminListSchema } } },
    async (request) => listCoAdmins(db, await request.getActor()),
  );
  api.post(
    '/api/co-admins',
    {
      config: { permission: 'co-admins.manage' },
      schema: { tags: ['access'], body: inviteBodySchema, response: { 201: dataResponse(coAdminSchema) } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await inviteCoAdmin(options, await request.getActor(), request.body) }),
  );
  api.patch(
    '/api/co-admins/:id',
    {
      config: { permission: 'co-admins.manage' },
      schema: {
        tags: ['access'],
        params: coAdminIdParams,
        body: coAdminPatchSchema,
        response: { 200: dataResponse(coAdminSchema) },
      },
    },
    async (request) => ({ data: await updateCoAdmin(db, await request.getActor(), request.params.id, request.body) }),
  );
  api.delete(
    '/api/co-admins/:id',
    {
      config: { permission: 'co-admins.manage' },
      schema: { tags: ['access'], params: coAdminIdParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteCoAdmin(db, await request.getActor(), request.params.id);
      return reply.status(204).send(null);
    },
  );
  api.get(
    '/api/co-admin-invitations/:pendingId',
    {
      config: { permission: 'co-admin-invitations.respond' },
      schema: { tags: ['access'], params: invitationParams, response: { 200: dataResponse(invitationSchema) } },
    },
    async (request) => {
      await enforceRateLimit(db, `invitation:${request.ip}`, 60, 60);
      return { data: await getInvitation(db, request.params.pendingId) };
    },
  );
  api.post(
    '/api/co-admin-invitations/confirm',
    {
      config: { permission: 'co-admin-invitations.respond' },
      schema: { tags: ['access'], body: confirmInvitationBodySchema },
    },
    async (request, reply) => {
      await enforceRateLimit(db, `invitation:${request.ip}`, 60, 60);
      const headers = fromNodeHeaders(request.headers);
      headers.set(CLIENT_IP_HEADER, request.ip);
      return sendWebResponse(reply, await confirmInvitation(db, options.auth, request.body, headers));
    },
  );
}
