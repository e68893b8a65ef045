import {
  CHALLENGE_EXCERPT_MAX,
  CHALLENGE_NAME_MAX,
  CHALLENGE_REWARD_MAX,
  type ChallengeFieldErrors,
  type ChallengeGoalType,
  challengeInputFieldErrors,
  challengeUpdateFieldErrors,
  type ChallengeDraft,
  type StoredChallengeFacts,
} from '@mobiverte/contracts';
import type { ImageFieldValue } from '@/components/form/image-field';
import { ApiError, getErrorMessageKey } from '@/lib/api-error';
import type { ChallengeBody, ChallengeGoalBody } from '../api/create-challenge';
import { type LocalDateTime, toInstant, toLocalDateTime } from './zoned-date-time';

export type GoalValues = {
  type: ChallengeGoalType | null;
  /** Typed text or a number: the form never rewrites what the user types. */
  value: number | string;
  activityTypes: string[];
  reward: number | string;
  /** A badge of the city given to each participant who reaches the goal (null: none). */
  badgeId: string | null;
};

export type ChallengeFormValues = {
  name: string;
  description: string;
  excerpt: string;
  /** Uploaded, or (a challenge saved through the API) hosted elsewhere. */
  image: ImageFieldValue | null;
  /** Wall-clock times of the city (`YYYY-MM-DDTHH:mm`). */
  startAt: LocalDateTime;
  endAt: LocalDateTime;
  individualGoal: GoalValues;
  hasCollaborativeGoal: boolean;
  collaborativeGoal: GoalValues;
  branchId: string | null;
  /** Organisations the challenge is sent to (the sending page). */
  sentTo: string[];
  notify: boolean;
  shared: boolean;
  templateId: string | null;
  /** Only these participants may join (none: everyone the challenge is open to). */
  includeUsers: string[];
  /** Participants kept out (chosen here, or excluded from the leaderboard of the info page). */
  excludeUsers: string[];
};

type StoredGoal = {
  type: ChallengeGoalType;
  value: number;
  activityTypes: string[];
  reward: number;
  badgeId?: string | null;
};

/** What the form reads from: a saved challenge, a template, or nothing. */
export type ChallengeSource = {
  name: string;
  description: string;
  excerpt: string | null;
  imageId: string | null;
  imageUrl: string | null;
  startAt?: string;
  endAt?: string;
  individualGoal: StoredGoal;
  collaborativeGoal: StoredGoal | null;
  branchId?: string | null;
  notify?: boolean;
  shared?: boolean;
  templateId?: string | null;
  includeUsers?: string[];
  excludeUsers?: string[];
};

/** The activity types a new goal counts: the everyday sustainable ones. */
export const DEFAULT_ACTIVITY_TYPES = ['walk', 'run', 'bike', 'electric_bicycle', 'bus', 'metro', 'train', 'carpool'];

export const emptyGoal = (type: ChallengeGoalType | null): GoalValues => ({
  type,
  value: '',
  activityTypes: [...DEFAULT_ACTIVITY_TYPES],
  reward: 0,
  badgeId: null,
});

const goalValues = (goal: StoredGoal): GoalValues => ({
  type: goal.type,
  value: goal.value,
  activityTypes: [...goal.activityTypes],
  reward: goal.reward,
  badgeId: goal.badgeId ?? null,
});

/** The form's values for a new challenge, or for editing (or copying) a saved one. */
export function toChallengeFormValues(source: ChallengeSource | null, timeZone: string): ChallengeFormValues {
  return {
    name: source?.name ?? '',
    description: source?.description ?? '',
    excerpt: source?.excerpt ?? '',
    image: source?.imageUrl ? { id: source.imageId, url: source.imageUrl } : null,
    startAt: source?.startAt ? toLocalDateTime(source.startAt, timeZone) : '',
    endAt: source?.endAt ? toLocalDateTime(source.endAt, timeZone) : '',
    individualGoal: source ? goalValues(source.individualGoal) : emptyGoal('distance'),
    hasCollaborativeGoal: Boolean(source?.collaborativeGoal),
    collaborativeGoal: source?.collaborativeGoal ? goalValues(source.collaborativeGoal) : emptyGoal('distance'),
    branchId: source?.branchId ?? null,
    sentTo: [],
    notify: source?.notify ?? true,
    shared: source?.shared ?? false,
    templateId: source?.templateId ?? null,
    includeUsers: source?.includeUsers ?? [],
    excludeUsers: source?.excludeUsers ?? [],
  };
}

const DAY_MS = 86_400_000;

/**
 * A template fills the texts and goals; its usual duration sets the end from the start when a start is chosen.
 * The dates, the branch and the options stay as they were.
 */
export function applyTemplate(
  values: ChallengeFormValues,
  template: ChallengeSource & { id: string; durationDays: number | null },
  timeZone: string,
): ChallengeFormValues {
  const filled = toChallengeFormValues(template, timeZone);
  const start = values.startAt ? toInstant(values.startAt, timeZone) : null;
  const endAt =
    start && template.durationDays
      ? toLocalDateTime(new Date(new Date(start).getTime() + template.durationDays * DAY_MS), timeZone)
      : values.endAt;
  return {
    ...values,
    name: filled.name,
    description: filled.description,
    excerpt: filled.excerpt,
    image: filled.image,
    individualGoal: filled.individualGoal,
    hasCollaborativeGoal: filled.hasCollaborativeGoal,
    collaborativeGoal: filled.collaborativeGoal,
    templateId: template.id,
    endAt,
  };
}

