import { MultiSelect, SimpleGrid, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CHALLENGE_ACTIVITY_TYPES, CHALLENGE_GOAL_TYPES } from '@mobiverte/contracts';
import { useTranslation } from 'react-i18next';
import { NumberField } from '@/components/form/number-field';
import { SelectField } from '@/components/form/select-field';
import { GoalBadgeField } from './goal-badge-field';

type GoalKey = 'individualGoal' | 'collaborativeGoal';

interface GoalFieldsetProps<Values> {
  form: UseFormReturnType<Values>;
  goal: GoalKey;
  /** The goal type of a running challenge cannot change (contracts' rule). */
  typeLocked?: boolean;
  /** A red asterisk on the fields the goal needs. */
  required?: boolean;
}

/** A goal: what is measured, the target in its unit, the activity types that count, the reward and the badge. */
export function GoalFieldset<Values>({ form, goal, typeLocked = false, required = true }: GoalFieldsetProps<Values>) {
  const { t, i18n } = useTranslation();
  const type = (form.getValues() as Record<GoalKey, { type: string | null }>)[goal].type;
  const path = (field: string) => `${goal}.${field}` as never;
  const activityTypes = form.getInputProps(path('activityTypes'));
  const activityError = activityTypes.error as string | undefined;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField
          label={t('challenges.fields.goal_type')}
          data={CHALLENGE_GOAL_TYPES.map((value) => ({ value, label: t(`challenges.goal_types.${value}`) }))}
          allowDeselect={false}
          required={required}
          withAsterisk={required}
          disabled={typeLocked}
          description={typeLocked ? t('challenges.form.goal_type_locked') : undefined}
          control={form}
          name={path('type')}
        />
        <NumberField
          label={t('challenges.fields.goal_value')}
          description={type ? t(`challenges.goal_units.${type}`) : undefined}
          min={0}
          decimalSeparator={i18n.language.startsWith('en') ? '.' : ','}
          required={required}
          withAsterisk={required}
          control={form}
          name={path('value')}
        />
      </SimpleGrid>
      <MultiSelect
        label={t('challenges.fields.activity_types')}
        description={t('challenges.form.activity_types_hint')}
        data={CHALLENGE_ACTIVITY_TYPES.map((mode) => ({ value: mode, label: t(`transport_modes.${mode}`) }))}
        searchable
        clearable
        hidePickedOptions
        nothingFoundMessage={t('global.no_results')}
        required={required}
        withAsterisk={required}
        {...activityTypes}
        error={activityError ? t(activityError) : undefined}
      />
      <NumberField
        label={t('challenges.fields.reward')}
        description={t('challenges.form.reward_hint')}
        min={0}
        maw={320}
        control={form}
        name={path('reward')}
      />
      <GoalBadgeField form={form} goal={goal} />
    </Stack>
  );
}
