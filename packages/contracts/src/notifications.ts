import { z } from 'zod';
import { audienceSchema } from './communication.ts';
import { localDateTimeToInstant } from './happy-hours.ts';
import { isValidDay } from './periods.ts';
import { calendarDay, line, text } from './text.ts';

/**
 * Notifications (issue 18, spec §3 "Notification: name, title, planning, content. Content over 40 characters may
 * wrap"): a city or an organisation writes a short message for its participants' phones, keeps it as a draft,
 * sends it now or plans it at a local date-time of the city, once or repeated every day or week until a day. The
 * audience is resolved when it is sent; each recipient gets it once per occurrence (push, and always the app's
 * inbox).
 */

export const NOTIFICATION_NAME_MAX = 120;
/** A push title: what a phone shows on one line before it cuts. */
export const NOTIFICATION_TITLE_MAX = 65;
/** A push text: what the lock screens show in full once expanded. */
export const NOTIFICATION_CONTENT_MAX = 240;
/** The spec's line: beyond this, the content may wrap on a phone (the editor says so and shows it). */
export const NOTIFICATION_CONTENT_WRAP = 40;
/** A repeating notification ends at most this many days after its first occurrence. */
export const NOTIFICATION_REPEAT_MAX_DAYS = 366;
export const NOTIFICATION_PAGE_SIZES = [10, 25, 50] as const;

export const NOTIFICATION_STATES = ['draft', 'scheduled', 'sending', 'sent', 'cancelled', 'failed'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

/** The list's tabs: sent (being sent, sent, or failed), scheduled, drafts, cancelled. */
export const NOTIFICATION_VIEWS = ['sent', 'scheduled', 'draft', 'cancelled'] as const;
export type NotificationView = (typeof NOTIFICATION_VIEWS)[number];
export const NOTIFICATION_VIEW_STATES: Record<NotificationView, readonly NotificationState[]> = {
  sent: ['sending', 'sent', 'failed'],
  scheduled: ['scheduled'],
  draft: ['draft'],
  cancelled: ['cancelled'],
};

/** How a notification leaves: kept as a draft, sent at once, or planned at a local date-time of the city. */
export const NOTIFICATION_SENDS = ['draft', 'now', 'planned'] as const;
export type NotificationSend = (typeof NOTIFICATION_SENDS)[number];

export const NOTIFICATION_REPEATS = ['none', 'daily', 'weekly'] as const;
export type NotificationRepeat = (typeof NOTIFICATION_REPEATS)[number];

/** What a recipient's delivery became: waiting, delivered (push or inbox), or failed after its retries. */
export const NOTIFICATION_RECIPIENT_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const;
export type NotificationRecipientStatus = (typeof NOTIFICATION_RECIPIENT_STATUSES)[number];

export const DEVICE_PLATFORMS = ['ios', 'android', 'web'] as const;
export type DevicePlatform = (typeof DEVICE_PLATFORMS)[number];
export const DEVICE_TOKEN_MAX = 512;

/** A draft or a planned notification can change; one being sent, sent, cancelled or failed cannot. */
export function isNotificationEditable(state: NotificationState): boolean {
  return state === 'draft' || state === 'scheduled';
}

/** Messages of the field rules (the web shows its own translated text by path). */
export const NOTIFICATION_FIELD_MESSAGES = {
  plannedAtRequired: 'Choose the date and time of sending',
  repeatNeedsPlanning: 'A repeated notification is planned at a date and time',
  repeatUntilRequired: 'Choose the last day of the repetition',
  repeatUntilBeforeStart: 'The last day is on or after the first sending',
  repeatTooLong: `A repetition lasts at most ${NOTIFICATION_REPEAT_MAX_DAYS} days`,
  inPast: 'The date and time of sending are past',
} as const;

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d$/;

/** A local date-time as a date-time input gives it (`YYYY-MM-DDTHH:mm`), a real day of the calendar. */
export const localDateTime = () =>
  z.string().refine((value) => {
    const match = LOCAL_DATE_TIME.exec(value);
    return match !== null && isValidDay(match[1]!);
  }, 'Expected a local date-time as YYYY-MM-DDTHH:mm');

/** The body of `POST /api/notifications` and `PUT /api/notifications/{id}`, without the rules across fields. */
export const notificationInputObject = z.object({
  name: line().trim().min(1, 'Required').max(NOTIFICATION_NAME_MAX),
  title: line().trim().min(1, 'Required').max(NOTIFICATION_TITLE_MAX),
  content: text().trim().min(1, 'Required').max(NOTIFICATION_CONTENT_MAX),
  audience: audienceSchema,
  send: z.enum(NOTIFICATION_SENDS),
  /** When `send` is `planned`: the local date-time in the city's time zone. */
  plannedAt: localDateTime().nullish(),
  repeat: z.enum(NOTIFICATION_REPEATS).default('none'),
  /** The last local day of a repetition (inclusive). */
  repeatUntil: calendarDay().nullish(),
});

const DAY_MS = 86_400_000;

/** The rules across fields: a planned send has its date-time; a repetition is planned and ends within a year. */
export function notificationScheduleErrors(input: {
  send: NotificationSend;
  plannedAt?: string | null;
  repeat?: NotificationRepeat;
  repeatUntil?: string | null;
}): Partial<Record<'plannedAt' | 'repeat' | 'repeatUntil', string>> {
  const repeat = input.repeat ?? 'none';
  if (input.send === 'planned' && !input.plannedAt) return { plannedAt: NOTIFICATION_FIELD_MESSAGES.plannedAtRequired };
  if (repeat === 'none') return {};
  if (input.send !== 'planned') return { repeat: NOTIFICATION_FIELD_MESSAGES.repeatNeedsPlanning };
  if (!input.repeatUntil) return { repeatUntil: NOTIFICATION_FIELD_MESSAGES.repeatUntilRequired };
  const firstDay = input.plannedAt!.slice(0, 10);
  if (input.repeatUntil < firstDay) return { repeatUntil: NOTIFICATION_FIELD_MESSAGES.repeatUntilBeforeStart };
  if (Date.parse(input.repeatUntil) - Date.parse(firstDay) > NOTIFICATION_REPEAT_MAX_DAYS * DAY_MS) {
    return { repeatUntil: NOTIFICATION_FIELD_MESSAGES.repeatTooLong };
  }
  return {};
}

export const notificationInput = notificationInputObject.superRefine((input, context) => {
  for (const [path, message] of Object.entries(notificationScheduleErrors(input))) {
    context.addIssue({ code: 'custom', path: [path], message });
  }
});
export type NotificationInput = z.infer<typeof notificationInput>;

/**
 * A notification template (issue 18): a name (unique per owner, whatever its case) and the message a notification
 * starts from. A city's templates are offered to its organisations; each owner writes only its own.
 */
export const notificationTemplateInput = z.object({
  name: line().trim().min(1, 'Required').max(NOTIFICATION_NAME_MAX),
  title: notificationInputObject.shape.title,
  content: notificationInputObject.shape.content,
});
export type NotificationTemplateInput = z.infer<typeof notificationTemplateInput>;
export const NOTIFICATION_TEMPLATE_SORTS = ['name', 'title', 'updatedAt'] as const;
export type NotificationTemplateSort = (typeof NOTIFICATION_TEMPLATE_SORTS)[number];
export type NotificationInputValues = z.input<typeof notificationInput>;

/** True when a planned local date-time of the city is already past at `now` (the minute itself is still allowed). */
export function isPlannedInPast(plannedAt: string, timeZone: string, now: Date): boolean {
  return new Date(localDateTimeToInstant(plannedAt, timeZone)).getTime() < now.getTime() - 60_000;
}

/** The local date-time of the occurrence after `local`: the same time of day, a day or a week later. */
export function nextOccurrenceLocal(local: string, repeat: Exclude<NotificationRepeat, 'none'>): string {
  const [day, time] = local.split('T') as [string, string];
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + (repeat === 'daily' ? 1 : 7) * DAY_MS);
  return `${next.toISOString().slice(0, 10)}T${time}`;
}

