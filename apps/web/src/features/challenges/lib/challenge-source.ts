import type { StoredChallengeFacts } from '@mobiverte/contracts';
import type { ChallengeDetail } from '../api/get-challenge';
import type { ChallengeSource } from './challenge-form';

/** A saved challenge as the form reads it. */
export function toChallengeSource(challenge: ChallengeDetail): ChallengeSource {
  return {
    name: challenge.name,
    description: challenge.description,
    excerpt: challenge.excerpt,
    imageId: challenge.imageId,
    imageUrl: challenge.imageUrl,
    startAt: challenge.startAt,
    endAt: challenge.endAt,
    individualGoal: challenge.individualGoal,
    collaborativeGoal: challenge.collaborativeGoal,
    branchId: challenge.branchId,
    notify: challenge.notify,
    shared: challenge.shared,
    templateId: challenge.templateId,
    includeUsers: challenge.includeUsers,
    excludeUsers: challenge.excludeUsers,
  };
}

/** A copy starts as a new draft: same texts, goals and audience, new dates, nobody excluded yet. */
export function toDuplicateSource(challenge: ChallengeDetail, copyName: string): ChallengeSource {
  const { startAt: _start, endAt: _end, ...rest } = toChallengeSource(challenge);
  return { ...rest, name: copyName, excludeUsers: [], includeUsers: challenge.includeUsers };
}

/** What the update rules check a saved challenge's edit against. */
export function toStoredFacts(challenge: ChallengeDetail): StoredChallengeFacts {
  return {
    status: challenge.status,
    startAt: challenge.startAt,
    individualGoalType: challenge.individualGoal.type,
    collaborativeGoalType: challenge.collaborativeGoal?.type ?? null,
  };
}
