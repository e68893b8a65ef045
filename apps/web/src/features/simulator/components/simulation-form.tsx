import '@mantine/core/styles/SegmentedControl.css';
import { Button, Checkbox, Group, Input, MultiSelect, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CHALLENGE_ACTIVITY_TYPES, WEEKDAYS } from '@mobiverte/contracts';
import { useTranslation } from 'react-i18next';
import { DatePickerInput } from '@/components/dates/lazy-date-inputs';
import { focusFirstError } from '@/components/form/first-error';
import { NumberField } from '@/components/form/number-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useFormatters } from '@/lib/use-formatters';
import { RULE_KINDS, simulationFormErrors, type SimulationFormValues } from '../lib/simulation-form';

interface SimulationFormProps {
  initialValues: SimulationFormValues;
  today: string;
  /** The scopes the account may choose (a city admin: the city and its organisations); none: its own organisation. */
  scopes: { value: string; label: string }[];
  pending: boolean;
  onSubmit: (values: SimulationFormValues) => void;
}

/** The scope, the past period and the planned rule (a recurring happy hour or a points coefficient). */
export function SimulationForm({ initialValues, today, scopes, pending, onSubmit }: SimulationFormProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const form = useForm<SimulationFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => simulationFormErrors(values, today),
  });
  const values = form.getValues();
  const inputs = {
    startDate: form.getInputProps('startDate' as const),
    endDate: form.getInputProps('endDate' as const),
    kind: form.getInputProps('kind' as const),
    weekdays: form.getInputProps('weekdays' as const),
    activityTypes: form.getInputProps('activityTypes' as const),
  };
  const dateError = (name: 'startDate' | 'endDate') => {
    const error = form.errors[name];
    return typeof error === 'string' ? t(error) : undefined;
  };

  return (
    <form onSubmit={form.onSubmit(onSubmit, focusFirstError)} noValidate aria-label={t('simulator.form.label')}>
      <Stack gap="md">
        {scopes.length > 0 && (
          <SelectField
            label={t('simulator.fields.scope')}
            data={scopes}
            allowDeselect={false}
            searchable
            maw={420}
            nothingFoundMessage={t('global.no_results')}
            control={form}
            name="scope"
          />
        )}
        <Group gap="sm" align="flex-start" wrap="wrap">
          <DatePickerInput
            label={t('simulator.fields.start_date')}
            placeholder={t('period.pick_date')}
            valueFormat={t('period.date_format')}
            maxDate={today}
            miw={200}
            required
            withAsterisk={false}
            {...inputs.startDate}
            error={dateError('startDate')}
          />
          <DatePickerInput
            label={t('simulator.fields.end_date')}
            placeholder={t('period.pick_date')}
            valueFormat={t('period.date_format')}
            minDate={values.startDate ?? undefined}
            maxDate={today}
            miw={200}
            required
            withAsterisk={false}
            {...inputs.endDate}
            error={dateError('endDate')}
          />
        </Group>
        <Input.Wrapper label={t('simulator.fields.rule')}>
          <div>
            <SegmentedControl
              data={RULE_KINDS.map((kind) => ({ value: kind, label: t(`simulator.rules.${kind}`) }))}
              {...inputs.kind}
            />
          </div>
        </Input.Wrapper>
        {values.kind === 'happy_hour' ? (
          <Stack gap="sm">
            <Checkbox.Group
              label={t('simulator.fields.weekdays')}
              error={form.errors.weekdays ? t(String(form.errors.weekdays)) : undefined}
              {...inputs.weekdays}
            >
              <Group gap="md" mt={6}>
                {WEEKDAYS.map((day) => (
                  <Checkbox key={day} value={day} label={format.weekdayLong(day)} />
                ))}
              </Group>
            </Checkbox.Group>
            <SimpleGrid cols={{ base: 1, sm: 3 }} maw={720}>
              <TextField
                type="time"
                label={t('simulator.fields.start_time')}
                required
                control={form}
                name="startTime"
              />
              <TextField type="time" label={t('simulator.fields.end_time')} required control={form} name="endTime" />
              <NumberField
                label={t('simulator.fields.multiplier')}
                description={t('simulator.form.multiplier_hint')}
                min={1.1}
                max={10}
                step={0.1}
                required
                control={form}
                name="multiplier"
              />
            </SimpleGrid>
            <MultiSelect
              label={t('simulator.fields.modes')}
              placeholder={values.activityTypes.length === 0 ? t('simulator.form.all_modes') : undefined}
              data={CHALLENGE_ACTIVITY_TYPES.map((mode) => ({ value: mode, label: t(`transport_modes.${mode}`) }))}
              searchable
              clearable
              hidePickedOptions
              maw={720}
              nothingFoundMessage={t('global.no_results')}
              {...inputs.activityTypes}
            />
          </Stack>
        ) : (
          <NumberField
            label={t('simulator.fields.points_coefficient')}
            description={t('simulator.form.coefficient_hint')}
            min={0.001}
            step={0.5}
            required
            maw={320}
            control={form}
            name="pointsCoefficient"
          />
        )}
        <Text size="sm" c="dimmed">
          {t('simulator.form.how')}
        </Text>
        <Group>
          <Button type="submit" loading={pending}>
            {t('simulator.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
