import { z } from 'zod';

/**
 * The city's mailing list on MailerLite (issue 18): the participants who agreed to it are kept in one group of
 * the city's MailerLite account, and those who withdrew, left or were deactivated are taken out of it.
 */

/** Where the last synchronisation stands: `partial` when some participants were refused by MailerLite. */
export const MAILERLITE_SYNC_STATES = ['idle', 'running', 'succeeded', 'partial', 'failed'] as const;
export type MailerLiteSyncState = (typeof MAILERLITE_SYNC_STATES)[number];

/** A synchronisation's steps, in order: reading back the unsubscribed, taking out the leavers, sending the members. */
export const MAILERLITE_SYNC_STEPS = ['start', 'remove', 'send'] as const;
export type MailerLiteSyncStep = (typeof MAILERLITE_SYNC_STEPS)[number];

/** MailerLite's batch endpoint takes at most 50 requests. */
export const MAILERLITE_BATCH_SIZE = 50;

/** An API key of the city's MailerLite account: written, never read back (the last 4 characters are shown). */
export const MAILERLITE_API_KEY_HINT_LENGTH = 4;

export type MailerLiteSyncCounts = { added: number; updated: number; removed: number; failed: number };

/**
 * The state a synchronisation ends in: `failed` when it stopped (MailerLite unreachable, the key refused),
 * `partial` when it ran to the end but MailerLite refused some participants, `succeeded` otherwise.
 */
export function mailerLiteSyncOutcome(counts: MailerLiteSyncCounts, stopped: boolean): MailerLiteSyncState {
  if (stopped) return 'failed';
  return counts.failed > 0 ? 'partial' : 'succeeded';
}

export const mailerLiteSettingsInput = z.object({
  apiKey: z
    .string()
    .trim()
    .min(8)
    .max(2000)
    .optional()
    .meta({ description: "The account's API key; omitted, the stored key is kept. Never sent back." }),
  groupId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .nullable()
    .optional()
    .meta({ description: 'The MailerLite group the participants are synchronised into (from the groups route)' }),
  enabled: z.boolean().optional().meta({ description: 'Synchronised each night' }),
});
export type MailerLiteSettingsInput = z.infer<typeof mailerLiteSettingsInput>;

export const mailerLiteFailureSchema = z.object({ email: z.string(), message: z.string() });

export const mailerLiteSyncResultSchema = z.object({
  timestamp: z.iso.datetime().meta({ description: 'When the synchronisation ended; stored on the city' }),
  added: z.number().int(),
  updated: z.number().int(),
  removed: z.number().int(),
  failed: z.number().int(),
  state: z.enum(MAILERLITE_SYNC_STATES),
});
export type MailerLiteSyncResult = z.infer<typeof mailerLiteSyncResultSchema>;

export const mailerLiteSyncStatusSchema = z.object({
  status: z.enum(MAILERLITE_SYNC_STATES),
  progress: z.object({
    done: z.number().int().meta({ description: 'Rows gone through: added + updated + removed + failed' }),
    total: z.number().int().meta({ description: 'Rows to go through, counted when the synchronisation started' }),
    added: z.number().int(),
    updated: z.number().int(),
    removed: z.number().int(),
    failed: z.number().int(),
  }),
  startedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
  errorCode: z.string().nullable().meta({ description: 'Why the last synchronisation stopped (an error code)' }),
  failures: z.array(mailerLiteFailureSchema).meta({ description: 'A few of the addresses MailerLite refused' }),
  lastSyncMailerLiteSubscriptionsTimestamp: z.iso
    .datetime()
    .nullable()
    .meta({ description: "The end of the city's last synchronisation that ran to the end" }),
});
export type MailerLiteSyncStatus = z.infer<typeof mailerLiteSyncStatusSchema>;

export const mailerLiteSettingsSchema = z.object({
  cityId: z.uuid(),
  hasApiKey: z.boolean(),
  apiKeyHint: z
    .string()
    .nullable()
    .meta({ description: 'The last 4 characters of the stored key, to recognise it; never the key' }),
  groupId: z.string().nullable(),
  groupName: z.string().nullable(),
  enabled: z.boolean(),
  configured: z.boolean().meta({ description: 'A key and a group: the list can be synchronised' }),
  lastSyncMailerLiteSubscriptionsTimestamp: z.iso
    .datetime()
    .nullable()
    .meta({ description: "The end of the city's last synchronisation that ran to the end" }),
  sync: z.object({
    state: z.enum(MAILERLITE_SYNC_STATES),
    startedAt: z.iso.datetime().nullable(),
    finishedAt: z.iso.datetime().nullable(),
    added: z.number().int(),
    updated: z.number().int(),
    removed: z.number().int(),
    failed: z.number().int(),
    errorCode: z.string().nullable().meta({ description: 'Why the last synchronisation stopped (an error code)' }),
    failures: z.array(mailerLiteFailureSchema).meta({ description: 'A few of the addresses MailerLite refused' }),
  }),
  consenting: z.number().int().meta({ description: 'Participants the list should hold now' }),
  synced: z.number().int().meta({ description: 'Participants in the group after the last synchronisation' }),
});
export type MailerLiteSettings = z.infer<typeof mailerLiteSettingsSchema>;

export const mailerLiteGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  activeCount: z.number().int().nullable(),
});
export type MailerLiteGroup = z.infer<typeof mailerLiteGroupSchema>;

export const mailerLiteSubscriberSchema = z.object({
  participantId: z.uuid().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  subscriberId: z.string(),
  syncedAt: z.iso.datetime(),
});
export type MailerLiteSubscriber = z.infer<typeof mailerLiteSubscriberSchema>;
