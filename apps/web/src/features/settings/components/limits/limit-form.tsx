import { Badge, Box, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { LimitPeriod } from '@mobiverte/contracts';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstError } from '@/components/form/first-error';
import { FormActions } from '@/components/form/form-actions';
import { ReadOnlyValue, useFormReadOnly } from '@/components/form/read-only';
import type { Limits } from '../../api/get-limits';
import { type LimitPatch, type PeriodicLimitKey, useUpdateLimit } from '../../api/update-limit';
import { LimitValueFields } from './limit-value-fields';
import { formatLimitInput, type LimitKind, parseLimitInput, validateLimitInput } from '../../lib/limit-input';

export type LimitKey = PeriodicLimitKey | 'kmPerTrip';

interface LimitValues {
  value: string;
  period: LimitPeriod;
}

const DEFAULT_PERIOD: LimitPeriod = 'month';

function readLimit(limits: Limits, key: LimitKey): { value: number | undefined; period: LimitPeriod } {
  if (key === 'kmPerTrip') return { value: limits.kmPerTrip, period: DEFAULT_PERIOD };
  const limit = limits[key];
  return { value: limit?.value, period: limit?.period ?? DEFAULT_PERIOD };
}

function toPatch(key: LimitKey, value: number | null, period: LimitPeriod): LimitPatch {
  if (key === 'kmPerTrip') return { kmPerTrip: value };
  const limit = value === null ? null : { value, period };
  if (key === 'challengePerUser') return { challengePerUser: limit };
  if (key === 'manualTrips') return { manualTrips: limit };
  return { transactionsOfUserPerPeriod: limit };
}

interface LimitFormProps {
  limitKey: LimitKey;
  limits: Limits;
  organisationId: string;
  icon: ReactNode;
}

/** One limit with its own submit button: only this field is sent and merged into the limits document. */
export function LimitForm({ limitKey, limits, organisationId, icon }: LimitFormProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const update = useUpdateLimit(organisationId);
  const readOnly = useFormReadOnly();
  const kind: LimitKind = limitKey === 'kmPerTrip' ? 'distance' : 'count';
  const stored = readLimit(limits, limitKey);
  const form = useForm<LimitValues>({
    mode: 'controlled',
    initialValues: { value: formatLimitInput(stored.value, i18n.language), period: stored.period },
    validate: { value: (value) => validateLimitInput(value, kind) },
  });

  const submit = form.onSubmit((values) => {
    const parsed = parseLimitInput(values.value, kind);
    if (!parsed.ok) return;
    update.mutate(toPatch(limitKey, parsed.value, values.period), {
      onSuccess: (saved) => {
        const next = readLimit(saved, limitKey);
        const nextValues = { value: formatLimitInput(next.value, i18n.language), period: next.period };
        form.setValues(nextValues);
        form.resetDirty(nextValues);
        notifications.show({ color: 'brand', message: t('settings.success') });
      },
      onError: () => notifications.show({ color: 'red', message: t('settings.failure') }),
    });
  }, focusFirstError);

  const summary =
    stored.value === undefined
      ? t('limits.summary.none')
      : limitKey === 'kmPerTrip'
        ? t('limits.summary.km', { value: formatLimitInput(stored.value, i18n.language) })
        : t(`limits.summary.${stored.period}`, { value: stored.value });

  return (
    <Card component="form" onSubmit={submit} noValidate aria-labelledby={titleId} h="100%">
      <Stack gap="md" h="100%">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
            {icon}
          </ThemeIcon>
          <Stack gap={4} miw={0} style={{ flex: 1 }}>
            <Group gap="xs" justify="space-between" wrap="wrap">
              <Title order={2} fz="h4" id={titleId}>
                {t(`limits.items.${limitKey}.title`)}
              </Title>
              <Badge variant="light" color={stored.value === undefined ? 'gray' : 'brand'}>
                {summary}
              </Badge>
            </Group>
            <Text fz="sm" c="dimmed">
              {t(`limits.items.${limitKey}.description`)}
            </Text>
          </Stack>
        </Group>
        {readOnly ? (
          <ReadOnlyValue label={t(`limits.items.${limitKey}.value_label`)}>{summary}</ReadOnlyValue>
        ) : (
          <Box mt="auto">
            <LimitValueFields
              form={form}
              valueName="value"
              periodName={kind === 'count' ? 'period' : undefined}
              label={t(`limits.items.${limitKey}.value_label`)}
              description={t('limits.clear_hint')}
            />
          </Box>
        )}
        <FormActions form={form} submitLabel={t('limits.save')} loading={update.isPending} />
      </Stack>
    </Card>
  );
}
