import { eq } from 'drizzle-orm';
import { emailCampaignRecipients, emailCampaigns, participants } from '../../db/schema/index.ts';
import { richHtmlToText, sanitizeRichHtml } from '../../lib/rich-html.ts';
import { getDemoEmail } from '../demo-accounts.ts';
import { addDays } from '../builders/dates.builder.ts';
import { insertRows } from '../builders/insert-rows.builder.ts';
import type { DemoStep } from '../demo-context.ts';
import { EMAIL_CAMPAIGN_TEMPLATES } from '../seed-data/email-campaigns.data.ts';

/**
 * Each city's email campaigns (issue 18): sent ones with their recipients and figures (a few failed, a few who
 * unsubscribed through the link and so left later campaigns), one planned in two weeks, a draft. The demo
 * participant account never unsubscribes.
 */
export const emailCampaignsStep: DemoStep = {
  name: 'email-campaigns',
  async run(ctx, random) {
    const keepSubscribed = getDemoEmail('participant');
    const campaigns: (typeof emailCampaigns.$inferInsert)[] = [];
    const recipients: (typeof emailCampaignRecipients.$inferInsert)[] = [];
    const unsubscribed = new Map<string, Date>();
    for (const city of ctx.world.cities) {
      const firstOrganisation = ctx.world.organisations
        .filter((candidate) => candidate.city.id === city.id)
        .sort((a, b) => a.name.localeCompare(b.name))[0];
      for (const template of EMAIL_CAMPAIGN_TEMPLATES) {
        const organisation = template.sender === 'firstOrganisation' ? firstOrganisation : undefined;
        if (template.sender === 'firstOrganisation' && !organisation) continue;
        const plannedAt = template.plannedDaysFromNow === null ? null : addDays(ctx.now, template.plannedDaysFromNow);
        const sent = plannedAt !== null && plannedAt < ctx.now;
        const createdAt = addDays(plannedAt ?? ctx.now, -random.int(2, 6));
        const html = sanitizeRichHtml(template.html);
        const id = random.uuid();
        const audience = participantsOf(ctx.world.participants, city.id, organisation?.id ?? null).filter(
          (participant) => !unsubscribed.has(participant.id),
        );
        const finishedAt = sent ? new Date(plannedAt.getTime() + 20 * 60_000) : null;
        campaigns.push({
          id,
          cityId: city.id,
          organisationId: organisation?.id ?? null,
          name: template.name,
          subject: template.subject,
          senderName: organisation?.name ?? `Ville de ${city.name}`,
          html,
          text: richHtmlToText(html),
          audience: { kind: 'everyone', organisationIds: [], branchIds: [] },
          plannedAt,
          state: plannedAt === null ? 'draft' : sent ? 'sent' : 'scheduled',
          startedAt: sent ? plannedAt : null,
          finishedAt,
          targeted: sent ? audience.length : 0,
          createdAt,
          updatedAt: sent ? finishedAt! : createdAt,
        });
        if (!sent) continue;
        for (const participant of audience) {
          const failed = random.chance(0.01);
          const leaves = !failed && participant.email !== keepSubscribed && random.chance(0.006);
          const sentAt = new Date(plannedAt.getTime() + random.int(0, 20 * 60) * 1000);
          if (leaves) unsubscribed.set(participant.id, addDays(sentAt, random.int(0, 3)));
          recipients.push({
            campaignId: id,
            participantId: participant.id,
            email: participant.email,
            status: failed ? 'failed' : 'sent',
            attempts: failed ? 3 : 1,
            sentAt: failed ? null : sentAt,
            error: failed ? '550 5.1.1 Mailbox unavailable' : null,
            unsubscribedAt: leaves ? unsubscribed.get(participant.id)! : null,
          });
        }
      }
    }
    await insertRows(ctx.tx, emailCampaigns, campaigns);
    await insertRows(ctx.tx, emailCampaignRecipients, recipients);
    for (const [participantId, at] of unsubscribed) {
      await ctx.tx.update(participants).set({ emailOptOutAt: at }).where(eq(participants.id, participantId));
    }
  },
};

function participantsOf<T extends { cityId: string; organisationId: string | null }>(
  all: readonly T[],
  cityId: string,
  organisationId: string | null,
): T[] {
  return all.filter(
    (participant) =>
      participant.cityId === cityId && (organisationId === null || participant.organisationId === organisationId),
  );
}
