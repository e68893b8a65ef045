import {
  audienceErrors,
  normaliseAudience,
  type Audience,
  type AudienceCountQuery,
  type AudienceInput,
  type CommunicationPreferences,
  type CommunicationPreferencesInput,
  type MessageOwner,
} from '@mobiverte/contracts';
import type { Actor, DashboardActor, ParticipantActor } from '../../auth/actor.ts';
import { authorize, requireDashboardActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import type { Tx } from '../../db/transaction.ts';
import { badRequest } from '../../lib/errors.ts';
import {
  countAudience,
  findCommunicationPreferences,
  findOwnedTargets,
  updateCommunicationPreferences,
} from './audience.repository.ts';

/** Who sends a message from this account: the city, or the account's organisation. */
export function messageOwnerOf(actor: DashboardActor): MessageOwner {
  return { cityId: actor.cityId, organisationId: actor.role === 'city' ? null : actor.organisationId };
}

/**
 * The audience as it will be kept, once checked for its owner: the list its kind needs is there (400
 * `validation_failed` on that field), and every organisation or branch is the owner's (400 `audience_out_of_scope`:
 * an organisation never reaches another's participants, a city never another city's).
 */
export async function checkAudience(db: Db | Tx, owner: MessageOwner, input: AudienceInput, path = 'audience') {
  const errors = Object.entries(audienceErrors(input, owner));
  if (errors.length > 0) {
    throw badRequest(
      'validation_failed',
      'The audience is incomplete',
      errors.map(([field, message]) => ({ path: field === 'kind' ? `${path}.kind` : `${path}.${field}`, message })),
    );
  }
  const audience = normaliseAudience(input);
  const owned = await findOwnedTargets(db, owner, audience);
  if (
    owned.organisationIds.length !== audience.organisationIds.length ||
    owned.branchIds.length !== audience.branchIds.length
  ) {
    throw badRequest('audience_out_of_scope', 'The audience names an organisation or a branch that is not yours');
  }
  return audience;
}

/** `POST /api/audience/count`: how many participants a message would reach now on a channel. */
export async function countAudienceFor(db: Db, actor: Actor, query: AudienceCountQuery) {
  const dashboard = requireDashboardActor(actor);
  const owner = messageOwnerOf(dashboard);
  authorize(dashboard, 'audience.read', owner);
  const audience: Audience = await checkAudience(db, owner, query.audience);
  return countAudience(db, owner, audience, query.channel);
}

export async function getCommunicationPreferences(
  db: Db | Tx,
  actor: ParticipantActor,
): Promise<CommunicationPreferences> {
  const row = await findCommunicationPreferences(db, actor.participantId);
  return {
    push: !(row?.pushOptOut ?? false),
    email: (row?.emailOptOutAt ?? null) === null,
    mailingList: (row?.mailingListConsentAt ?? null) !== null,
  };
}

/** The participant turns channels on or off; what is left out stays as it was. */
export async function changeCommunicationPreferences(
  db: Db,
  actor: ParticipantActor,
  input: CommunicationPreferencesInput,
  now = new Date(),
) {
  await updateCommunicationPreferences(db, actor.participantId, input, now);
  return getCommunicationPreferences(db, actor);
}
