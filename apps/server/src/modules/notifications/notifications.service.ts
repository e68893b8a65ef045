import {
  instantToLocalDateTime,
  isNotificationEditable,
  isPlannedInPast,
  localDateTimeToInstant,
  NOTIFICATION_FIELD_MESSAGES,
  type MessageOwner,
  type NotificationInput,
  type NotificationRepeat,
  type NotificationState,
  type NotificationTemplateInput,
} from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import { authorize, requireDashboardActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { checkAudience, messageOwnerOf } from '../communication/audience.service.ts';
import { findCityTimeZone } from '../happy-hours/happy-hours.repository.ts';
import {
  cancelPlannedNotification,
  deleteIdleNotification,
  findOwnedNotification,
  insertNotification,
  listOwnerNotifications,
  deleteOwnedTemplate,
  insertTemplate,
  pageTemplatesFor,
  updateEditableNotification,
  updateOwnedTemplate,
  type NotificationRow,
} from './notifications.repository.ts';
import type {
  NotificationItem,
  NotificationListQuery,
  NotificationTemplateListQuery,
} from './notifications.schemas.ts';

/** Wakes the delivery job at once (a notification sent now); a no-op where this process runs no jobs. */
export type DeliveryTrigger = { wake: () => void };

const DEFAULT_TIME_ZONE = 'America/New_York';

export function toNotificationItem(row: NotificationRow): NotificationItem {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    content: row.content,
    audience: row.audience,
    state: row.state as NotificationState,
    plannedAt: row.plannedAt?.toISOString() ?? null,
    plannedLocal: row.plannedLocal,
    repeat: row.repeat as NotificationRepeat,
    repeatUntil: row.repeatUntil,
    occurrence: row.occurrence,
    figures: {
      targeted: row.targetedCount,
      delivered: row.deliveredCount,
      failed: row.failedCount,
      opened: row.openedCount,
    },
    sentAt: row.sentAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function ownerFor(
  actor: Actor,
  permission:
    'notifications.read' | 'notifications.write' | 'notification-templates.read' | 'notification-templates.write',
) {
  const dashboard = requireDashboardActor(actor);
  const owner = messageOwnerOf(dashboard);
  authorize(dashboard, permission, owner);
  return { dashboard, owner };
}

async function timeZoneOf(db: Db, cityId: string) {
  return (await findCityTimeZone(db, cityId)) ?? DEFAULT_TIME_ZONE;
}

/** The owner's notifications, latest first, with the count of each view and the city's time zone. */
export async function listNotificationsFor(db: Db, actor: Actor, query: NotificationListQuery) {
  const { owner } = ownerFor(actor, 'notifications.read');
  const { rows, counts } = await listOwnerNotifications(db, owner, {
    view: query.view,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const total = query.view ? counts[query.view] : counts.sent + counts.scheduled + counts.draft + counts.cancelled;
  return { data: rows.map(toNotificationItem), total, counts, timeZone: await timeZoneOf(db, owner.cityId) };
}

async function findOwned(db: Db, owner: MessageOwner, notificationId: string) {
  const row = await findOwnedNotification(db, owner, notificationId);
  if (!row) throw notFound();
  return row;
}

export async function getNotification(db: Db, actor: Actor, notificationId: string) {
  const { owner } = ownerFor(actor, 'notifications.read');
  return toNotificationItem(await findOwned(db, owner, notificationId));
}

/**
 * The columns an input sets: the audience checked for its owner, the state and the planned instant from the local
 * date-time in the city's time zone (a past one refused: 400 `notification_in_past`).
 */
async function columnsOf(db: Db, owner: MessageOwner, input: NotificationInput, now: Date) {
  const audience = await checkAudience(db, owner, input.audience);
  const timeZone = await timeZoneOf(db, owner.cityId);
  let plannedLocal: string | null = null;
  let plannedAt: Date | null = null;
  if (input.send === 'now') {
    plannedAt = now;
    plannedLocal = instantToLocalDateTime(now, timeZone);
  } else if (input.send === 'planned' && input.plannedAt) {
    if (isPlannedInPast(input.plannedAt, timeZone, now)) {
      throw badRequest('notification_in_past', NOTIFICATION_FIELD_MESSAGES.inPast, [
        { path: 'plannedAt', message: NOTIFICATION_FIELD_MESSAGES.inPast },
      ]);
    }
    plannedLocal = input.plannedAt;
    plannedAt = new Date(localDateTimeToInstant(input.plannedAt, timeZone));
  }
  const repeat = input.send === 'planned' ? input.repeat : 'none';
  return {
    name: input.name,
    title: input.title,
    content: input.content,
    audience,
    state: input.send === 'draft' ? 'draft' : 'scheduled',
    plannedLocal,
    plannedAt,
    repeat,
    repeatUntil: repeat === 'none' ? null : (input.repeatUntil ?? null),
  } as const;
}

/** A unique violation of the name: "notification name already used" (spec §8). */
function nameTaken(error: unknown): never {
  if (isUniqueViolation(error)) {
    const taken = new AppError(409, 'notification_name_taken', 'This notification name is already used', [
      { path: 'name', message: 'This notification name is already used' },
    ]);
    throw taken;
  }
  throw error;
}

export async function createNotification(
  db: Db,
  actor: Actor,
  input: NotificationInput,
  trigger?: DeliveryTrigger,
  now = new Date(),
) {
  const { dashboard, owner } = ownerFor(actor, 'notifications.write');
  const columns = await columnsOf(db, owner, input, now);
  const row = await insertNotification(db, {
    ...columns,
    cityId: owner.cityId,
    organisationId: owner.organisationId,
    createdBy: dashboard.userId,
    updatedBy: dashboard.userId,
    createdAt: now,
    updatedAt: now,
  }).catch(nameTaken);
  if (input.send === 'now') trigger?.wake();
  return toNotificationItem(row);
}

const notEditable = () =>
  conflict('notification_not_editable', 'This notification is being sent, sent, cancelled or failed');

/** Replaces a draft or a planned notification; one that the job took meanwhile is refused (409). */
export async function editNotification(
  db: Db,
  actor: Actor,
  notificationId: string,
  input: NotificationInput,
  trigger?: DeliveryTrigger,
  now = new Date(),
) {
  const { dashboard, owner } = ownerFor(actor, 'notifications.write');
  const current = await findOwned(db, owner, notificationId);
  if (!isNotificationEditable(current.state as NotificationState)) throw notEditable();
  const columns = await columnsOf(db, owner, input, now);
  const row = await updateEditableNotification(db, notificationId, {
    ...columns,
    updatedBy: dashboard.userId,
    updatedAt: now,
  }).catch(nameTaken);
  if (!row) throw notEditable();
  if (input.send === 'now') trigger?.wake();
  return toNotificationItem(row);
}

export async function cancelNotification(db: Db, actor: Actor, notificationId: string, now = new Date()) {
  const { owner } = ownerFor(actor, 'notifications.write');
  await findOwned(db, owner, notificationId);
  const row = await cancelPlannedNotification(db, notificationId, now);
  if (!row) throw conflict('notification_not_cancellable', 'Only a planned notification can be cancelled');
  return toNotificationItem(row);
}

/** Deletes a notification (not while it is being sent): the participants' inbox items of it go too. */
export async function removeNotification(db: Db, actor: Actor, notificationId: string) {
  const { owner } = ownerFor(actor, 'notifications.write');
  await findOwned(db, owner, notificationId);
  if (!(await deleteIdleNotification(db, notificationId))) throw notEditable();
}

type TemplateRow = Awaited<ReturnType<typeof pageTemplatesFor>>['rows'][number];

function toTemplateItem(owner: MessageOwner, row: TemplateRow) {
  const own = row.organisationId === owner.organisationId;
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    content: row.content,
    shared: !own,
    editable: own,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The templates the owner may use, paged and sorted: its own and, for an organisation, its city's. */
export async function listNotificationTemplates(db: Db, actor: Actor, query: NotificationTemplateListQuery) {
  const { owner } = ownerFor(actor, 'notification-templates.read');
  const { rows, total } = await pageTemplatesFor(db, owner, {
    sort: query.sort,
    order: query.order,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { data: rows.map((row) => toTemplateItem(owner, row)), total };
}

/** A unique violation of a template's name: 409 `notification_template_name_taken`. */
function templateNameTaken(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new AppError(409, 'notification_template_name_taken', 'This template name is already used', [
      { path: 'name', message: 'This template name is already used' },
    ]);
  }
  throw error;
}

export async function createNotificationTemplate(
  db: Db,
  actor: Actor,
  input: NotificationTemplateInput,
  now = new Date(),
) {
  const { dashboard, owner } = ownerFor(actor, 'notification-templates.write');
  const row = await insertTemplate(db, {
    ...input,
    cityId: owner.cityId,
    organisationId: owner.organisationId,
    createdBy: dashboard.userId,
    updatedBy: dashboard.userId,
    createdAt: now,
    updatedAt: now,
  }).catch(templateNameTaken);
  return toTemplateItem(owner, row);
}

/** Changes one of the owner's templates (a city's template is not its organisations' to change: 404 for them). */
export async function editNotificationTemplate(
  db: Db,
  actor: Actor,
  templateId: string,
  input: NotificationTemplateInput,
  now = new Date(),
) {
  const { dashboard, owner } = ownerFor(actor, 'notification-templates.write');
  const row = await updateOwnedTemplate(db, owner, templateId, {
    ...input,
    updatedBy: dashboard.userId,
    updatedAt: now,
  }).catch(templateNameTaken);
  if (!row) throw notFound();
  return toTemplateItem(owner, row);
}

export async function removeNotificationTemplate(db: Db, actor: Actor, templateId: string) {
  const { owner } = ownerFor(actor, 'notification-templates.write');
  if (!(await deleteOwnedTemplate(db, owner, templateId))) throw notFound();
}
