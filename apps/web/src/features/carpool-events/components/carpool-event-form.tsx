import { Alert, Button, Card, Checkbox, Group, Radio, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { WEEKDAYS } from '@mobiverte/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/form/checkbox-field';
import { focusFirstError } from '@/components/form/first-error';
import { HINT_BELOW_INPUT } from '@/components/form/field-binding';
import { FormActions } from '@/components/form/form-actions';
import { FormSection } from '@/components/form/form-section';
import { NumberField } from '@/components/form/number-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useBranchOptions } from '@/lib/api/branch-options';
import { getErrorMessageKey } from '@/lib/api-error';
import { useFormatters } from '@/lib/use-formatters';
import type { CarpoolEventBody } from '../api/save-carpool-event';
import {
  type CarpoolEventFormValues,
  type DestinationKind,
  validateEventValues,
  valuesToInput,
} from '../lib/event-form';

interface CarpoolEventFormProps {
  initialValues: CarpoolEventFormValues;
  /** An organisation's event may meet at one of its branches; a city's meets at an address. */
  allowBranch: boolean;
  submitLabel: string;
  pending: boolean;
  /** False for a new event: it may be sent as it opened (the rules then say what is missing). */
  requireChanges: boolean;
  onSubmit: (body: CarpoolEventBody) => Promise<unknown>;
  onCancel: () => void;
}

/** A carpool event: its name, destination, schedule (once or every week) and whether an admin validates matches. */
export function CarpoolEventForm({
  initialValues,
  allowBranch,
  submitLabel,
  pending,
  requireChanges,
  onSubmit,
  onCancel,
}: CarpoolEventFormProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const branches = useBranchOptions(allowBranch);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CarpoolEventFormValues>({
    mode: 'controlled',
    initialValues,
    validate: validateEventValues,
  });
  const values = form.getValues();

  const submit = form.onSubmit(async (input) => {
    setFailure(null);
    try {
      await onSubmit(valuesToInput(input) as CarpoolEventBody);
      form.resetDirty();
    } catch (error) {
      setFailure(t(getErrorMessageKey(error)));
    }
  }, focusFirstError);

  const chooseDays = (days: string[]) => {
    form.setFieldValue(
      'days',
      WEEKDAYS.filter((day) => days.includes(day)),
    );
    form.clearFieldError('days');
  };
  const error = (path: string) => (form.errors[path] ? t(String(form.errors[path])) : undefined);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
            {failure}
          </Alert>
        )}
        <Card withBorder>
          <FormSection title={t('carpool_events.form.about_title')} description={t('carpool_events.form.about_hint')}>
            <TextField label={t('fields.name')} required control={form} name="name" maxLength={120} data-path="name" />
            {allowBranch && (
              <Radio.Group
                label={t('carpool_events.fields.destination')}
                value={values.destinationKind}
                onChange={(value) => form.setFieldValue('destinationKind', value as DestinationKind)}
              >
                <Group gap="lg" mt="xs">
                  <Radio value="branch" label={t('carpool_events.form.destination.branch')} />
                  <Radio value="address" label={t('carpool_events.form.destination.address')} />
                </Group>
              </Radio.Group>
            )}
            {values.destinationKind === 'branch' ? (
              <SelectField
                label={t('carpool_events.fields.branch')}
                required
                searchable
                data={branches.data ?? []}
                nothingFoundMessage={t('carpool_events.form.no_branch')}
                control={form}
                name="branchId"
                data-path="branchId"
              />
            ) : (
              <Stack gap="md">
                <TextField
                  label={t('fields.address')}
                  required
                  control={form}
                  name="address"
                  maxLength={300}
                  data-path="address"
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <NumberField
                    label={t('carpool_events.fields.latitude')}
                    description={t('carpool_events.form.coordinates_hint')}
                    inputWrapperOrder={HINT_BELOW_INPUT}
                    required
                    control={form}
                    name="lat"
                    data-path="lat"
                  />
                  <NumberField
                    label={t('carpool_events.fields.longitude')}
                    required
                    control={form}
                    name="lng"
                    data-path="lng"
                  />
                </SimpleGrid>
              </Stack>
            )}
            <CheckboxField
              label={t('carpool_events.fields.requires_validation')}
              description={t('carpool_events.form.requires_validation_hint')}
              control={form}
              name="requiresValidation"
            />
          </FormSection>
        </Card>
        <Card withBorder>
          <FormSection
            title={t('carpool_events.form.schedule_title')}
            description={t('carpool_events.form.schedule_hint')}
          >
            <Radio.Group
              label={t('carpool_events.fields.frequency')}
              value={values.frequency}
              onChange={(value) => {
                form.setFieldValue('frequency', value as CarpoolEventFormValues['frequency']);
                form.clearErrors();
              }}
            >
              <Group gap="lg" mt="xs">
                <Radio value="recurring" label={t('carpool_events.frequency.recurring')} />
                <Radio value="once" label={t('carpool_events.frequency.once')} />
              </Group>
            </Radio.Group>
            {values.frequency === 'once' ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextField type="date" label={t('fields.date')} required control={form} name="date" data-path="date" />
                <TextField
                  type="time"
                  label={t('carpool_events.fields.meeting_time_single')}
                  required
                  control={form}
                  name="onceTime"
                  data-path="onceTime"
                />
              </SimpleGrid>
            ) : (
              <Stack gap="md">
                <Checkbox.Group
                  label={t('carpool_events.fields.days')}
                  description={t('carpool_events.form.days_hint')}
                  value={values.days}
                  onChange={chooseDays}
                  error={error('days')}
                  data-path="days"
                >
                  <Stack gap="xs" mt="xs">
                    {WEEKDAYS.map((day) => {
                      const chosen = values.days.includes(day);
                      return (
                        <Group key={day} gap="md" wrap="nowrap" align="center" mih={36}>
                          <Checkbox value={day} label={format.weekdayLong(day)} w={140} />
                          {chosen && (
                            <TextField
                              type="time"
                              aria-label={t('carpool_events.form.time_of', { day: format.weekdayLong(day) })}
                              control={form}
                              name={`times.${day}`}
                              data-path={`times.${day}`}
                              w={140}
                              required
                            />
                          )}
                        </Group>
                      );
                    })}
                  </Stack>
                </Checkbox.Group>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextField
                    type="date"
                    label={t('carpool_events.fields.start_date')}
                    description={t('carpool_events.form.start_date_hint')}
                    control={form}
                    name="date"
                    data-path="date"
                  />
                  <TextField
                    type="date"
                    label={t('carpool_events.fields.end_date')}
                    description={t('carpool_events.form.end_date_hint')}
                    control={form}
                    name="endDate"
                    data-path="endDate"
                  />
                </SimpleGrid>
              </Stack>
            )}
          </FormSection>
        </Card>
        <FormActions form={form} submitLabel={submitLabel} loading={pending} requireChanges={requireChanges}>
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
