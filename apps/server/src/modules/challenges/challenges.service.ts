import {
  canSendAnotherChallenge,
  challengeDisplayState,
  challengeUpdateFieldErrors,
  CHALLENGE_FIELD_MESSAGES,
  deletionOutcome,
  totalsInUnits,
  type ChallengeDeletion,
  type ChallengeDetail,
  type ChallengeInput,
  type ChallengeListQuery,
  type ChallengeParticipantOptionsQuery,
} from '@mobiverte/contracts';
import type { Actor, DashboardActor } from '../../auth/actor.ts';
import { authorize, requireDashboardActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { isOwnImage } from '../products/images.service.ts';
import { getChallengeTotals } from '../../stats-queries/challenge-leaderboard.ts';
import {
  collaborativeProgressOf,
  isOwner,
  leaderboardScopeOf,
  toChallengeRow,
  toStoredGoal,
  viewerOf,
} from './challenge-views.ts';
import { rebuildChallengeProgress } from '../../rollups/challenge-fold.ts';
import {
  countOpenSentChallenges,
  countParticipants,
  deleteChallengeRow,
  findBranchOwner,
  findChallenge,
  findChallengeRow,
  findCityChallengeSettings,
  findCityBadges,
  findOrganisationsOfCity,
  findParticipantIdsIn,
  findRecipients,
  findTemplate,
  insertChallenge,
  isVisibleTo,
  listChallengePage,
  replaceRecipients,
  searchOrganisationsOfCity,
  searchTargetableParticipants,
  updateChallengeRow,
  type ChallengeRecord,
} from './challenges.repository.ts';

type FieldError = { path: string; message: string };
const invalid = (details: FieldError[]) => badRequest('validation_failed', 'The challenge is not valid', details);

/** How many organisations the sending form's picker offers at once (it searches by name). */
const RECIPIENT_CHOICES = 50;

/**
 * The organisations of the actor's city a challenge may be sent to, found by name (the sending form's picker);
 * an organisation's own is left out. The city's organisations' names are public within the city (its ranking).
 */
export async function listRecipientOrganisations(db: Db, actor: Actor, search: string | undefined) {
  const dashboard = requireDashboardActor(actor);
  authorize(dashboard, 'challenges.write', viewerOf(dashboard));
  return searchOrganisationsOfCity(db, dashboard.cityId, {
    search: search?.trim() || undefined,
    exceptId: dashboard.organisationId,
    limit: RECIPIENT_CHOICES,
  });
}

/** How many participants the form's picker offers at once (it searches by username). */
const PARTICIPANT_CHOICES = 50;

/**
 * The participants a challenge of the actor may target or exclude (the form's pickers): its organisation's, or
 * the city's for a city admin; found by username, or the chosen ones by id (their labels). Never another
 * organisation's or city's.
 */
export async function listParticipantOptions(db: Db, actor: Actor, query: ChallengeParticipantOptionsQuery) {
  const dashboard = requireDashboardActor(actor);
  const viewer = viewerOf(dashboard);
  authorize(dashboard, 'challenges.write', viewer);
  const ids = query.ids ? [...new Set(query.ids)] : undefined;
  if (ids?.length === 0) return [];
  return searchTargetableParticipants(db, viewer, {
    search: query.search || undefined,
    ids,
    limit: ids ? ids.length : PARTICIPANT_CHOICES,
  });
}

/** The challenges the actor sees, in one tab, one page. */
export async function listChallenges(db: Db, actor: Actor, query: ChallengeListQuery, now = new Date()) {
  const dashboard = requireDashboardActor(actor);
  const viewer = viewerOf(dashboard);
  authorize(dashboard, 'challenges.read', viewer);
  const { rows, total } = await listChallengePage(db, viewer, query, now);
  return {
    data: rows.map((row) => toChallengeRow(row, dashboard)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * A challenge the actor may read: its owner's, the city's (every challenge of the city), or one sent to the
 * actor's organisation or open to its participants. Any other answers 404.
 */
export async function findReadableChallenge(db: Db, actor: Actor, challengeId: string) {
  const dashboard = requireDashboardActor(actor);
  const challenge = await findChallenge(db, challengeId);
  if (!challenge) throw notFound();
  const viewer = viewerOf(dashboard);
  if (viewer.organisationId !== null && challenge.organisationId !== viewer.organisationId) {
    if (!(await isVisibleTo(db, viewer, challengeId))) throw notFound();
    authorize(dashboard, 'challenges.read', { cityId: challenge.cityId, organisationId: viewer.organisationId });
  } else {
    authorize(dashboard, 'challenges.read', { cityId: challenge.cityId, organisationId: challenge.organisationId });
  }
  return { dashboard, challenge };
}

/** A challenge the actor owns and may change (`challenges.write`); one it may only read answers 403. */
export async function findOwnedChallenge(db: Db, actor: Actor, challengeId: string) {
  const { dashboard, challenge } = await findReadableChallenge(db, actor, challengeId);
  if (!isOwner(viewerOf(dashboard), challenge)) throw forbidden();
  authorize(dashboard, 'challenges.write', { cityId: challenge.cityId, organisationId: challenge.organisationId });
  return { dashboard, challenge };
}

export async function getChallenge(db: Db, actor: Actor, challengeId: string, now = new Date()) {
  const { dashboard } = await findReadableChallenge(db, actor, challengeId);
  return describeChallenge(db, dashboard, challengeId, now);
}

async function describeChallenge(db: Db, dashboard: DashboardActor, challengeId: string, now: Date) {
  const row = await findChallengeRow(db, viewerOf(dashboard), challengeId, now);
  if (!row) throw notFound();
  const [recipients, figures] = await Promise.all([
    findRecipients(db, challengeId),
    getChallengeTotals(db, challengeId, leaderboardScopeOf(dashboard, row.challenge)),
  ]);
  const { challenge } = row;
  const detail: ChallengeDetail = {
    ...toChallengeRow(row, dashboard),
    description: challenge.description,
    branchId: challenge.branchId,
    branchName: row.branchName,
    includeUsers: challenge.includeUsers,
    excludeUsers: challenge.excludeUsers,
    sentTo: recipients.map((recipient) => ({
      organisationId: recipient.organisationId,
      name: recipient.name,
      state: recipient.state,
      answeredAt: recipient.answeredAt?.toISOString() ?? null,
    })),
    notify: challenge.notify,
    shared: challenge.shared,
    templateId: challenge.templateId,
    totals: totalsInUnits(figures.totals),
    collaborativeProgress: collaborativeProgressOf(challenge),
    createdAt: challenge.createdAt.toISOString(),
    updatedAt: challenge.updatedAt.toISOString(),
  };
  return detail;
}

/**
 * What a challenge input refers to, checked against the owner: a branch of the owner organisation (or of the
 * city, for a city challenge), participants of the city (of the organisation), organisations of the city to
 * send it to (the city's `challenge_between_organisations` feature and its limit on sent challenges apply to an
 * organisation), a template of the city, an image uploaded by the owner (or the template's, or the one it has).
 */
async function checkReferences(
  db: Db,
  actor: DashboardActor,
  owner: { cityId: string; organisationId: string | null },
  input: ChallengeInput,
  now: Date,
  existing?: ChallengeRecord,
) {
  const errors: FieldError[] = [];
  if (input.branchId) {
    const branch = await findBranchOwner(db, input.branchId);
    const ok =
      branch &&
      branch.cityId === owner.cityId &&
      (!owner.organisationId || branch.organisationId === owner.organisationId);
    if (!ok) errors.push({ path: 'branchId', message: 'This branch is not one of the organisation’s branches' });
  }
  // An organisation targets or excludes its own participants (those its picker offers); a city, the city's.
  for (const field of ['includeUsers', 'excludeUsers'] as const) {
    const ids = [...new Set(input[field] ?? [])];
    const found = await findParticipantIdsIn(db, owner, ids);
    if (found.length !== ids.length) errors.push({ path: field, message: 'Unknown participant' });
  }
  const sentTo = [...new Set(input.sentTo ?? [])];
  if (sentTo.length > 0) {
    const organisations = await findOrganisationsOfCity(db, owner.cityId, sentTo);
    if (organisations.length !== sentTo.length || sentTo.includes(owner.organisationId ?? '')) {
      errors.push({ path: 'sentTo', message: 'Choose organisations of the city, other than the sender' });
    }
  }
  const template = input.templateId ? await findTemplate(db, input.templateId) : undefined;
  if (input.templateId && template?.cityId !== owner.cityId) {
    errors.push({ path: 'templateId', message: 'Unknown template' });
  }
  const keptImage = (imageId: string) =>
    imageId === existing?.imageId || (template?.cityId === owner.cityId && imageId === template.imageId);
  if (input.imageId && !keptImage(input.imageId) && !(await isOwnImage(db, actor, input.imageId))) {
    errors.push({ path: 'imageId', message: 'Unknown image' });
  }
  errors.push(...(await goalBadgeErrors(db, owner.cityId, input, existing)));
  if (errors.length > 0) throw invalid(errors);
  if (sentTo.length > 0 && owner.organisationId) {
    const city = await findCityChallengeSettings(db, owner.cityId);
    if (!city?.features.challenge_between_organisations.granted) {
      throw forbidden(
        'Your city does not allow sending challenges to other organisations',
        'challenge_between_organisations_not_granted',
      );
    }
    const alreadySent = existing ? (await findRecipients(db, existing.id)).length > 0 : false;
    const sent = await countOpenSentChallenges(db, owner.organisationId, now, existing?.id);
    if (!alreadySent && !canSendAnotherChallenge(city.challengeSendLimit, sent)) {
      throw conflict('challenge_send_limit_reached', 'Limit to send challenges reached');
    }
  }
  return sentTo;
}

/**
 * A goal's badge is one of the city's badges in use; a goal keeps the archived badge it already named (it is no
 * longer awarded), but cannot name a newly archived one.
 */
export async function goalBadgeErrors(
  db: Db,
  cityId: string,
  input: Pick<ChallengeInput, 'individualGoal' | 'collaborativeGoal'>,
  existing?: Pick<ChallengeRecord, 'individualGoal' | 'collaborativeGoal'>,
): Promise<FieldError[]> {
  const goals = (['individualGoal', 'collaborativeGoal'] as const).filter((goal) => input[goal]?.badgeId);
  const found = new Map(
    (
      await findCityBadges(
        db,
        cityId,
        goals.map((goal) => input[goal]!.badgeId!),
      )
    ).map((badge) => [badge.id, badge]),
  );
  return goals.flatMap((goal) => {
    const badgeId = input[goal]!.badgeId!;
    const badge = found.get(badgeId);
    if (!badge) return [{ path: `${goal}.badgeId`, message: 'Unknown badge' }];
    if (badge.archivedAt && existing?.[goal]?.badgeId !== badgeId) {
      return [{ path: `${goal}.badgeId`, message: 'This badge is archived' }];
    }
    return [];
  });
}

function challengeValues(input: ChallengeInput) {
  return {
    name: input.name,
    description: input.description,
    excerpt: input.excerpt ?? null,
    imageId: input.imageId ?? null,
    imageUrl: input.imageId ? null : (input.imageUrl ?? null),
    startAt: new Date(input.startAt),
    endAt: new Date(input.endAt),
    status: input.status,
    individualGoal: toStoredGoal(input.individualGoal),
    collaborativeGoal: input.collaborativeGoal ? toStoredGoal(input.collaborativeGoal) : null,
    branchId: input.branchId ?? null,
    includeUsers: [...new Set(input.includeUsers ?? [])],
    excludeUsers: [...new Set(input.excludeUsers ?? [])],
    notify: input.notify,
    shared: input.shared,
    templateId: input.templateId ?? null,
  };
}

/** Creates a challenge for the actor's organisation, or for its city (city admins): 201 with the challenge. */
export async function createChallenge(db: Db, actor: Actor, input: ChallengeInput, now = new Date()) {
  const dashboard = requireDashboardActor(actor);
  const owner = viewerOf(dashboard);
  authorize(dashboard, 'challenges.write', owner);
  const sentTo = await checkReferences(db, dashboard, owner, input, now);
  const id = await db.transaction(async (tx) => {
    const challenge = await insertChallenge(tx, {
      ...challengeValues(input),
      cityId: owner.cityId,
      organisationId: owner.organisationId,
      createdBy: dashboard.userId,
      createdAt: now,
      updatedAt: now,
    });
    await replaceRecipients(tx, challenge.id, sentTo, owner.organisationId ? 'pending' : 'accepted', now);
    return challenge.id;
  });
  return describeChallenge(db, dashboard, id, now);
}

/**
 * Updates a challenge the actor owns, while it is not over: a running one keeps its goal types and its start
 * cannot move into the past; one with participants cannot go back to draft. When its dates or goals change,
 * its participants' progress is rebuilt from their trips.
 */
export async function updateChallenge(
  db: Db,
  actor: Actor,
  challengeId: string,
  input: ChallengeInput,
  now = new Date(),
) {
  const { dashboard, challenge } = await findOwnedChallenge(db, actor, challengeId);
  const state = challengeDisplayState(challenge, now);
  if (state === 'ended' || state === 'cancelled') {
    throw conflict('challenge_not_editable', 'This challenge has ended or was cancelled');
  }
  const fieldErrors = challengeUpdateFieldErrors(
    input,
    {
      status: challenge.status,
      startAt: challenge.startAt,
      individualGoalType: challenge.individualGoal.type,
      collaborativeGoalType: challenge.collaborativeGoal?.type ?? null,
    },
    now,
  );
  const details = Object.entries(fieldErrors).map(([path, code]) => ({
    path,
    message: CHALLENGE_FIELD_MESSAGES[code!],
  }));
  if (challenge.status === 'active' && input.status === 'draft' && (await countParticipants(db, challengeId)) > 0) {
    details.push({ path: 'status', message: 'A challenge with participants cannot go back to draft' });
  }
  if (details.length > 0) throw invalid(details);
  const owner = { cityId: challenge.cityId, organisationId: challenge.organisationId };
  const sentTo = await checkReferences(db, dashboard, owner, input, now, challenge);
  const values = challengeValues(input);
  const progressChanged =
    values.startAt.getTime() !== challenge.startAt.getTime() ||
    values.endAt.getTime() !== challenge.endAt.getTime() ||
    JSON.stringify(values.individualGoal) !== JSON.stringify(challenge.individualGoal) ||
    JSON.stringify(values.collaborativeGoal) !== JSON.stringify(challenge.collaborativeGoal);
  await db.transaction(async (tx) => {
    await updateChallengeRow(
      tx,
      challengeId,
      { ...values, ...(values.collaborativeGoal ? {} : { collaborativeValue: 0, collaborativeReachedAt: null }) },
      now,
    );
    await replaceRecipients(tx, challengeId, sentTo, challenge.organisationId ? 'pending' : 'accepted', now);
  });
  if (progressChanged) await rebuildChallengeProgress(db, challengeId, now);
  return describeChallenge(db, dashboard, challengeId, now);
}

/** Cancels a challenge the actor owns (not one already over). */
export async function cancelChallenge(db: Db, actor: Actor, challengeId: string, now = new Date()) {
  const { dashboard, challenge } = await findOwnedChallenge(db, actor, challengeId);
  const state = challengeDisplayState(challenge, now);
  if (state === 'ended' || state === 'cancelled') {
    throw conflict('challenge_not_editable', 'This challenge has ended or was cancelled');
  }
  await updateChallengeRow(db, challengeId, { status: 'cancelled', cancelledAt: now }, now);
  return describeChallenge(db, dashboard, challengeId, now);
}

/** Deletes a challenge the actor owns; one with participants is cancelled instead (and the answer says so). */
export async function deleteChallenge(
  db: Db,
  actor: Actor,
  challengeId: string,
  now = new Date(),
): Promise<ChallengeDeletion> {
  const { challenge } = await findOwnedChallenge(db, actor, challengeId);
  const outcome = deletionOutcome(await countParticipants(db, challengeId));
  if (outcome === 'deleted') {
    await db.transaction((tx) => deleteChallengeRow(tx, challengeId));
  } else if (challenge.status !== 'cancelled') {
    if (challengeDisplayState(challenge, now) === 'ended') {
      throw conflict('challenge_not_editable', 'This challenge has ended: it stays with its results');
    }
    await updateChallengeRow(db, challengeId, { status: 'cancelled', cancelledAt: now }, now);
  }
  return { id: challengeId, outcome };
}
