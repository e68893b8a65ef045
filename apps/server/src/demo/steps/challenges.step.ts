import { eq } from 'drizzle-orm';
import { isChallengeOpenTo, type ReceivedChallengeState } from '@mobiverte/contracts';
import type { ParticipantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/connection.ts';
import { challengeRecipients, challenges, challengeTemplates, citySettings } from '../../db/schema/index.ts';
import { joinChallenge } from '../../modules/challenges/participant-challenges.service.ts';
import { addDays } from '../builders/dates.builder.ts';
import { insertRows } from '../builders/insert-rows.builder.ts';
import { getDemoEmail } from '../demo-accounts.ts';
import type { DemoCity, DemoContext, DemoOrganisation, DemoParticipant, DemoStep } from '../demo-context.ts';
import type { Random } from '../random.ts';
import {
  CHALLENGE_TEMPLATES,
  CITY_CHALLENGES,
  ORGANISATION_CHALLENGES,
  RECEIVED_CHALLENGE,
  SENT_CHALLENGE,
  type DemoChallengeData,
} from '../seed-data/challenges.data.ts';

const HOUR_MS = 3_600_000;
/** How many organisations of each city run challenges of their own, besides the demo organisation. */
const HOST_ORGANISATIONS = 2;
/** The most challenges an organisation of a city may have sent at once. */
const SEND_LIMIT = 5;

type Recipient = { organisationId: string; state: ReceivedChallengeState };

/**
 * Challenges in every state for both cities, after the trips: each city's templates, its city-wide challenges
 * (running with a collaborative goal, ended with winners, upcoming, draft, cancelled), those of the demo
 * organisation and of two others per city (running, ended, draft), and in the first city one the demo
 * organisation sent and another accepted, and one it received and has not answered. Participants join through
 * the participants' service, on a day the challenge was open, so their trips inside its dates make the
 * leaderboards and credit the rewards.
 */
export const challengesStep: DemoStep = {
  name: 'challenges',
  async run(ctx, random) {
    const db = ctx.tx as unknown as Db;
    const demoOrganisation = ctx.world.organisations.find((o) => o.email === getDemoEmail('organisation'));
    for (const city of ctx.world.cities) {
      await insertTemplates(ctx, random, city);
      await ctx.tx.update(citySettings).set({ challengeSendLimit: SEND_LIMIT }).where(eq(citySettings.cityId, city.id));
      for (const data of CITY_CHALLENGES) await createAndJoin(ctx, random, db, data, city, null, []);
      const local = ctx.world.organisations.filter((organisation) => organisation.city.id === city.id);
      const others = local.filter((organisation) => organisation.id !== demoOrganisation?.id);
      const hosts = [
        ...(demoOrganisation?.city.id === city.id ? [demoOrganisation] : []),
        ...others.slice(0, HOST_ORGANISATIONS),
      ];
      for (const host of hosts) {
        for (const data of ORGANISATION_CHALLENGES) await createAndJoin(ctx, random, db, data, city, host, []);
      }
      if (demoOrganisation?.city.id === city.id && !city.template.carpoolOnly && others.length >= 2) {
        const [partner, sender] = others as [DemoOrganisation, DemoOrganisation];
        await createAndJoin(ctx, random, db, SENT_CHALLENGE, city, demoOrganisation, [
          { organisationId: partner.id, state: 'accepted' },
        ]);
        await createAndJoin(ctx, random, db, RECEIVED_CHALLENGE, city, sender, [
          { organisationId: demoOrganisation.id, state: 'pending' },
        ]);
      }
    }
  },
};

async function insertTemplates(ctx: DemoContext, random: Random, city: DemoCity) {
  await insertRows(
    ctx.tx,
    challengeTemplates,
    CHALLENGE_TEMPLATES.map((template) => ({
      id: random.uuid(),
      cityId: city.id,
      name: template.name,
      description: template.description,
      excerpt: template.excerpt,
      durationDays: template.durationDays,
      individualGoal: { ...template.individualGoal, badgeId: null },
      collaborativeGoal: template.collaborativeGoal ? { ...template.collaborativeGoal, badgeId: null } : null,
      createdAt: addDays(ctx.now, -random.int(200, 300)),
    })),
  );
}

async function createAndJoin(
  ctx: DemoContext,
  random: Random,
  db: Db,
  data: DemoChallengeData,
  city: DemoCity,
  owner: DemoOrganisation | null,
  recipients: Recipient[],
) {
  const startAt = new Date(addDays(ctx.now, data.startsInDays).setUTCHours(5, 0, 0, 0));
  const endAt = addDays(startAt, data.days);
  const createdAt = new Date(Math.min(ctx.now.getTime(), addDays(startAt, -random.int(7, 21)).getTime()));
  const id = random.uuid();
  await ctx.tx.insert(challenges).values({
    id,
    cityId: city.id,
    organisationId: owner?.id ?? null,
    name: owner ? data.name : `${data.name} à ${city.name}`,
    description: data.description,
    excerpt: data.excerpt,
    startAt,
    endAt,
    status: data.status,
    individualGoal: { ...data.individualGoal, badgeId: null },
    collaborativeGoal: data.collaborativeGoal ? { ...data.collaborativeGoal, badgeId: null } : null,
    notify: true,
    shared: recipients.length > 0,
    createdBy: owner?.authUserId ?? null,
    cancelledAt: data.status === 'cancelled' ? addDays(startAt, 3) : null,
    createdAt,
    updatedAt: createdAt,
  });
  if (recipients.length > 0) {
    await ctx.tx.insert(challengeRecipients).values(
      recipients.map((recipient) => ({
        challengeId: id,
        organisationId: recipient.organisationId,
        state: recipient.state,
        answeredAt: recipient.state === 'pending' ? null : addDays(createdAt, 1),
        createdAt,
      })),
    );
  }
  if (data.joinRate === 0) return;
  // Upcoming challenges are joined in the last hours, the others a few hours after their start.
  const joinAt = startAt > ctx.now ? new Date(ctx.now.getTime() - HOUR_MS) : new Date(startAt.getTime() + 6 * HOUR_MS);
  const audience = {
    cityId: city.id,
    status: data.status,
    organisationId: owner?.id ?? null,
    branchId: null,
    includeUsers: [],
    excludeUsers: [],
    recipients,
  };
  const eligible = ctx.world.participants.filter(
    (participant) => participant.joinedAt < joinAt && isChallengeOpenTo(audience, participant),
  );
  const count = Math.min(data.maxParticipants, Math.round(eligible.length * data.joinRate));
  for (const participant of random.shuffle(eligible).slice(0, count)) {
    await joinChallenge(db, participantActor(participant, city), id, joinAt);
  }
}

function participantActor(participant: DemoParticipant, city: DemoCity): ParticipantActor {
  return {
    kind: 'participant',
    userId: participant.authUserId,
    sessionId: 'demo',
    email: participant.email,
    participantId: participant.id,
    cityId: participant.cityId,
    organisationId: participant.organisationId,
    branchId: participant.branchId,
    cityTimeZone: city.template.timezone,
  };
}
