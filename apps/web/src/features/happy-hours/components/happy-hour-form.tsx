import { Alert, Button, MultiSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CHALLENGE_ACTIVITY_TYPES,
  happyHourWindowError,
  isHappyHourMultiplier,
  localDateTimeToInstant,
  type HappyHourState,
} from '@mobiverte/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstError } from '@/components/form/first-error';
import { FormActions } from '@/components/form/form-actions';
import { NumberField } from '@/components/form/number-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { getErrorMessageKey, hasErrorCode } from '@/lib/api-error';
import { useFormatters } from '@/lib/use-formatters';
import { validateRequired } from '@/lib/validation';
import type { HappyHourInput } from '../api/create-happy-hour';
import { useOrganisationOptions } from '@/lib/api/users-list';

export interface HappyHourFormValues {
  name: string;
  /** Local date-times of the city (`YYYY-MM-DDTHH:mm`), as the inputs give them. */
  startAt: string;
  endAt: string;
  multiplier: number | string;
  activityTypes: string[];
  organisationId: string | null;
  branchId: string | null;
}

interface HappyHourFormProps {
  initialValues: HappyHourFormValues;
  timeZone: string;
  /** A current happy hour: only its end may move. */
  state?: HappyHourState;
  submitLabel: string;
  pending: boolean;
  onSubmit: (input: HappyHourInput) => Promise<unknown>;
  onSaved: () => void;
  onCancel: () => void;
}

/** A happy hour's name, window (in the city's time zone), multiplier, modes and scope. */
export function HappyHourForm({
  initialValues,
  timeZone,
  state,
  submitLabel,
  pending,
  onSubmit,
  onSaved,
  onCancel,
}: HappyHourFormProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const options = useOrganisationOptions();
  const [failure, setFailure] = useState<string | null>(null);
  const locked = state === 'current';
  const form = useForm<HappyHourFormValues>({
    mode: 'controlled',
    initialValues,
    validate: {
      name: validateRequired,
      startAt: validateRequired,
      endAt: (value, values) => {
        if (!value) return 'fields.errors.required';
        if (!values.startAt) return null;
        const code = happyHourWindowError(
          localDateTimeToInstant(values.startAt, timeZone),
          localDateTimeToInstant(value, timeZone),
        );
        return code ? `happy_hours.form.errors.${code}` : null;
      },
      multiplier: (value) => (isHappyHourMultiplier(Number(value)) ? null : 'happy_hours.form.errors.multiplier'),
    },
  });
  const values = form.getValues();
  const modesInput = form.getInputProps('activityTypes' as const);
  const organisations = (options.data?.organisations ?? []).map((row) => ({ value: row.id, label: row.name }));
  const branches = (options.data?.branches ?? [])
    .filter((row) => row.organisationId === values.organisationId)
    .map((row) => ({ value: row.id, label: row.name }));

  const submit = form.onSubmit(async (input) => {
    setFailure(null);
    try {
      await onSubmit({
        name: input.name.trim(),
        startAt: localDateTimeToInstant(input.startAt, timeZone),
        endAt: localDateTimeToInstant(input.endAt, timeZone),
        multiplier: Number(input.multiplier),
        activityTypes: input.activityTypes.length > 0 ? (input.activityTypes as HappyHourInput['activityTypes']) : null,
        organisationId: input.organisationId || null,
        branchId: (input.organisationId && input.branchId) || null,
      });
      form.resetDirty();
      onSaved();
    } catch (error) {
      if (hasErrorCode(error, 'happy_hour_overlap')) {
        const other = error.details[0]?.message;
        setFailure(other ? t('happy_hours.form.overlap_with', { name: other }) : t('errors.happy_hour_overlap'));
      } else {
        setFailure(t(getErrorMessageKey(error)));
      }
    }
  }, focusFirstError);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
            {failure}
          </Alert>
        )}
        {locked && (
          <Text size="sm" c="dimmed">
            {t('happy_hours.form.current_locked')}
          </Text>
        )}
        <TextField
          label={t('happy_hours.fields.name')}
          required
          withAsterisk
          disabled={locked}
          control={form}
          name="name"
          data-autofocus
        />
        <Text size="sm" c="dimmed">
          {t('happy_hours.form.time_zone_hint', { zone: format.timeZone(timeZone) })}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField
            label={t('happy_hours.fields.start_at')}
            type="datetime-local"
            required
            withAsterisk
            disabled={locked}
            control={form}
            name="startAt"
          />
          <TextField
            label={t('happy_hours.fields.end_at')}
            type="datetime-local"
            required
            withAsterisk
            control={form}
            name="endAt"
          />
        </SimpleGrid>
        <NumberField
          label={t('happy_hours.fields.multiplier')}
          description={t('happy_hours.form.multiplier_hint')}
          min={1.1}
          max={10}
          step={0.1}
          maw={240}
          required
          withAsterisk
          disabled={locked}
          control={form}
          name="multiplier"
        />
        <MultiSelect
          label={t('happy_hours.fields.modes')}
          description={t('happy_hours.form.modes_hint')}
          placeholder={values.activityTypes.length === 0 ? t('happy_hours.all_modes') : undefined}
          data={CHALLENGE_ACTIVITY_TYPES.map((mode) => ({ value: mode, label: t(`transport_modes.${mode}`) }))}
          searchable
          clearable
          hidePickedOptions
          disabled={locked}
          nothingFoundMessage={t('global.no_results')}
          {...modesInput}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SelectField
            label={t('happy_hours.fields.organisation')}
            placeholder={t('happy_hours.whole_city')}
            data={organisations}
            searchable
            clearable
            disabled={locked}
            nothingFoundMessage={t('global.no_results')}
            control={form}
            name="organisationId"
            onChange={(value) => {
              form.setFieldValue('organisationId', value);
              form.setFieldValue('branchId', null);
            }}
          />
          <SelectField
            label={t('happy_hours.fields.branch')}
            placeholder={t('happy_hours.all_branches')}
            data={branches}
            clearable
            disabled={locked || !values.organisationId || branches.length === 0}
            control={form}
            name="branchId"
          />
        </SimpleGrid>
        <FormActions form={form} submitLabel={submitLabel} loading={pending}>
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
