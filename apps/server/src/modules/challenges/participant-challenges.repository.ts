import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { ReceivedChallengeState } from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import { challengeParticipants, challengeRecipients, challenges, organisations } from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';

type Executor = Db | Tx;

const participantsCountSql = sql<number>`(select count(*)::int from ${challengeParticipants} counted
  where counted.challenge_id = ${challenges.id} and counted.excluded_at is null)`;

const recipientsSql = sql<{ organisationId: string; state: ReceivedChallengeState }[]>`coalesce((
  select json_agg(json_build_object('organisationId', r.organisation_id, 'state', r.state))
  from ${challengeRecipients} r where r.challenge_id = ${challenges.id}), '[]'::json)`;

/**
 * The challenges a participant might see: the published ones of their city not over yet (the audience rules then
 * decide), and every one they joined; by id, any published one. With their participation, when they joined.
 */
export async function findParticipantCandidates(
  db: Executor,
  participant: { id: string; cityId: string },
  now: Date,
  challengeId?: string,
) {
  return db
    .select({
      challenge: challenges,
      organisationName: organisations.name,
      participantsCount: participantsCountSql,
      recipients: recipientsSql,
      participation: challengeParticipants,
    })
    .from(challenges)
    .leftJoin(organisations, eq(organisations.id, challenges.organisationId))
    .leftJoin(
      challengeParticipants,
      and(
        eq(challengeParticipants.challengeId, challenges.id),
        eq(challengeParticipants.participantId, participant.id),
      ),
    )
    .where(
      and(
        eq(challenges.cityId, participant.cityId),
        challengeId
          ? and(eq(challenges.id, challengeId), sql`${challenges.status} <> 'draft'`)
          : or(
              and(eq(challenges.status, 'active'), sql`${challenges.endAt} > ${now}`),
              and(sql`${challenges.status} <> 'draft'`, sql`${challengeParticipants.participantId} is not null`),
            ),
      ),
    )
    .orderBy(asc(challenges.startAt), asc(challenges.id));
}

/** How many challenges a participant joined between two local days of a time zone (the `challengePerUser` limit). */
export async function countJoinsBetween(
  tx: Executor,
  participantId: string,
  timeZone: string,
  fromDay: string,
  toDay: string,
) {
  const [row] = await tx
    .select({ value: sql<number>`count(*)::int` })
    .from(challengeParticipants)
    .where(
      and(
        eq(challengeParticipants.participantId, participantId),
        sql`(${challengeParticipants.joinedAt} at time zone ${timeZone})::date between ${fromDay}::date and ${toDay}::date`,
      ),
    );
  return row?.value ?? 0;
}