/**
 * The next occurrence of a repeated notification after the one planned at `local`, or null once past its last
 * day: its local date-time and its instant in the city's time zone (8:00 stays 8:00 across a daylight-saving
 * change).
 */
export function nextOccurrence(
  local: string,
  repeat: NotificationRepeat,
  repeatUntil: string | null,
  timeZone: string,
): { local: string; at: string } | null {
  if (repeat === 'none' || !repeatUntil) return null;
  const nextLocal = nextOccurrenceLocal(local, repeat);
  if (nextLocal.slice(0, 10) > repeatUntil) return null;
  return { local: nextLocal, at: localDateTimeToInstant(nextLocal, timeZone) };
}

/**
 * The lines a phone shows the content on, about `NOTIFICATION_CONTENT_WRAP` characters each: words are kept
 * whole, a word longer than a line is cut. The editor's preview draws them.
 */
export function wrapNotificationContent(content: string, width = NOTIFICATION_CONTENT_WRAP): string[] {
  const lines: string[] = [];
  for (const paragraph of content.split(/\r?\n/)) {
    let current = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      let rest = word;
      while (rest.length > width) {
        if (current) {
          lines.push(current);
          current = '';
        }
        lines.push(rest.slice(0, width));
        rest = rest.slice(width);
      }
      if (!rest) continue;
      if (!current) current = rest;
      else if (current.length + 1 + rest.length <= width) current = `${current} ${rest}`;
      else {
        lines.push(current);
        current = rest;
      }
    }
    lines.push(current);
  }
  while (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** The figures of a notification: recipients targeted, delivered (push or inbox), failed, and opened in the app. */
export const notificationFiguresSchema = z.object({
  targeted: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  opened: z.number().int(),
});
export type NotificationFigures = z.infer<typeof notificationFiguresSchema>;

/** The body of `POST /api/app/v2/me/devices`: the push token the app got from its push service. */
export const deviceInput = z.object({
  token: line().trim().min(1, 'Required').max(DEVICE_TOKEN_MAX),
  platform: z.enum(DEVICE_PLATFORMS),
});
export type DeviceInput = z.infer<typeof deviceInput>;
