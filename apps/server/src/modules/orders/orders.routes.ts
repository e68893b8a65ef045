import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { getTenantDashboard } from './tenant-dashboard.service.ts';
import { sendOrderSentEmail } from './order-email.service.ts';
import { exportOrders } from './orders.export.ts';
import {
  tenantDashboardQuerySchema,
  tenantDashboardSchema,
  orderDeliveryBodySchema,
  orderIdParams,
  orderListSchema,
  orderSchema,
  ordersExportQuerySchema,
  ordersQuerySchema,
  orderStatusBodySchema,
  sendOrderEmailBodySchema,
  sendOrderEmailResponseSchema,
  tenantIdParams,
} from './orders.schemas.ts';
import { changeOrderDelivery, changeOrderStatus, getOrder, listOrdersFor } from './orders.service.ts';
import { dataResponse } from '../../lib/data-response.ts';

export async function registerOrderRoutes(
  app: FastifyInstance,
  options: { db: Db; mailer: Mailer; brandName: string },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  api.get(
    '/api/orders',
    {
      config: { permission: 'orders.read' },
      schema: { tags: ['orders'], querystring: ordersQuerySchema, response: { 200: orderListSchema } },
    },
    async (request) => listOrdersFor(db, await request.getActor(), request.query),
  );
  api.get(
    '/api/orders/export',
    {
      config: { permission: 'orders.read' },
      schema: { tags: ['orders'], querystring: ordersExportQuerySchema },
    },
    async (request, reply) => {
      const file = await exportOrders(db, await request.getActor(), request.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );
  api.get(
    '/api/orders/:orderId',
    {
      config: { permission: 'orders.read' },
      schema: { tags: ['orders'], params: orderIdParams, response: { 200: dataResponse(orderSchema) } },
    },
    async (request) => ({ data: await getOrder(db, await request.getActor(), request.params.orderId) }),
  );
  api.patch(
    '/api/orders/:orderId/status',
    {
      config: { permission: 'orders.complete' },
      schema: {
        tags: ['orders'],
        params: orderIdParams,
        body: orderStatusBodySchema,
        response: { 200: dataResponse(orderSchema) },
      },
    },
    async (request) => ({
      data: await changeOrderStatus(db, await request.getActor(), request.params.orderId, request.body.status),
    }),
  );
  api.patch(
    '/api/orders/:orderId/delivery',
    {
      config: { permission: 'orders.complete' },
      schema: {
        tags: ['orders'],
        params: orderIdParams,
        body: orderDeliveryBodySchema,
        response: { 200: dataResponse(orderSchema) },
      },
    },
    async (request) => ({
      data: await changeOrderDelivery(db, await request.getActor(), request.params.orderId, request.body),
    }),
  );
  api.post(
    '/api/messagingApi/sendOrderSentEmail',
    {
      config: { permission: 'orders.notify' },
      schema: {
        tags: ['orders'],
        description:
          "A spec call (section 7, messagingApi): it keeps the cloud function's answer `{ status }` at the top level, not inside `data` like the other resources.",
        body: sendOrderEmailBodySchema,
        response: { 200: sendOrderEmailResponseSchema },
      },
    },
    async (request) => sendOrderSentEmail(options, await request.getActor(), request.body),
  );
  api.get(
    '/api/tenants/:tenantId/dashboard',
    {
      config: { permission: 'merchant-stats.read' },
      schema: {
        tags: ['orders'],
        params: tenantIdParams,
        querystring: tenantDashboardQuerySchema,
        response: { 200: dataResponse(tenantDashboardSchema) },
      },
    },
    async (request) => ({
      data: await getTenantDashboard(db, await request.getActor(), request.params.tenantId, request.query),
    }),
  );
}
