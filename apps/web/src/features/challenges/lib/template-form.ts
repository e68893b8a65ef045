import { CHALLENGE_MAX_DAYS, type ChallengeTemplateInput, challengeInputFieldErrors } from '@mobiverte/contracts';
import { type ChallengeFormErrors, type GoalValues, toNumber } from './challenge-form';

export type TemplateFormValues = {
  name: string;
  description: string;
  excerpt: string;
  imageUrl: string;
  durationDays: number | string;
  individualGoal: GoalValues;
  hasCollaborativeGoal: boolean;
  collaborativeGoal: GoalValues;
};

const goal = (): GoalValues => ({
  type: 'distance',
  value: '',
  activityTypes: ['walk', 'run', 'bike', 'electric_bicycle', 'bus', 'metro', 'train', 'carpool'],
  reward: 0,
});

export const EMPTY_TEMPLATE: TemplateFormValues = {
  name: '',
  description: '',
  excerpt: '',
  imageUrl: '',
  durationDays: 30,
  individualGoal: goal(),
  hasCollaborativeGoal: false,
  collaborativeGoal: goal(),
};

const goalDraft = (values: GoalValues) => ({
  type: values.type ?? undefined,
  value: values.value === '' ? null : toNumber(values.value),
  activityTypes: values.activityTypes,
});

/** A template has a challenge's texts and goals without dates: the same rules, the dates left out. */
export function validateTemplateForm(values: TemplateFormValues): ChallengeFormErrors {
  const { startAt: _start, endAt: _end, ...rules } = challengeInputFieldErrors({
    name: values.name,
    description: values.description,
    startAt: null,
    endAt: null,
    individualGoal: goalDraft(values.individualGoal),
    collaborativeGoal: values.hasCollaborativeGoal ? goalDraft(values.collaborativeGoal) : null,
  });
  const errors: ChallengeFormErrors = {};
  for (const [path, code] of Object.entries(rules)) if (code) errors[path] = `challenges.field_errors.${code}`;
  const days = toNumber(values.durationDays);
  if (values.durationDays !== '' && !(Number.isInteger(days) && days >= 1 && days <= CHALLENGE_MAX_DAYS)) {
    errors.durationDays = 'challenges.field_errors.duration_invalid';
  }
  return errors;
}

const goalBody = (values: GoalValues) => ({
  type: values.type ?? 'distance',
  value: toNumber(values.value),
  activityTypes: values.activityTypes as ChallengeTemplateInput['individualGoal']['activityTypes'],
  reward: values.reward === '' ? 0 : toNumber(values.reward),
});

export function toTemplateBody(values: TemplateFormValues): ChallengeTemplateInput {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    excerpt: values.excerpt.trim() || null,
    imageUrl: values.imageUrl.trim() || null,
    durationDays: values.durationDays === '' ? null : toNumber(values.durationDays),
    individualGoal: goalBody(values.individualGoal),
    collaborativeGoal: values.hasCollaborativeGoal ? goalBody(values.collaborativeGoal) : null,
  };
}
