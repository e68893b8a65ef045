import {
  EMAIL_CAMPAIGN_STATES,
  isEmailCampaignCancellable,
  isEmailCampaignEditable,
  type EmailCampaign,
  type EmailCampaignInput,
  type EmailCampaignListQuery,
  type EmailCampaignState,
  type MessageOwner,
} from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import { authorize, requireDashboardActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { richHtmlToText, sanitizeRichHtml } from '../../lib/rich-html.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { checkAudience, messageOwnerOf } from '../communication/audience.service.ts';
import { findCityTimeZone } from '../happy-hours/happy-hours.repository.ts';
import { campaignEmail } from './campaign-email.ts';
import type { CampaignSender } from './campaign-sender.ts';
import {
  deleteEmailCampaign,
  findEmailCampaign,
  findRecipientFigures,
  insertEmailCampaign,
  listEmailCampaigns,
  lockEmailCampaign,
  updateEmailCampaign,
  type EmailCampaignRow,
  type RecipientFigures,
} from './email-campaigns.repository.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

/** A planned date this close to now counts as "send now" (the form's clock and the request's trip). */
const NOW_TOLERANCE_MS = 60_000;
/** A campaign planned within this delay is started by waking the sender rather than waiting for the minute job. */
const WAKE_WITHIN_MS = 5 * 60_000;

export type EmailCampaignContext = {
  db: Db;
  mailer: Mailer;
  sender: CampaignSender | null;
  appUrl: string;
  authSecret: string;
  brandName: string;
};

const NO_FIGURES: RecipientFigures = { sent: 0, failed: 0, pending: 0, unsubscribed: 0 };

function toCampaign(row: EmailCampaignRow, figures: RecipientFigures = NO_FIGURES): EmailCampaign {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    senderName: row.senderName,
    html: row.html,
    plannedAt: row.plannedAt?.toISOString() ?? null,
    state: row.state,
    audience: row.audience,
    organisationId: row.organisationId,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    figures: { targeted: row.targeted, ...figures },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function ownerOf(actor: Actor, permission: 'emails.read' | 'emails.write') {
  const dashboard = requireDashboardActor(actor);
  const owner = messageOwnerOf(dashboard);
  authorize(dashboard, permission, owner);
  return { dashboard, owner };
}

/** The campaign if it is the actor's own (a city's, or the organisation's); another's answers 404. */
async function findOwn(db: Db, owner: MessageOwner, campaignId: string) {
  const row = await findEmailCampaign(db, campaignId);
  if (!row || row.cityId !== owner.cityId || row.organisationId !== owner.organisationId) throw notFound();
  return row;
}

export async function listEmailCampaignsFor(db: Db, actor: Actor, query: EmailCampaignListQuery) {
  const { owner } = ownerOf(actor, 'emails.read');
  const { rows, counts, total } = await listEmailCampaigns(db, owner, {
    state: query.state,
    search: query.search,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const figures = await findRecipientFigures(
    db,
    rows.filter((row) => row.startedAt).map((row) => row.id),
  );
  const countsByState = Object.fromEntries(EMAIL_CAMPAIGN_STATES.map((state) => [state, 0])) as Record<
    EmailCampaignState,
    number
  >;
  for (const { state, count } of counts) countsByState[state] = count;
  return {
    data: rows.map((row) => {
      const { html: _html, ...campaign } = toCampaign(row, figures.get(row.id));
      return campaign;
    }),
    total,
    counts: countsByState,
    timeZone: (await findCityTimeZone(db, owner.cityId)) ?? 'America/New_York',
  };
}

export async function getEmailCampaign(db: Db, actor: Actor, campaignId: string) {
  const { owner } = ownerOf(actor, 'emails.read');
  const row = await findOwn(db, owner, campaignId);
  const figures = await findRecipientFigures(db, [row.id]);
  return toCampaign(row, figures.get(row.id));
}

/** The columns of a campaign from its input: HTML sanitised and its text derived, audience checked, date checked. */
async function columnsOf(db: Db, owner: MessageOwner, input: EmailCampaignInput, now: Date) {
  const audience = await checkAudience(db, owner, input.audience);
  const html = sanitizeRichHtml(input.html);
  if (!richHtmlToText(html)) {
    throw badRequest('validation_failed', 'A text is required', [{ path: 'html', message: 'A text is required' }]);
  }
  let plannedAt: Date | null = null;
  if (input.plannedAt) {
    plannedAt = new Date(input.plannedAt);
    if (plannedAt.getTime() < now.getTime() - NOW_TOLERANCE_MS) {
      throw badRequest('email_campaign_in_past', 'The planned date has passed', [
        { path: 'plannedAt', message: 'The planned date has passed' },
      ]);
    }
    if (plannedAt < now) plannedAt = now;
  }
  return {
    name: input.name,
    subject: input.subject,
    senderName: input.senderName,
    html,
    text: richHtmlToText(html),
    audience,
    plannedAt,
    state: (plannedAt ? 'scheduled' : 'draft') as EmailCampaignState,
  };
}

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict('email_name_taken', 'This email name is already used');
  throw error;
}

function wakeIfDue(context: EmailCampaignContext, plannedAt: Date | null, now: Date) {
  if (!plannedAt || !context.sender) return;
  const delay = plannedAt.getTime() - now.getTime();
  if (delay <= WAKE_WITHIN_MS) context.sender.wake(Math.max(0, delay) + 50);
}

export async function createEmailCampaign(context: EmailCampaignContext, actor: Actor, input: EmailCampaignInput) {
  const now = new Date();
  const { dashboard, owner } = ownerOf(actor, 'emails.write');
  const columns = await columnsOf(context.db, owner, input, now);
  const row = await insertEmailCampaign(context.db, {
    ...columns,
    cityId: owner.cityId,
    organisationId: owner.organisationId,
    createdBy: dashboard.userId,
  }).catch(nameTaken);
  wakeIfDue(context, row.plannedAt, now);
  return toCampaign(row);
}

/** Changes a campaign that has not started sending (a cancelled one comes back as a draft or scheduled). */
export async function editEmailCampaign(
  context: EmailCampaignContext,
  actor: Actor,
  campaignId: string,
  input: EmailCampaignInput,
) {
  const now = new Date();
  const { dashboard, owner } = ownerOf(actor, 'emails.write');
  await findOwn(context.db, owner, campaignId);
  const columns = await columnsOf(context.db, owner, input, now);
  const row = await context.db
    .transaction(async (tx) => {
      const current = await lockEmailCampaign(tx, campaignId);
      if (!current) throw notFound();
      if (!isEmailCampaignEditable(current.state)) {
        throw conflict('email_campaign_not_editable', 'This campaign has started sending');
      }
      return updateEmailCampaign(tx, campaignId, { ...columns, updatedBy: dashboard.userId });
    })
    .catch(nameTaken);
  wakeIfDue(context, row.plannedAt, now);
  return toCampaign(row);
}

export async function removeEmailCampaign(db: Db, actor: Actor, campaignId: string) {
  const { owner } = ownerOf(actor, 'emails.write');
  await findOwn(db, owner, campaignId);
  await db.transaction(async (tx) => {
    const current = await lockEmailCampaign(tx, campaignId);
    if (!current) throw notFound();
    if (!isEmailCampaignEditable(current.state)) {
      throw conflict('email_campaign_not_editable', 'This campaign has started sending');
    }
    await deleteEmailCampaign(tx, campaignId);
  });
}

/** Cancels a scheduled campaign before the job takes it (the lock makes the two exclusive). */
export async function cancelEmailCampaign(db: Db, actor: Actor, campaignId: string) {
  const { dashboard, owner } = ownerOf(actor, 'emails.write');
  await findOwn(db, owner, campaignId);
  const row = await db.transaction(async (tx) => {
    const current = await lockEmailCampaign(tx, campaignId);
    if (!current) throw notFound();
    if (!isEmailCampaignCancellable(current.state)) {
      throw conflict('email_campaign_not_cancellable', 'Only a scheduled campaign can be cancelled');
    }
    return updateEmailCampaign(tx, campaignId, { state: 'cancelled', updatedBy: dashboard.userId });
  });
  return toCampaign(row);
}

/**
 * Sends the campaign as it stands to the admin's own address, marked as a test (its unsubscribe link is real in
 * shape but names no participant, so it unsubscribes nobody).
 */
export async function sendTestEmail(context: EmailCampaignContext, actor: Actor, campaignId: string) {
  const { dashboard, owner } = ownerOf(actor, 'emails.read');
  const row = await findOwn(context.db, owner, campaignId);
  const nobody = '00000000-0000-0000-0000-000000000000';
  const message = campaignEmail(
    row,
    { participantId: nobody, email: dashboard.email },
    {
      unsubscribeUrl: `${context.appUrl}/unsubscribe/${unsubscribeToken(context.authSecret, nobody, row.id)}`,
      locale: 'fr',
      brand: context.brandName,
      host: new URL(context.appUrl).hostname,
      test: true,
    },
  );
  const status = await context.mailer.deliverBulk({ ...message, subject: `[TEST] ${message.subject}` }).catch(() => {
    throw new AppError(502, 'mail_failed', 'The test email could not be sent');
  });
  return { to: message.to, status };
}
