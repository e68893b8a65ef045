import { Button, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { focusFirstError } from '@/components/form/first-error';
import { FormActions } from '@/components/form/form-actions';
import { NumberField } from '@/components/form/number-field';
import { TextField } from '@/components/form/text-field';
import { getErrorMessageKey, hasErrorCode } from '@/lib/api-error';
import { validateOptionalWholeNumber, validateRequired } from '@/lib/validation';
import type { CategoryInput } from '../api/create-category';

export interface CategoryFormValues {
  nameFr: string;
  nameEn: string;
  nameDe: string;
  displayingOrder: number | string;
}

interface CategoryFormProps {
  initialValues: CategoryFormValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: (input: CategoryInput) => Promise<unknown>;
  onSaved: () => void;
  onFailed: (messageKey: string) => void;
  onCancel?: () => void;
}

/** A category's name in French, English and German, and its place in the list. */
export function CategoryForm({
  initialValues,
  submitLabel,
  pending,
  onSubmit,
  onSaved,
  onFailed,
  onCancel,
}: CategoryFormProps) {
  const { t } = useTranslation();
  const form = useForm<CategoryFormValues>({
    mode: 'controlled',
    initialValues,
    validate: { nameFr: validateRequired, nameEn: validateRequired, displayingOrder: validateOptionalWholeNumber },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit({
        nameFr: values.nameFr.trim(),
        nameEn: values.nameEn.trim(),
        nameDe: values.nameDe.trim() || null,
        displayingOrder: Number(values.displayingOrder) || 0,
      });
      form.resetDirty();
      onSaved();
    } catch (error) {
      if (hasErrorCode(error, 'category_name_taken')) form.setFieldError('nameFr', 'errors.category_name_taken');
      else onFailed(getErrorMessageKey(error));
    }
  }, focusFirstError);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextField label={t('categories.fields.name_fr')} required control={form} name="nameFr" data-autofocus />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField label={t('categories.fields.name_en')} required control={form} name="nameEn" />
          <TextField label={t('categories.fields.name_de')} control={form} name="nameDe" />
        </SimpleGrid>
        <NumberField
          label={t('categories.fields.displaying_order')}
          description={t('categories.fields.displaying_order_hint')}
          min={0}
          maw={240}
          control={form}
          name="displayingOrder"
        />
        <FormActions form={form} submitLabel={submitLabel} loading={pending}>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('actions.cancel')}
            </Button>
          )}
        </FormActions>
      </Stack>
    </form>
  );
}
