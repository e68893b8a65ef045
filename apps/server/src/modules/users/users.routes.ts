import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireDashboardActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { dataResponse } from '../../lib/data-response.ts';
import { exportUsers } from './users.export.ts';
import {
  dataPolicyAcceptanceSchema,
  dataPolicyBodySchema,
  userExportLogSchema,
  userFilterOptionsSchema,
  userExportsQuerySchema,
  userListSchema,
  usersExportQuerySchema,
  usersQuerySchema,
} from './users.schemas.ts';
import { acceptDataPolicy, getFilterOptions, listExportLog, listUsers } from './users.service.ts';

/** The users list (issue 16): the city's participants (or an organisation's own), its export and its log. */
export async function registerUserRoutes(app: FastifyInstance, options: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  api.get(
    '/api/users',
    {
      config: { permission: 'users.read' },
      schema: {
        tags: ['users'],
        description:
          "The participants of the admin's city (an organisation's admins: their own, without the columns their data-use rights exclude), paged, sorted and filtered.",
        querystring: usersQuerySchema,
        response: { 200: userListSchema },
      },
    },
    async (request) => listUsers(db, await request.getActor(), request.query),
  );
  api.get(
    '/api/users/filter-options',
    {
      config: { permission: 'users.read' },
      schema: {
        tags: ['users'],
        description:
          "The organisations and branches the users list can be filtered by (the city's, or the organisation's own).",
        response: { 200: dataResponse(userFilterOptionsSchema) },
      },
    },
    async (request) => ({ data: await getFilterOptions(db, await request.getActor()) }),
  );
  api.get(
    '/api/users/export',
    {
      config: { permission: 'users.export' },
      schema: {
        tags: ['users'],
        description:
          "The list's current filter as CSV or Excel, streamed. Without `acceptDataPolicy=true`: 403 `data_policy_not_accepted`. Each export is logged.",
        querystring: usersExportQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await exportUsers(db, await request.getActor(), request.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('x-row-count', String(file.rowCount))
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );
  api.post(
    '/api/users/data-policy',
    {
      config: { permission: 'users.data-policy.accept' },
      schema: {
        tags: ['users'],
        description: 'Records that the admin accepts the current data-use policy (who, when, which version).',
        body: dataPolicyBodySchema,
        response: { 200: dataResponse(dataPolicyAcceptanceSchema) },
      },
    },
    async (request) => ({ data: await acceptDataPolicy(db, requireDashboardActor(await request.getActor())) }),
  );
  api.get(
    '/api/users/exports',
    {
      config: { permission: 'users.exports.read' },
      schema: {
        tags: ['users'],
        description: "The city's log of users-list exports, newest first.",
        querystring: userExportsQuerySchema,
        response: { 200: userExportLogSchema },
      },
    },
    async (request) => listExportLog(db, await request.getActor(), request.query.page, request.query.pageSize),
  );
}
