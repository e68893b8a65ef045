import { CHALLENGE_MAX_DAYS, challengeInputFieldErrors } from '@mobiverte/contracts';
import type { ImageFieldValue } from '@/components/form/image-field';
import type { ChallengeTemplateBody } from '../api/create-challenge-template';
import { type ChallengeFormErrors, emptyGoal, type GoalValues, toGoalBody, toNumber } from './challenge-form';

export type TemplateFormValues = {
  name: string;
  description: string;
  excerpt: string;
  image: ImageFieldValue | null;
  durationDays: number | string;
  individualGoal: GoalValues;
  hasCollaborativeGoal: boolean;
  collaborativeGoal: GoalValues;
};

const goal = (): GoalValues => emptyGoal('distance');

export const EMPTY_TEMPLATE: TemplateFormValues = {
  name: '',
  description: '',
  excerpt: '',
  image: null,
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
  const {
    startAt: _start,
    endAt: _end,
    ...rules
  } = challengeInputFieldErrors({
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

export function toTemplateBody(values: TemplateFormValues): ChallengeTemplateBody {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    excerpt: values.excerpt.trim() || null,
    imageId: values.image?.id ?? null,
    durationDays: values.durationDays === '' ? null : toNumber(values.durationDays),
    individualGoal: toGoalBody(values.individualGoal),
    collaborativeGoal: values.hasCollaborativeGoal ? toGoalBody(values.collaborativeGoal) : null,
  };
}
