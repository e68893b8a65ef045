import { and, asc, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { EmailCampaignState, Locale, MessageOwner } from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import { containsPattern } from '../../db/like.ts';
import type { Tx } from '../../db/transaction.ts';
import { emailCampaignRecipients, emailCampaigns, organisations, participants } from '../../db/schema/index.ts';
import { audienceWhere } from '../communication/audience.repository.ts';

export type EmailCampaignRow = typeof emailCampaigns.$inferSelect;
export type EmailCampaignValues = Pick<
  typeof emailCampaigns.$inferInsert,
  'name' | 'subject' | 'senderName' | 'html' | 'text' | 'audience' | 'plannedAt' | 'state'
>;
export type RecipientFigures = { sent: number; failed: number; pending: number; unsubscribed: number };

function ownedBy(owner: MessageOwner): SQL {
  return and(
    eq(emailCampaigns.cityId, owner.cityId),
    owner.organisationId === null
      ? isNull(emailCampaigns.organisationId)
      : eq(emailCampaigns.organisationId, owner.organisationId),
  )!;
}

/** One page of the sender's campaigns (the coming ones first, then the newest), and the count of each state. */
export async function listEmailCampaigns(
  db: Db,
  owner: MessageOwner,
  filter: { state?: EmailCampaignState; search?: string; limit: number; offset: number },
) {
  const where = and(
    ownedBy(owner),
    filter.state ? eq(emailCampaigns.state, filter.state) : undefined,
    filter.search ? ilike(emailCampaigns.name, containsPattern(filter.search)) : undefined,
  );
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(emailCampaigns)
      .where(where)
      .orderBy(
        sql`case ${emailCampaigns.state} when 'sending' then 0 when 'scheduled' then 1 when 'draft' then 2 else 3 end`,
        sql`${emailCampaigns.plannedAt} DESC NULLS FIRST`,
        desc(emailCampaigns.updatedAt),
        asc(emailCampaigns.id),
      )
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ state: emailCampaigns.state, count: sql<number>`count(*)::int`.mapWith(Number) })
      .from(emailCampaigns)
      .where(ownedBy(owner))
      .groupBy(emailCampaigns.state),
  ]);
  const total = await db.$count(emailCampaigns, where);
  return { rows, counts, total };
}

export async function findEmailCampaign(db: Db | Tx, campaignId: string) {
  const [row] = await db.select().from(emailCampaigns).where(eq(emailCampaigns.id, campaignId));
  return row;
}

/** The campaign locked for a change: an edit and the job's start never cross. */
export async function lockEmailCampaign(tx: Tx, campaignId: string) {
  const [row] = await tx.select().from(emailCampaigns).where(eq(emailCampaigns.id, campaignId)).for('update');
  return row;
}

export async function insertEmailCampaign(
  db: Db,
  values: EmailCampaignValues & { cityId: string; organisationId: string | null; createdBy: string },
) {
  const [row] = await db
    .insert(emailCampaigns)
    .values({ ...values, updatedBy: values.createdBy })
    .returning();
  return row!;
}

export async function updateEmailCampaign(
  tx: Tx,
  campaignId: string,
  values: Partial<EmailCampaignValues> & { updatedBy: string },
) {
  const [row] = await tx
    .update(emailCampaigns)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(emailCampaigns.id, campaignId))
    .returning();
  return row!;
}

export async function deleteEmailCampaign(tx: Tx, campaignId: string) {
  await tx.delete(emailCampaigns).where(eq(emailCampaigns.id, campaignId));
}

/** The recipients' figures of some campaigns, by campaign. */
export async function findRecipientFigures(db: Db, campaignIds: string[]) {
  const figures = new Map<string, RecipientFigures>();
  if (campaignIds.length === 0) return figures;
  const result = await db.execute<{ campaignId: string } & RecipientFigures>(sql`
    select campaign_id as "campaignId",
      count(*) filter (where status = 'sent')::int as "sent",
      count(*) filter (where status = 'failed')::int as "failed",
      count(*) filter (where status in ('pending', 'sending'))::int as "pending",
      count(unsubscribed_at)::int as "unsubscribed"
    from email_campaign_recipients
    where campaign_id in (${sql.join(
      campaignIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    group by campaign_id`);
  for (const row of result.rows) {
    figures.set(row.campaignId, {
      sent: Number(row.sent),
      failed: Number(row.failed),
      pending: Number(row.pending),
      unsubscribed: Number(row.unsubscribed),
    });
  }
  return figures;
}

// ── The sending job ────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Takes the campaigns that are due: each moves from scheduled to sending once, its audience resolved into its
 * recipients in the same transaction (the participants who accept emails at that moment), so two processes never
 * both start one and a restart never resolves it again.
 */
export async function startDueCampaigns(db: Db, now: Date) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(emailCampaigns)
      .where(and(eq(emailCampaigns.state, 'scheduled'), sql`${emailCampaigns.plannedAt} <= ${now}`))
      .orderBy(asc(emailCampaigns.plannedAt))
      .limit(20)
      .for('update', { skipLocked: true });
    for (const campaign of due) {
      const owner = { cityId: campaign.cityId, organisationId: campaign.organisationId };
      const inserted = await tx.execute(sql`
        insert into email_campaign_recipients (campaign_id, participant_id, email)
        select ${campaign.id}, p.id, coalesce(nullif(p.contact_email, ''), p.email)
        from participants p where ${audienceWhere(owner, campaign.audience, 'email')}
        on conflict do nothing`);
      await tx
        .update(emailCampaigns)
        .set({ state: 'sending', startedAt: now, targeted: inserted.rowCount ?? 0, updatedAt: now })
        .where(eq(emailCampaigns.id, campaign.id));
    }
    return due.map((campaign) => campaign.id);
  });
}

