import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  BADGE_LEVEL_MAX,
  BADGE_MODE_TYPES,
  BADGE_MODES,
  BADGE_POINTS_MAX,
  BADGE_TYPES,
  BADGE_UNITS,
  isBadgeQuantity,
  type BadgeType,
} from '@mobiverte/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconAward } from '@tabler/icons-react';
import { focusFirstError } from '@/components/form/first-error';
import { FormActions } from '@/components/form/form-actions';
import { HINT_BELOW_INPUT } from '@/components/form/field-binding';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { ImageField, type ImageFieldValue } from '@/components/form/image-field';
import { NumberField } from '@/components/form/number-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { getErrorMessageKey, hasErrorCode } from '@/lib/api-error';
import { validateRequired } from '@/lib/validation';
import type { BadgeBody } from '../api/create-badge';

export interface BadgeFormValues {
  nameFr: string;
  nameEn: string;
  nameDe: string;
  type: BadgeType;
  quantity: number | string;
  level: number | string;
  points: number | string;
  /** Empty: every sustainable mode. */
  activityType: string | null;
  icon: ImageFieldValue | null;
}

export const EMPTY_BADGE: BadgeFormValues = {
  nameFr: '',
  nameEn: '',
  nameDe: '',
  type: 'distance',
  quantity: '',
  level: 1,
  points: 0,
  activityType: null,
  icon: null,
};

const wholeBetween = (value: unknown, min: number, max: number) => {
  const number = Number(value);
  return value !== '' && Number.isInteger(number) && number >= min && number <= max;
};

interface BadgeFormProps {
  initialValues: BadgeFormValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: BadgeBody) => Promise<unknown>;
  onSaved: () => void;
  onCancel: () => void;
}

/** A badge's names (fr, en, optional de), type, quantity with its unit, level, points, mode and icon. */
export function BadgeForm({ initialValues, submitLabel, pending, onSubmit, onSaved, onCancel }: BadgeFormProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<BadgeFormValues>({
    mode: 'controlled',
    initialValues,
    validate: {
      nameFr: validateRequired,
      nameEn: validateRequired,
      quantity: (value, values) => {
        if (value === '' || value === null) return 'fields.errors.required';
        if (isBadgeQuantity(values.type, Number(value))) return null;
        return Number(value) > 0 ? 'badges.form.errors.whole_quantity' : 'badges.form.errors.quantity';
      },
      level: (value) => (wholeBetween(value, 1, BADGE_LEVEL_MAX) ? null : 'badges.form.errors.level'),
      points: (value) => (wholeBetween(value, 0, BADGE_POINTS_MAX) ? null : 'badges.form.errors.points'),
    },
  });
  const values = form.getValues();
  const withMode = BADGE_MODE_TYPES.includes(values.type);

  const submit = form.onSubmit(async (input) => {
    setFailure(null);
    try {
      await onSubmit({
        nameFr: input.nameFr.trim(),
        nameEn: input.nameEn.trim(),
        nameDe: input.nameDe.trim() || null,
        type: input.type,
        quantity: Number(input.quantity),
        level: Number(input.level),
        points: Number(input.points),
        activityType: withMode && input.activityType ? (input.activityType as BadgeBody['activityType']) : null,
        imageId: input.icon?.id ?? null,
      });
      form.resetDirty();
      onSaved();
    } catch (error) {
      if (hasErrorCode(error, 'badge_ladder_conflict')) {
        form.setFieldError('level', 'errors.badge_ladder_conflict');
        focusFirstError(form.errors);
      } else if (hasErrorCode(error, 'validation_failed') && error.details.length > 0) {
        for (const detail of error.details) form.setFieldError(detail.path, 'badges.form.errors.server_field');
        setFailure(getErrorMessageKey(error));
      } else {
        setFailure(getErrorMessageKey(error));
      }
    }
  }, focusFirstError);

  const unit = t(`badges.units.${BADGE_UNITS[values.type]}`);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert messageKey={failure} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField
            label={t('badges.fields.name_fr')}
            required
            withAsterisk
            maxLength={80}
            control={form}
            name="nameFr"
            data-autofocus
          />
          <TextField
            label={t('badges.fields.name_en')}
            required
            withAsterisk
            maxLength={80}
            control={form}
            name="nameEn"
          />
        </SimpleGrid>
        <TextField label={t('badges.fields.name_de')} maxLength={80} control={form} name="nameDe" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SelectField
            label={t('badges.fields.type')}
            required
            withAsterisk
            allowDeselect={false}
            data={BADGE_TYPES.map((type) => ({ value: type, label: t(`badges.types.${type}`) }))}
            control={form}
            name="type"
            onChange={(value) => {
              form.setFieldValue('type', (value ?? 'distance') as BadgeType);
              if (!BADGE_MODE_TYPES.includes(value as BadgeType)) form.setFieldValue('activityType', null);
            }}
          />
          <NumberField
            label={t('badges.fields.quantity_in', { unit })}
            description={t(`badges.type_hints.${values.type}`)}
            inputWrapperOrder={HINT_BELOW_INPUT}
            min={0}
            step={1}
            required
            withAsterisk
            control={form}
            name="quantity"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberField
            label={t('badges.fields.level')}
            description={t('badges.form.level_hint')}
            inputWrapperOrder={HINT_BELOW_INPUT}
            min={1}
            max={BADGE_LEVEL_MAX}
            required
            withAsterisk
            control={form}
            name="level"
          />
          <NumberField
            label={t('badges.fields.points')}
            description={t('badges.form.points_hint')}
            inputWrapperOrder={HINT_BELOW_INPUT}
            min={0}
            required
            withAsterisk
            control={form}
            name="points"
          />
        </SimpleGrid>
        <SelectField
          label={t('badges.fields.mode')}
          description={withMode ? t('badges.form.mode_hint') : t('badges.form.mode_not_applicable')}
          placeholder={t('badges.all_modes')}
          data={BADGE_MODES.map((mode) => ({ value: mode, label: t(`transport_modes.${mode}`) }))}
          searchable
          clearable
          disabled={!withMode}
          nothingFoundMessage={t('global.no_results')}
          control={form}
          name="activityType"
        />
        <ImageField
          label={t('badges.fields.icon')}
          value={values.icon}
          onChange={(icon) => form.setFieldValue('icon', icon)}
          preview="thumbnail"
          previewAlt={t('badges.icon.preview')}
          hint={t('badges.icon.hint')}
          placeholderIcon={<IconAward size={32} aria-hidden color="var(--mantine-color-gray-5)" />}
        />
        <FormActions form={form} submitLabel={submitLabel} loading={pending}>
          <Group gap="sm">
            <Button variant="default" onClick={onCancel}>
              {t('actions.cancel')}
            </Button>
          </Group>
        </FormActions>
      </Stack>
    </form>
  );
}
