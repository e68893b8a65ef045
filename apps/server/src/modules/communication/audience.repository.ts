import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Audience, CommunicationChannel, CommunicationPreferences, MessageOwner } from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import type { Tx } from '../../db/transaction.ts';
import { branches, organisations, participants } from '../../db/schema/index.ts';

/**
 * The participants a message reaches (issue 18), over `participants p`: the owner's city (and organisation), the
 * audience's organisations or branches, active participants only, and, with a channel, those who did not turn it
 * off. Senders insert-select from it at send time, so the audience is always resolved then, never when planned.
 */
export function audienceWhere(owner: MessageOwner, audience: Audience, channel?: CommunicationChannel): SQL {
  const conditions: SQL[] = [sql`p.city_id = ${owner.cityId}`, sql`p.active`];
  if (owner.organisationId !== null) conditions.push(sql`p.organisation_id = ${owner.organisationId}`);
  if (audience.kind === 'organisations') {
    conditions.push(
      sql`p.organisation_id in (${sql.join(
        audience.organisationIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  }
  if (audience.kind === 'branches') {
    conditions.push(
      sql`p.branch_id in (${sql.join(
        audience.branchIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  }
  if (channel) conditions.push(channelAccepted(channel));
  return sql.join(conditions, sql` and `);
}

function channelAccepted(channel: CommunicationChannel): SQL {
  return channel === 'push' ? sql`not p.push_opt_out` : sql`p.email_opt_out_at is null`;
}

/** How many of the audience the channel reaches now, and how many turned it off. */
export async function countAudience(db: Db, owner: MessageOwner, audience: Audience, channel: CommunicationChannel) {
  const result = await db.execute<{ reachable: number; optedOut: number }>(sql`
    select count(*) filter (where ${channelAccepted(channel)})::int as "reachable",
      count(*) filter (where not (${channelAccepted(channel)}))::int as "optedOut"
    from participants p where ${audienceWhere(owner, audience)}`);
  const row = result.rows[0];
  return { reachable: Number(row?.reachable ?? 0), optedOut: Number(row?.optedOut ?? 0) };
}

/** The audience's organisations that are the city's, and its branches that are the owner's (city or organisation). */
export async function findOwnedTargets(db: Db | Tx, owner: MessageOwner, audience: Audience) {
  const organisationIds =
    audience.organisationIds.length === 0
      ? []
      : (
          await db
            .select({ id: organisations.id })
            .from(organisations)
            .where(and(eq(organisations.cityId, owner.cityId), inArray(organisations.id, audience.organisationIds)))
        ).map((row) => row.id);
  const branchIds =
    audience.branchIds.length === 0
      ? []
      : (
          await db
            .select({ id: branches.id })
            .from(branches)
            .innerJoin(organisations, eq(organisations.id, branches.organisationId))
            .where(
              and(
                eq(organisations.cityId, owner.cityId),
                owner.organisationId === null ? undefined : eq(branches.organisationId, owner.organisationId),
                inArray(branches.id, audience.branchIds),
              ),
            )
        ).map((row) => row.id);
  return { organisationIds, branchIds };
}

export async function findCommunicationPreferences(db: Db | Tx, participantId: string) {
  const [row] = await db
    .select({
      pushOptOut: participants.pushOptOut,
      emailOptOutAt: participants.emailOptOutAt,
      mailingListConsentAt: participants.mailingListConsentAt,
    })
    .from(participants)
    .where(eq(participants.id, participantId));
  return row;
}

/** Saves the channels the participant changed; an email opt-out or a consent keeps the date it was first given. */
export async function updateCommunicationPreferences(
  db: Db | Tx,
  participantId: string,
  changes: Partial<CommunicationPreferences>,
  now: Date,
) {
  const set: Partial<typeof participants.$inferInsert> = { updatedAt: now };
  if (changes.push !== undefined) set.pushOptOut = !changes.push;
  if (changes.email !== undefined) {
    set.emailOptOutAt = changes.email
      ? null
      : (sql`coalesce(${participants.emailOptOutAt}, ${now})` as unknown as Date);
  }
  if (changes.mailingList !== undefined) {
    set.mailingListConsentAt = changes.mailingList
      ? (sql`coalesce(${participants.mailingListConsentAt}, ${now})` as unknown as Date)
      : null;
  }
  await db.update(participants).set(set).where(eq(participants.id, participantId));
}
