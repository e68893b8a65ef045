import {
  audienceSchema,
  DEVICE_PLATFORMS,
  NOTIFICATION_PAGE_SIZES,
  NOTIFICATION_REPEATS,
  NOTIFICATION_STATES,
  NOTIFICATION_TEMPLATE_SORTS,
  NOTIFICATION_VIEWS,
  notificationFiguresSchema,
} from '@mobiverte/contracts';
import { z } from 'zod';

export const notificationIdParams = z.object({ notificationId: z.uuid() });
export const deviceIdParams = z.object({ deviceId: z.uuid() });
/** An inbox item is one recipient row: its numeric id. */
export const inboxItemParams = z.object({
  inboxItemId: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, 'Expected the id of an inbox item')
    .transform(Number),
});

export const notificationListQuerySchema = z.object({
  view: z.enum(NOTIFICATION_VIEWS).optional().describe('Only the sent, the scheduled, the drafts or the cancelled'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((value) => (NOTIFICATION_PAGE_SIZES as readonly number[]).includes(value), 'Page size is 10, 25 or 50')
    .default(10),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  content: z.string(),
  audience: audienceSchema,
  state: z.enum(NOTIFICATION_STATES),
  plannedAt: z.string().nullable().describe('The instant of the planned (or latest) occurrence'),
  plannedLocal: z.string().nullable().describe("The same, as a local date-time of the city's time zone"),
  repeat: z.enum(NOTIFICATION_REPEATS),
  repeatUntil: z.string().nullable(),
  occurrence: z.number().int().describe('The occurrence planned or sent last (1 unless repeated)'),
  figures: notificationFiguresSchema,
  sentAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  data: z.array(notificationSchema),
  total: z.number().int(),
  counts: z.object({
    sent: z.number().int(),
    scheduled: z.number().int(),
    draft: z.number().int(),
    cancelled: z.number().int(),
  }),
  timeZone: z.string().describe("The city's time zone, the one of planned local date-times"),
});

export const notificationTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  content: z.string(),
  shared: z.boolean().describe("True for the city's templates offered to its organisations"),
  editable: z.boolean().describe("True for the owner's own templates (it may change and delete them)"),
  updatedAt: z.string(),
});

export const notificationTemplateListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(100),
  sort: z.enum(NOTIFICATION_TEMPLATE_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type NotificationTemplateListQuery = z.infer<typeof notificationTemplateListQuerySchema>;

export const notificationTemplateListSchema = z.object({
  data: z.array(notificationTemplateSchema),
  total: z.number().int(),
});

export const notificationTemplateIdParams = z.object({ templateId: z.uuid() });

export const deviceSchema = z.object({
  id: z.string(),
  platform: z.enum(DEVICE_PLATFORMS),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});

export const inboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

export const inboxItemSchema = z.object({
  id: z.string().describe('The inbox item, for `POST …/{id}/read`'),
  notificationId: z.string(),
  title: z.string(),
  content: z.string(),
  receivedAt: z.string(),
  openedAt: z.string().nullable(),
});

export const inboxSchema = z.object({
  data: z.array(inboxItemSchema),
  unread: z.number().int(),
  nextPage: z.number().int().nullable().describe('The next page, or null on the last one'),
});
