import { Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconBolt, IconCalendarStats, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { statsKeys } from '@/lib/api/stats';
import { useFormatters } from '@/lib/use-formatters';
import { useStatsBy } from '../api/get-stats-by';
import { useCityToday } from '../hooks/use-city-today';
import type { StatsParams } from '../lib/stats-filters';

/** One line of `sm` text (14 px × 1.55). */
const FIRST_LINE_HEIGHT = 22;

/**
 * Which days the figures cover, what they are compared with, and how fresh they are (with a refresh), on two
 * lines; the first holds a placeholder while the figures load, so that the page below does not move.
 */
export function DataFreshnessNote({ params }: { params: StatsParams | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const queryClient = useQueryClient();
  const query = useStatsBy(params);
  const today = useCityToday();
  const data = params ? query.data : undefined;
  const inProgress = data && data.range.startDate <= today && today < data.range.endDate;
  return (
    <Stack gap="xs">
      <Group gap={6} wrap="wrap" miw={0} mih={FIRST_LINE_HEIGHT} aria-live="polite">
        {!data && <Skeleton h={12} w={360} maw="100%" aria-hidden />}
        {data && (
          <>
            <Text fz="sm">
              <IconCalendarStats size={18} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
              {t('dashboard.freshness.range', {
                range: format.calendarRange(data.range.startDate, data.range.endDate),
                previous: format.calendarRange(data.previousRange.startDate, data.previousRange.endDate),
              })}
            </Text>
            {inProgress && (
              <Badge variant="light" color="blue" size="sm" style={{ flexShrink: 0 }}>
                {t('dashboard.freshness.in_progress', {
                  date: format.calendarDate(today, { day: 'numeric', month: 'long' }),
                })}
              </Badge>
            )}
          </>
        )}
      </Group>
      <Group gap="xs" wrap="wrap">
        <Group gap={6} wrap="nowrap">
          <IconBolt size={16} aria-hidden />
          <Text fz="sm" c="dimmed">
            {t('dashboard.freshness.note')}
            {data &&
              query.dataUpdatedAt > 0 &&
              ` ${t('dashboard.freshness.updated_at', { time: format.clockTime(query.dataUpdatedAt) })}`}
          </Text>
        </Group>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconRefresh size={14} />}
          loading={query.isFetching}
          disabled={!params}
          onClick={() => void queryClient.invalidateQueries({ queryKey: statsKeys.all })}
        >
          {t('dashboard.freshness.refresh')}
        </Button>
      </Group>
    </Stack>
  );
}
