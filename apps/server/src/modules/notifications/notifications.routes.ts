import { deviceInput, notificationInput, notificationTemplateInput } from '@mobiverte/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { dataResponse } from '../../lib/data-response.ts';
import { forgetDevice, listMyDevices, listMyInbox, readInboxItem, registerDevice } from './inbox.service.ts';
import {
  deviceIdParams,
  deviceSchema,
  inboxItemParams,
  inboxItemSchema,
  inboxQuerySchema,
  inboxSchema,
  notificationIdParams,
  notificationListQuerySchema,
  notificationListSchema,
  notificationSchema,
  notificationTemplateIdParams,
  notificationTemplateListQuerySchema,
  notificationTemplateListSchema,
  notificationTemplateSchema,
} from './notifications.schemas.ts';
import {
  cancelNotification,
  createNotification,
  createNotificationTemplate,
  editNotificationTemplate,
  removeNotificationTemplate,
  editNotification,
  getNotification,
  listNotificationsFor,
  listNotificationTemplates,
  removeNotification,
  type DeliveryTrigger,
} from './notifications.service.ts';

const SCHEDULING =
  "`send`: `draft` keeps it, `now` sends it within the minute, `planned` at `plannedAt`, a local date-time (YYYY-MM-DDTHH:mm) of the city's time zone; a past one: 400 `notification_in_past`. A planned one may repeat daily or weekly until `repeatUntil` (a local day). A name the owner already uses: 409 `notification_name_taken`.";

/**
 * Notifications (issue 18): a city's or an organisation's, written on the dashboard and sent by the delivery job;
 * the participants' devices and inbox in the app's API.
 */