/** A number as typed: French decimals take a comma. Empty or not a number: NaN. */
export function toNumber(value: number | string): number {
  if (typeof value === 'number') return value;
  const trimmed = value.trim().replace(/\s/g, '').replace(',', '.');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

const goalDraft = (goal: GoalValues) => ({
  type: goal.type ?? undefined,
  value: goal.value === '' ? null : toNumber(goal.value),
  activityTypes: goal.activityTypes,
});

/** The form as the contracts' rules read it. */
export function toChallengeDraft(values: ChallengeFormValues, timeZone: string): ChallengeDraft {
  return {
    name: values.name,
    description: values.description,
    startAt: values.startAt ? toInstant(values.startAt, timeZone) : null,
    endAt: values.endAt ? toInstant(values.endAt, timeZone) : null,
    individualGoal: goalDraft(values.individualGoal),
    collaborativeGoal: values.hasCollaborativeGoal ? goalDraft(values.collaborativeGoal) : null,
    includeUsers: values.includeUsers,
    excludeUsers: values.excludeUsers,
  };
}

/** The field names of the form whose errors carry the same path in the API. */
export type ChallengeFormErrors = Record<string, string>;

const fieldErrorKey = (code: string) => `challenges.field_errors.${code}`;

function rewardError(goal: GoalValues): string | null {
  const reward = toNumber(goal.reward);
  if (goal.reward === '') return null;
  return Number.isInteger(reward) && reward >= 0 && reward <= CHALLENGE_REWARD_MAX
    ? null
    : fieldErrorKey('reward_invalid');
}

/**
 * Every error of the form, under its field, as translation keys: the contracts' rules (the red-asterisk fields,
 * the end after the start, goal values above 0, activity types, no participant both targeted and excluded; for a
 * saved challenge the goal type and start
 * of a running one), then the form's own (reward, excerpt, image address, the organisations to send it to).
 */
export function validateChallengeForm(
  values: ChallengeFormValues,
  context: { timeZone: string; stored?: StoredChallengeFacts | null; sending?: boolean; now?: Date },
): ChallengeFormErrors {
  const draft = toChallengeDraft(values, context.timeZone);
  const rules: ChallengeFieldErrors = context.stored
    ? challengeUpdateFieldErrors(draft, context.stored, context.now)
    : challengeInputFieldErrors(draft);
  const errors: ChallengeFormErrors = {};
  for (const [path, code] of Object.entries(rules)) if (code) errors[path] = fieldErrorKey(code);
  if (values.startAt && !draft.startAt) errors.startAt = fieldErrorKey('date_invalid');
  if (values.endAt && !draft.endAt) errors.endAt = fieldErrorKey('date_invalid');
  if (values.name.trim().length > CHALLENGE_NAME_MAX) errors.name = fieldErrorKey('text_too_long');
  if (values.excerpt.trim().length > CHALLENGE_EXCERPT_MAX) errors.excerpt = fieldErrorKey('text_too_long');
  const individualReward = rewardError(values.individualGoal);
  if (individualReward) errors['individualGoal.reward'] = individualReward;
  const collaborativeReward = values.hasCollaborativeGoal ? rewardError(values.collaborativeGoal) : null;
  if (collaborativeReward) errors['collaborativeGoal.reward'] = collaborativeReward;
  if (context.sending && values.sentTo.length === 0) errors.sentTo = fieldErrorKey('organisations_required');
  return errors;
}

/** The fields the form marks with a red asterisk: the contracts refuse the challenge without them. */
export const REQUIRED_FIELDS = [
  'name',
  'description',
  'startAt',
  'endAt',
  'individualGoal.type',
  'individualGoal.value',
  'individualGoal.activityTypes',
] as const;

/** A goal of a valid form (its activity types come from the contracts' list, which the form offers). */
export const toGoalBody = (goal: GoalValues): ChallengeGoalBody => ({
  type: goal.type as ChallengeGoalType,
  value: toNumber(goal.value),
  activityTypes: goal.activityTypes as ChallengeGoalBody['activityTypes'],
  reward: goal.reward === '' ? 0 : toNumber(goal.reward),
  badgeId: goal.badgeId,
});

const optional = (value: string) => (value.trim() === '' ? null : value.trim());

/** The request body of a valid form; `status` publishes it or keeps it as a draft. */
export function toChallengeBody(
  values: ChallengeFormValues,
  { timeZone, status, sending = false }: { timeZone: string; status: 'draft' | 'active'; sending?: boolean },
): ChallengeBody {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    excerpt: optional(values.excerpt),
    imageId: values.image?.id ?? null,
    imageUrl: values.image && !values.image.id ? values.image.url : null,
    startAt: toInstant(values.startAt, timeZone) ?? '',
    endAt: toInstant(values.endAt, timeZone) ?? '',
    status,
    individualGoal: toGoalBody(values.individualGoal),
    collaborativeGoal: values.hasCollaborativeGoal ? toGoalBody(values.collaborativeGoal) : null,
    branchId: values.branchId,
    includeUsers: values.includeUsers,
    excludeUsers: values.excludeUsers,
    ...(sending ? { sentTo: values.sentTo } : {}),
    notify: values.notify,
    shared: values.shared,
    templateId: values.templateId,
  };
}

/** A refusal of the server: under the fields it names (the same paths as the form's), otherwise a toast. */
export function mapChallengeError(error: unknown): { fields: ChallengeFormErrors; form: string | null } {
  if (error instanceof ApiError && error.code === 'validation_failed' && error.details.length > 0) {
    const fields: ChallengeFormErrors = {};
    for (const { path } of error.details) {
      const field = path
        .replace(/^body[./]/, '')
        .split(/[./]/)
        .filter((segment) => segment !== '' && !/^\d+$/.test(segment))
        .join('.');
      fields[field] = 'fields.errors.invalid';
    }
    return { fields, form: 'challenges.save.invalid' };
  }
  return { fields: {}, form: getErrorMessageKey(error) };
}
