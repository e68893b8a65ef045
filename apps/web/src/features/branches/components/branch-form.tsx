import { Button, Fieldset, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@/components/form/form-fields';
import { toRegionOptions, useRegions } from '@/lib/regions';
import { type BranchValues, mapBranchError, validateBranchName } from '../lib/branch-form';

interface BranchFormProps {
  initialValues?: BranchValues;
  submitLabel: ReactNode;
  pending: boolean;
  readOnly?: boolean;
  /** Resolves when saved; a refusal is shown under its field or as a toast. */
  onSubmit: (values: BranchValues) => Promise<unknown>;
  onSaved?: () => void;
  /** Beside the submit button, e.g. "Cancel" in the creation modal. */
  secondaryAction?: ReactNode;
}

/** A branch's name (unique in the organisation) and its region. */
export function BranchForm({
  initialValues = { name: '', regionId: null },
  submitLabel,
  pending,
  readOnly = false,
  onSubmit,
  onSaved,
  secondaryAction,
}: BranchFormProps) {
  const { t, i18n } = useTranslation();
  const regions = useRegions();
  const form = useForm<BranchValues>({
    mode: 'controlled',
    initialValues,
    validate: { name: validateBranchName },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit({ name: values.name.trim(), regionId: values.regionId });
      form.resetDirty({ ...values, name: values.name.trim() });
      onSaved?.();
    } catch (error) {
      const { fields, form: message } = mapBranchError(error);
      form.setErrors(fields);
      if (message) notifications.show({ color: 'red', message: t(message) });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Fieldset disabled={readOnly} variant="unstyled" p={0} m={0}>
        <Stack gap="md">
          <TextField
            label={t('branches.fields.name')}
            description={t('branches.form.name_hint')}
            required
            data-autofocus
            control={form}
            name="name"
          />
          <SelectField
            label={t('fields.region')}
            description={t('branches.form.region_hint')}
            placeholder={regions.isPending ? t('global.loading') : t('branches.form.no_region')}
            data={toRegionOptions(regions.data, i18n.language)}
            searchable
            clearable
            nothingFoundMessage={t('global.no_results')}
            control={form}
            name="regionId"
          />
          {!readOnly && (
            <Group justify="flex-end" gap="sm">
              {secondaryAction}
              <Button type="submit" loading={pending}>
                {submitLabel}
              </Button>
            </Group>
          )}
        </Stack>
      </Fieldset>
    </form>
  );
}
