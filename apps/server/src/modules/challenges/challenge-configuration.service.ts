import type { ChallengeConfiguration, ChallengeConfigurationInput } from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import { authorize, requireDashboardActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { notFound } from '../../lib/errors.ts';
import { viewerOf } from './challenge-views.ts';
import {
  countOpenSentChallenges,
  findCityChallengeSettings,
  upsertChallengeSendLimit,
} from './challenges.repository.ts';

/** The city's challenge settings, and for an organisation the challenges it has sent that are not over. */
export async function getChallengeConfiguration(
  db: Db,
  actor: Actor,
  now = new Date(),
): Promise<ChallengeConfiguration> {
  const dashboard = requireDashboardActor(actor);
  const viewer = viewerOf(dashboard);
  authorize(dashboard, 'challenges.read', viewer);
  const city = await findCityChallengeSettings(db, dashboard.cityId);
  if (!city) throw notFound();
  return {
    challengeBetweenOrganisations: city.features.challenge_between_organisations.granted,
    sendLimit: city.challengeSendLimit ?? null,
    sentCount: viewer.organisationId ? await countOpenSentChallenges(db, viewer.organisationId, now) : null,
  };
}

/** A city admin sets the limit on the challenges each organisation may have sent at once. */
export async function updateChallengeConfiguration(
  db: Db,
  actor: Actor,
  input: ChallengeConfigurationInput,
  now = new Date(),
) {
  const dashboard = requireDashboardActor(actor);
  authorize(dashboard, 'challenge-configuration.write', { cityId: dashboard.cityId });
  await upsertChallengeSendLimit(db, dashboard.cityId, input.sendLimit, now);
  return getChallengeConfiguration(db, actor, now);
}
