import { CITY_TRIP_DISTANCE_BANDS, type TransportMode } from '@mobiverte/contracts';
import { Group, Progress, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chartColor } from '@/components/charts/colors';
import { TRANSPORT_MODE_COLORS } from '@/lib/transport-mode-colors';
import { useFormatters } from '@/lib/use-formatters';

export interface DistanceChartRow {
  band: (typeof CITY_TRIP_DISTANCE_BANDS)[number];
  activityType: TransportMode;
  trips: number;
  distanceKm: number;
}

/**
 * Trips per distance band, each band's bar split by mode (the spec's `get-sessions-by`): loaded with the page
 * in its own chunk. Every band is shown, even empty, so that bands keep their place from one filter to the next.
 */
export function DistanceChart({ rows }: { rows: DistanceChartRow[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const largest = Math.max(1, ...CITY_TRIP_DISTANCE_BANDS.map((band) => bandTotal(rows, band)));
  const modes = [...new Set(rows.map((row) => row.activityType))];
  return (
    <Stack gap="xs" role="figure" aria-label={t('sessions_admin.chart.title')}>
      {CITY_TRIP_DISTANCE_BANDS.map((band) => {
        const total = bandTotal(rows, band);
        const sections = rows.filter((row) => row.band === band);
        return (
          <Group key={band} gap="sm" wrap="nowrap" align="center">
            <Text fz="sm" w={80} ta="right" style={{ flexShrink: 0 }}>
              {t(`sessions_admin.bands.${band}`)}
            </Text>
            <Progress.Root size={18} style={{ flex: 1 }} aria-hidden>
              {sections.map((row) => (
                <Tooltip
                  key={row.activityType}
                  label={t('sessions_admin.chart.tooltip', {
                    mode: t(`transport_modes.${row.activityType}`),
                    count: row.trips,
                    formatted: format.number(row.trips),
                  })}
                >
                  <Progress.Section
                    value={(row.trips / largest) * 100}
                    color={chartColor(TRANSPORT_MODE_COLORS[row.activityType])}
                  />
                </Tooltip>
              ))}
            </Progress.Root>
            <Text fz="sm" w={90} c="dimmed" style={{ flexShrink: 0 }}>
              {t('sessions_admin.chart.trips', { count: total, formatted: format.number(total) })}
            </Text>
          </Group>
        );
      })}
      {modes.length > 0 && (
        <Group gap="md" mt={4} wrap="wrap">
          {modes.map((mode) => (
            <Group key={mode} gap={6} wrap="nowrap">
              <span
                aria-hidden
                style={{
                  width: 10,
                  height: 10,
                  borderRadius: 2,
                  background: chartColor(TRANSPORT_MODE_COLORS[mode]),
                  display: 'inline-block',
                }}
              />
              <Text fz="xs">{t(`transport_modes.${mode}`)}</Text>
            </Group>
          ))}
        </Group>
      )}
      <VisuallyHidden>
        {CITY_TRIP_DISTANCE_BANDS.map(
          (band) => `${t(`sessions_admin.bands.${band}`)} : ${format.number(bandTotal(rows, band))}`,
        ).join(' ; ')}
      </VisuallyHidden>
    </Stack>
  );
}

const bandTotal = (rows: DistanceChartRow[], band: string) =>
  rows.filter((row) => row.band === band).reduce((sum, row) => sum + row.trips, 0);

export default DistanceChart;
