import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstError } from '@/components/form/first-error';
import { FormActions } from '@/components/form/form-actions';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { FormBody } from '@/components/form/read-only';
import { toRegionOptions, useRegions } from '@/lib/regions';
import { type BranchValues, mapBranchError, validateBranchName } from '../lib/branch-form';

interface BranchFormProps {
  /** Absent for a new branch, which may be sent as it opened (its errors then show). */
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
  initialValues,
  submitLabel,
  pending,
  readOnly = false,
  onSubmit,
  onSaved,
  secondaryAction,
}: BranchFormProps) {
  const { t, i18n } = useTranslation();
  const regions = useRegions();
  const isNew = initialValues === undefined;
  const form = useForm<BranchValues>({
    mode: 'controlled',
    initialValues: initialValues ?? { name: '', regionId: null },
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
  }, focusFirstError);

  return (
    <form onSubmit={submit} noValidate>
      <FormBody readOnly={readOnly}>
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
          <FormActions form={form} submitLabel={submitLabel} loading={pending} requireChanges={!isNew}>
            {secondaryAction}
          </FormActions>
        </Stack>
      </FormBody>
    </form>
  );
}
