import { Alert, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { CAR_EMISSION_KG_PER_KM, type CitySettingsKind, type CITY_SETTING_FIELDS } from '@mobiverte/contracts';
import { IconUsers } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/confirm-dialog/use-confirm';
import { CheckboxField } from '@/components/form/checkbox-field';
import { HINT_BELOW_INPUT } from '@/components/form/field-binding';
import { focusFirstError } from '@/components/form/first-error';
import { FormActions } from '@/components/form/form-actions';
import { TextareaField } from '@/components/form/textarea-field';
import { useFormatters } from '@/lib/use-formatters';
import type { CitySettingsData } from '../../api/get-city-settings';
import { useUpdateCitySetting } from '../../api/update-city-setting';
import { LimitValueFields } from '../limits/limit-value-fields';
import { parseSettingForm, type SettingFormValues, toFormValues } from '../../lib/city-setting-input';
import { summariseSetting } from '../../lib/setting-summary';

export type SettingDefinition = (typeof CITY_SETTING_FIELDS)[CitySettingsKind][number];

/** The trip the coefficient's preview rates: 10 km avoid 2.1 kg. */
const EXAMPLE_KM = 10;

interface CitySettingCardProps {
  cityId: string;
  kind: CitySettingsKind;
  definition: SettingDefinition;
  settings: CitySettingsData;
}

/**
 * One setting with its own save button: its current value, what it does, the effect on participants of the
 * value typed (before saving), and a confirmation for the points coefficient. Only this field is sent.
 */
export function CitySettingCard({ cityId, kind, definition, settings }: CitySettingCardProps) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const confirm = useConfirm();
  const titleId = useId();
  const update = useUpdateCitySetting(cityId);
  const { field, input, unit } = definition;
  const stored = (settings[kind] as Record<string, unknown> | undefined)?.[field];
  const form = useForm<SettingFormValues>({
    mode: 'controlled',
    initialValues: toFormValues(input, stored, i18n.language),
    validate: (values) => {
      const parsed = parseSettingForm(kind, field, input, values);
      return parsed.ok
        ? {}
        : { [input === 'boolean' ? 'checked' : 'text']: t(parsed.error.key, parsed.error.values ?? {}) };
    },
  });
  const summary = (value: unknown) => summariseSetting(t, format, input, unit, value);
  const parsed = form.isDirty() ? parseSettingForm(kind, field, input, form.getValues()) : null;
  const examplePoints = (coefficient: number) =>
    format.number(Math.round(EXAMPLE_KM * CAR_EMISSION_KG_PER_KM * coefficient));

  const submit = form.onSubmit(async (values) => {
    const result = parseSettingForm(kind, field, input, values);
    if (!result.ok) return;
    if (field === 'pointsCoefficient') {
      const confirmed = await confirm({
        title: t('city_settings.coefficient_confirm.title'),
        message: t('city_settings.coefficient_confirm.message', {
          previous: summary(stored),
          next: summary(result.value),
        }),
        confirmLabel: t('city_settings.coefficient_confirm.confirm'),
      });
      if (!confirmed) return;
    }
    update.mutate(
      { kind, patch: { [field]: result.value } },
      {
        onSuccess: (saved) => {
          const next = toFormValues(
            input,
            (saved[kind] as Record<string, unknown> | undefined)?.[field],
            i18n.language,
          );
          form.setValues(next);
          form.resetDirty(next);
          notifications.show({ color: 'brand', message: t('settings.success') });
        },
        onError: () => notifications.show({ color: 'red', message: t('settings.failure') }),
      },
    );
  }, focusFirstError);

  const label = t(`city_settings.fields.${field}.label`);
  const unitHint = unit ? t(`city_settings.units.${unit}`) : undefined;
  const optional = input === 'optional-count' || input === 'periodic' || input === 'per-mode-group';

  return (
    <Card component="form" onSubmit={submit} noValidate aria-labelledby={titleId} h="100%">
      <Stack gap="sm" h="100%">
        <Group gap="xs" justify="space-between" wrap="wrap" align="flex-start">
          <Title order={3} fz="h5" id={titleId}>
            {t(`city_settings.fields.${field}.title`)}
          </Title>
          <Badge
            variant="light"
            color={stored === null ? 'gray' : 'brand'}
            style={{ textTransform: 'none' }}
            maw="100%"
          >
            {summary(stored)}
          </Badge>
        </Group>
        <Text fz="sm" c="dimmed">
          {t(`city_settings.fields.${field}.effect`)}
        </Text>
        {input === 'boolean' ? (
          <CheckboxField label={label} control={form} name="checked" />
        ) : input === 'emails' ? (
          <TextareaField
            label={label}
            description={t('city_settings.emails_hint')}
            inputWrapperOrder={HINT_BELOW_INPUT}
            autosize
            minRows={2}
            autoComplete="off"
            control={form}
            name="text"
          />
        ) : (
          <LimitValueFields
            form={form}
            valueName="text"
            periodName={input === 'periodic' ? 'period' : undefined}
            label={label}
            description={[unitHint, optional ? t('limits.clear_hint') : null].filter(Boolean).join(' · ')}
          />
        )}
        {parsed?.ok && (
          <Alert color="blue" variant="light" icon={<IconUsers size={18} />} title={t('city_settings.impact_title')}>
            {field === 'pointsCoefficient'
              ? t('city_settings.fields.pointsCoefficient.impact', {
                  km: format.number(EXAMPLE_KM),
                  kg: format.number(EXAMPLE_KM * CAR_EMISSION_KG_PER_KM, { maximumFractionDigits: 2 }),
                  before: examplePoints(Number(stored)),
                  after: examplePoints(parsed.value as number),
                })
              : t(`city_settings.fields.${field}.impact`, {
                  previous: summary(stored),
                  next: summary(parsed.value),
                })}
          </Alert>
        )}
        <FormActions form={form} submitLabel={t('limits.save')} loading={update.isPending} />
      </Stack>
    </Card>
  );
}
