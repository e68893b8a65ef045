import { Box, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  CITY_SETTING_FIELDS,
  CONTROL_POINTS_REQUIRED,
  MODE_GROUPS,
  type CitySettingsKind,
  type PointsPerModeGroup,
} from '@mobiverte/contracts';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/feedback/query-error';
import { useFormatters } from '@/lib/use-formatters';
import { useCitySettings, type CitySettingsData } from '../../api/get-city-settings';
import { summariseSetting } from '../../lib/setting-summary';
import type { SettingDefinition } from './city-setting-card';

/** The kinds that rule an organisation's participants (the carpool settings wait for carpooling to exist). */
const RULE_KINDS: readonly CitySettingsKind[] = ['city-limits', 'citizen-limits', 'control-points'];

/**
 * The city's rules that apply to an organisation's participants, read only: each setting's value (points per trip
 * per group of modes), what it does, in the order of the city's own page.
 */
export function CityRules({ cityId }: { cityId: string }) {
  const { t } = useTranslation();
  const settings = useCitySettings(cityId);
  if (settings.isError) return <QueryError error={settings.error} onRetry={() => void settings.refetch()} />;
  return (
    <Stack gap="lg">
      <Text fz="sm" c="dimmed" maw={860}>
        {t('city_settings.rules.intro')}
      </Text>
      {RULE_KINDS.map((kind) =>
        settings.data ? (
          <RulesCard key={kind} kind={kind} settings={settings.data} />
        ) : (
          <Skeleton key={kind} h={240} radius="md" />
        ),
      )}
    </Stack>
  );
}

function RulesCard({ kind, settings }: { kind: CitySettingsKind; settings: CitySettingsData }) {
  const { t } = useTranslation();
  const titleId = `city-rules-${kind}`;
  return (
    <Card component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={3} fz="h4" id={titleId}>
            {t(`city_settings.kinds.${kind}.title`)}
          </Title>
          {kind === 'control-points' && (
            <Text fz="sm" c="dimmed">
              {t('city_settings.control_points_rule', { required: CONTROL_POINTS_REQUIRED })}
            </Text>
          )}
        </Stack>
        <Stack component="dl" gap="sm" m={0}>
          {CITY_SETTING_FIELDS[kind].map((definition, index) => (
            <RuleRow
              key={definition.field}
              definition={definition}
              value={(settings[kind] as Record<string, unknown>)[definition.field]}
              separated={index > 0}
            />
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}

/** Beside its rule on a wide screen (aligned right), under it on a phone (aligned left). */
const VALUE_ALIGN = { base: 'left', sm: 'right' } as const;
const SEPARATED = {
  borderTop: '1px solid var(--mantine-color-default-border)',
  paddingTop: 'var(--mantine-spacing-sm)',
};

/** One rule: its name and what it does, and its value (one line per group of modes for the points per trip). */
function RuleRow({
  definition,
  value,
  separated,
}: {
  definition: SettingDefinition;
  value: unknown;
  separated: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { field, input, unit } = definition;
  const summary = (shown: unknown) =>
    summariseSetting(t, format, input === 'per-mode-group' ? 'count' : input, unit, shown);
  return (
    <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap" style={separated ? SEPARATED : undefined}>
      <Box component="dt" style={{ flex: '1 1 18rem' }}>
        <Text fw={600} fz="sm">
          {t(`city_settings.fields.${field}.title`)}
        </Text>
        <Text fz="sm" c="dimmed">
          {t(`city_settings.fields.${field}.effect`)}
        </Text>
      </Box>
      <Box component="dd" m={0} style={{ flex: '0 1 auto' }}>
        {input === 'per-mode-group' ? (
          MODE_GROUPS.map((group) => (
            <Text key={group} fz="sm" fw={600} ta={VALUE_ALIGN}>
              {t('city_settings.summary.group', {
                group: t(`city_settings.mode_groups.${group}`),
                value: summary((value as PointsPerModeGroup)[group]),
              })}
            </Text>
          ))
        ) : (
          <Text fz="sm" fw={600} ta={VALUE_ALIGN}>
            {summary(value)}
          </Text>
        )}
      </Box>
    </Group>
  );
}