export async function registerNotificationRoutes(app: FastifyInstance, options: { db: Db; trigger?: DeliveryTrigger }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, trigger } = options;
  const tags = ['notifications'];
  api.get(
    '/api/notifications',
    {
      config: { permission: 'notifications.read' },
      schema: {
        tags,
        summary: "The owner's notifications (the city's own, or the organisation's), latest first, paged, with figures",
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema },
      },
    },
    async (request) => listNotificationsFor(db, await request.getActor(), request.query),
  );
  api.post(
    '/api/notifications',
    {
      config: { permission: 'notifications.write' },
      schema: {
        tags,
        summary: 'Writes a notification: a draft, sent now, or planned',
        description: SCHEDULING,
        body: notificationInput,
        response: { 201: dataResponse(notificationSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createNotification(db, await request.getActor(), request.body, trigger) }),
  );
  api.get(
    '/api/notifications/:notificationId',
    {
      config: { permission: 'notifications.read' },
      schema: {
        tags,
        summary: 'One notification with its delivery figures',
        params: notificationIdParams,
        response: { 200: dataResponse(notificationSchema) },
      },
    },
    async (request) => ({ data: await getNotification(db, await request.getActor(), request.params.notificationId) }),
  );
  api.put(
    '/api/notifications/:notificationId',
    {
      config: { permission: 'notifications.write' },
      schema: {
        tags,
        summary: 'Replaces a draft or a planned notification (one being sent or sent: 409 `notification_not_editable`)',
        description: SCHEDULING,
        params: notificationIdParams,
        body: notificationInput,
        response: { 200: dataResponse(notificationSchema) },
      },
    },
    async (request) => ({
      data: await editNotification(db, await request.getActor(), request.params.notificationId, request.body, trigger),
    }),
  );
  api.delete(
    '/api/notifications/:notificationId',
    {
      config: { permission: 'notifications.write' },
      schema: {
        tags,
        summary: "Deletes a notification and the participants' inbox items of it (not while it is being sent)",
        params: notificationIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeNotification(db, await request.getActor(), request.params.notificationId);
      return reply.status(204).send(null);
    },
  );
  api.post(
    '/api/notifications/:notificationId/cancel',
    {
      config: { permission: 'notifications.write' },
      schema: {
        tags,
        summary: 'Cancels a planned notification up to its sending (otherwise 409 `notification_not_cancellable`)',
        params: notificationIdParams,
        response: { 200: dataResponse(notificationSchema) },
      },
    },
    async (request) => ({
      data: await cancelNotification(db, await request.getActor(), request.params.notificationId),
    }),
  );
  api.get(
    '/api/notification-templates',
    {
      config: { permission: 'notification-templates.read' },
      schema: {
        tags,
        summary: "The templates to start from, paged and sorted: the owner's own and, for an organisation, its city's",
        querystring: notificationTemplateListQuerySchema,
        response: { 200: notificationTemplateListSchema },
      },
    },
    async (request) => listNotificationTemplates(db, await request.getActor(), request.query),
  );
  const TEMPLATE_NAME = 'A name the owner already uses (whatever its case): 409 `notification_template_name_taken`.';
  api.post(
    '/api/notification-templates',
    {
      config: { permission: 'notification-templates.write' },
      schema: {
        tags,
        summary: "Creates one of the owner's templates",
        description: TEMPLATE_NAME,
        body: notificationTemplateInput,
        response: { 201: dataResponse(notificationTemplateSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createNotificationTemplate(db, await request.getActor(), request.body) }),
  );
  api.put(
    '/api/notification-templates/:templateId',
    {
      config: { permission: 'notification-templates.write' },
      schema: {
        tags,
        summary: "Changes one of the owner's templates (a city's template is not its organisations' to change: 404)",
        description: TEMPLATE_NAME,
        params: notificationTemplateIdParams,
        body: notificationTemplateInput,
        response: { 200: dataResponse(notificationTemplateSchema) },
      },
    },
    async (request) => ({
      data: await editNotificationTemplate(db, await request.getActor(), request.params.templateId, request.body),
    }),
  );
  api.delete(
    '/api/notification-templates/:templateId',
    {
      config: { permission: 'notification-templates.write' },
      schema: {
        tags,
        summary: "Deletes one of the owner's templates (notifications written from it keep their text)",
        params: notificationTemplateIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeNotificationTemplate(db, await request.getActor(), request.params.templateId);
      return reply.status(204).send(null);
    },
  );
  registerInboxRoutes(app, db);
}

/** The app's side: its devices' push tokens and the participant's inbox. */
function registerInboxRoutes(app: FastifyInstance, db: Db) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['participant'];
  api.post(
    '/api/app/v2/me/devices',
    {
      config: { permission: 'participant-devices.write' },
      schema: {
        tags,
        summary: "Registers the device's push token (Expo or FCM); a known token moves to this participant",
        body: deviceInput,
        response: { 201: dataResponse(deviceSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await registerDevice(db, await request.getActor(), request.body) }),
  );
  api.get(
    '/api/app/v2/me/devices',
    {
      config: { permission: 'participant-devices.read' },
      schema: {
        tags,
        summary: "The participant's devices that receive notifications",
        response: { 200: dataResponse(z.array(deviceSchema)) },
      },
    },
    async (request) => ({ data: await listMyDevices(db, await request.getActor()) }),
  );
  api.delete(
    '/api/app/v2/me/devices/:deviceId',
    {
      config: { permission: 'participant-devices.write' },
      schema: {
        tags,
        summary: 'Forgets a device (signing out of the app): it receives no more push notifications',
        params: deviceIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await forgetDevice(db, await request.getActor(), request.params.deviceId);
      return reply.status(204).send(null);
    },
  );
  api.get(
    '/api/app/v2/me/notifications',
    {
      config: { permission: 'participant-notifications.read' },
      schema: {
        tags,
        summary: "The participant's inbox: the notifications received, newest first, paged, with the unread count",
        querystring: inboxQuerySchema,
        response: { 200: inboxSchema },
      },
    },
    async (request) => listMyInbox(db, await request.getActor(), request.query),
  );
  api.post(
    '/api/app/v2/me/notifications/:inboxItemId/read',
    {
      config: { permission: 'participant-notifications.write' },
      schema: {
        tags,
        summary: "Marks an inbox item opened (feeds the notification's `opened` figure, once)",
        params: inboxItemParams,
        response: { 200: dataResponse(inboxItemSchema) },
      },
    },
    async (request) => ({
      data: await readInboxItem(db, await request.getActor(), request.params.inboxItemId),
    }),
  );
}