/** Claims that stayed in `sending` longer than `staleAfterMs` (a process killed mid-send) go back to pending. */
export async function releaseStaleClaims(db: Db, now: Date, staleAfterMs: number) {
  await db
    .update(emailCampaignRecipients)
    .set({ status: 'pending', claimedAt: null })
    .where(
      and(
        eq(emailCampaignRecipients.status, 'sending'),
        sql`${emailCampaignRecipients.claimedAt} < ${new Date(now.getTime() - staleAfterMs)}`,
      ),
    );
}

export type ClaimedRecipient = {
  campaignId: string;
  participantId: string;
  email: string;
  attempts: number;
};

/**
 * Recipients still waiting whose participant left the emails (unsubscribed, deactivated) since the audience was
 * resolved: marked failed with the reason, never sent.
 */
export async function skipOptedOutRecipients(db: Db) {
  await db.execute(sql`
    update email_campaign_recipients r set status = 'failed', error = 'unsubscribed before sending'
    from email_campaigns c, participants p
    where r.campaign_id = c.id and c.state = 'sending' and r.status = 'pending' and p.id = r.participant_id
      and (p.email_opt_out_at is not null or not p.active)`);
}

/**
 * Claims up to `limit` pending recipients of the campaigns being sent (oldest campaign first) for this process:
 * `for update skip locked` hands each to one process only. A participant who left the emails since the audience
 * was resolved is not claimed (`skipOptedOutRecipients` closes them).
 */
export async function claimRecipients(db: Db, limit: number, now: Date): Promise<ClaimedRecipient[]> {
  const result = await db.execute<ClaimedRecipient>(sql`
    update email_campaign_recipients r set status = 'sending', claimed_at = ${now}, attempts = r.attempts + 1
    where (r.campaign_id, r.participant_id) in (
      select r2.campaign_id, r2.participant_id from email_campaign_recipients r2
      join email_campaigns c on c.id = r2.campaign_id
      join participants p on p.id = r2.participant_id
      where c.state = 'sending' and r2.status = 'pending' and p.email_opt_out_at is null and p.active
      order by c.started_at, r2.participant_id
      limit ${limit}
      for update of r2 skip locked)
    returning r.campaign_id as "campaignId", r.participant_id as "participantId", r.email, r.attempts`);
  return result.rows.map((row) => ({ ...row, attempts: Number(row.attempts) }));
}

export async function markRecipient(
  db: Db,
  recipient: Pick<ClaimedRecipient, 'campaignId' | 'participantId'>,
  outcome: { status: 'sent' | 'pending' | 'failed'; now: Date; error?: string },
) {
  await db
    .update(emailCampaignRecipients)
    .set({
      status: outcome.status,
      sentAt: outcome.status === 'sent' ? outcome.now : null,
      claimedAt: null,
      error: outcome.error ?? null,
    })
    .where(
      and(
        eq(emailCampaignRecipients.campaignId, recipient.campaignId),
        eq(emailCampaignRecipients.participantId, recipient.participantId),
      ),
    );
}

/** Campaigns being sent whose every recipient was tried become sent. */
export async function finishSentCampaigns(db: Db, now: Date) {
  await db.execute(sql`
    update email_campaigns c set state = 'sent', finished_at = ${now}, updated_at = ${now}
    where c.state = 'sending' and not exists (
      select 1 from email_campaign_recipients r where r.campaign_id = c.id and r.status in ('pending', 'sending'))`);
}

/** What the sender needs of campaigns being sent, with the language of their footer (the organisation's, or French). */
export async function findCampaignsForSending(db: Db, campaignIds: string[]) {
  if (campaignIds.length === 0) return [];
  return db
    .select({
      id: emailCampaigns.id,
      subject: emailCampaigns.subject,
      senderName: emailCampaigns.senderName,
      html: emailCampaigns.html,
      text: emailCampaigns.text,
      language: sql<Locale>`coalesce(${organisations.language}, 'fr')`,
    })
    .from(emailCampaigns)
    .leftJoin(organisations, eq(organisations.id, emailCampaigns.organisationId))
    .where(inArray(emailCampaigns.id, campaignIds));
}

// ── Unsubscribing ──────────────────────────────────────────────────────────────────────────────────────────────

/** The participant leaves every later campaign; the campaign's figure counts it once. Idempotent. */
export async function unsubscribeParticipant(db: Db, participantId: string, campaignId: string | null, now: Date) {
  await db.transaction(async (tx) => {
    await tx
      .update(participants)
      .set({ emailOptOutAt: sql`coalesce(${participants.emailOptOutAt}, ${now})` as unknown as Date })
      .where(eq(participants.id, participantId));
    if (campaignId) {
      await tx
        .update(emailCampaignRecipients)
        .set({ unsubscribedAt: sql`coalesce(${emailCampaignRecipients.unsubscribedAt}, ${now})` as unknown as Date })
        .where(
          and(
            eq(emailCampaignRecipients.campaignId, campaignId),
            eq(emailCampaignRecipients.participantId, participantId),
          ),
        );
    }
  });
}

export async function findParticipantForUnsubscribe(db: Db, participantId: string) {
  const [row] = await db
    .select({ id: participants.id, email: participants.email, emailOptOutAt: participants.emailOptOutAt })
    .from(participants)
    .where(eq(participants.id, participantId));
  return row;
}
