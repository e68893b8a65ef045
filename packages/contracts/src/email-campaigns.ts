import { z } from 'zod';
import { audienceSchema } from './communication.ts';
import { newsPlainText } from './news.ts';
import { instant, line } from './text.ts';

/**
 * Email campaigns (issue 18, spec §3 "email: name, title, sender name, planned date and time, HTML content"): a
 * city or an organisation writes an email to its participants, sends itself a test, then plans it. A job sends it
 * when due, at the throttle of the environment, to the audience resolved then; each recipient gets a link that
 * unsubscribes them from every later campaign without signing in.
 *
 * States: a draft has no planned date; scheduled until its date; sending while the job works; then sent (every
 * recipient tried) or cancelled (before it started). Once sending started it can no longer be edited.
 */

export const EMAIL_CAMPAIGN_STATES = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;
export type EmailCampaignState = (typeof EMAIL_CAMPAIGN_STATES)[number];

export const EMAIL_NAME_MAX = 120;
export const EMAIL_SUBJECT_MAX = 150;
export const EMAIL_SENDER_NAME_MAX = 80;
/** The longest HTML of a campaign (about 20 pages of prose). */
export const EMAIL_HTML_MAX = 100_000;
/** A subject longer than this is cut in most inboxes' lists: the editor says so while typing. */
export const EMAIL_SUBJECT_VISIBLE = 60;
export const EMAIL_PAGE_SIZES = [10, 25, 50] as const;

export const EMAIL_FIELD_MESSAGES = {
  htmlRequired: 'A text is required',
} as const;

/** May the campaign still be changed (or deleted)? Only before sending started. */
export function isEmailCampaignEditable(state: EmailCampaignState): boolean {
  return state === 'draft' || state === 'scheduled' || state === 'cancelled';
}

/** May it be cancelled? Only while it waits for its date. */
export function isEmailCampaignCancellable(state: EmailCampaignState): boolean {
  return state === 'scheduled';
}

/** The body of `POST /api/emails` and `PUT /api/emails/{id}`. */
export const emailCampaignInput = z
  .object({
    name: line().trim().min(1, 'Required').max(EMAIL_NAME_MAX),
    subject: line().trim().min(1, 'Required').max(EMAIL_SUBJECT_MAX),
    senderName: line().trim().min(1, 'Required').max(EMAIL_SENDER_NAME_MAX),
    /** HTML from the rich editor; the server keeps only the editor's tags. */
    html: z.string().max(EMAIL_HTML_MAX),
    /** Null: a draft. A date to come: scheduled then (a past date is refused). */
    plannedAt: instant().nullable(),
    audience: audienceSchema,
  })
  .superRefine((input, context) => {
    if (!newsPlainText(input.html)) {
      context.addIssue({ code: 'custom', path: ['html'], message: EMAIL_FIELD_MESSAGES.htmlRequired });
    }
  });
export type EmailCampaignInput = z.input<typeof emailCampaignInput>;

export const emailCampaignFiguresSchema = z.object({
  /** Recipients resolved when sending started (0 before). */
  targeted: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** Waiting to be sent (while sending). */
  pending: z.number().int(),
  /** Recipients who unsubscribed through this campaign's link. */
  unsubscribed: z.number().int(),
});
export type EmailCampaignFigures = z.infer<typeof emailCampaignFiguresSchema>;

export const emailCampaignSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  subject: z.string(),
  senderName: z.string(),
  html: z.string(),
  plannedAt: z.string().nullable(),
  state: z.enum(EMAIL_CAMPAIGN_STATES),
  audience: audienceSchema,
  /** Who sends: the city (null) or the organisation. */
  organisationId: z.uuid().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  figures: emailCampaignFiguresSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EmailCampaign = z.infer<typeof emailCampaignSchema>;

export const emailCampaignListQuery = z.object({
  state: z.enum(EMAIL_CAMPAIGN_STATES).optional(),
  search: line().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((value) => (EMAIL_PAGE_SIZES as readonly number[]).includes(value), 'Not a page size')
    .default(25),
});
export type EmailCampaignListQuery = z.infer<typeof emailCampaignListQuery>;

export const emailCampaignListSchema = z.object({
  data: z.array(emailCampaignSchema.omit({ html: true })),
  total: z.number().int(),
  counts: z.record(z.enum(EMAIL_CAMPAIGN_STATES), z.number().int()),
  /** The city's time zone: planned dates are shown and chosen in it. */
  timeZone: z.string(),
});

export const emailTestResultSchema = z.object({ to: z.string(), status: z.enum(['sent', 'kept']) });
