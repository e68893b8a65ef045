import '@mantine/core/styles/Drawer.css';
import {
  Alert,
  Badge,
  Drawer,
  Group,
  Pagination,
  Button,
  CloseButton,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { BreakdownMeasure, TripBreakdownOutcome } from '@mobiverte/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/feedback/query-error';
import { useFormatters } from '@/lib/use-formatters';
import { type StatsBreakdown, useStatsBreakdown } from '../api/get-stats-breakdown';
import { TransportModeLabel } from '../components/transport-mode-label';
import type { StatsParams } from '../lib/stats-filters';

interface BreakdownDrawerProps {
  params: StatsParams;
  measure: BreakdownMeasure;
  onClose: () => void;
}

const OUTCOME_COLORS: Record<TripBreakdownOutcome, string> = {
  counted: 'green',
  capped: 'teal',
  not_sustainable_mode: 'gray',
  too_short: 'orange',
  too_brief: 'orange',
  manual_limit_reached: 'grape',
  pending_review: 'yellow',
  rejected_at_review: 'red',
};

function OutcomeBadge({ outcome }: { outcome: TripBreakdownOutcome }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={OUTCOME_COLORS[outcome]}
      variant="light"
      tt="none"
      h="auto"
      py={2}
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
    >
      {t(`insights.outcomes.${outcome}`)}
    </Badge>
  );
}

function OutcomeTable({ data, onShow }: { data: StatsBreakdown; onShow: (outcome: TripBreakdownOutcome) => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const shown = data.outcomes.filter((row) => row.counted || row.trips > 0);
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('insights.columns.outcome')}</Table.Th>
            <Table.Th ta="right">{t('insights.columns.trips')}</Table.Th>
            <Table.Th ta="right">{t('insights.columns.recorded_km')}</Table.Th>
            <Table.Th ta="right">{t('insights.columns.counted_km')}</Table.Th>
            <Table.Th ta="right">{t('insights.columns.greenpoints')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((row) => (
            <Table.Tr key={row.outcome}>
              <Table.Td>
                <Stack gap={2}>
                  <Group gap={6}>
                    <OutcomeBadge outcome={row.outcome} />
                    {!row.counted && (
                      <Text fz="xs" c="dimmed">
                        {t('insights.not_counted')}
                      </Text>
                    )}
                  </Group>
                  <Text fz="xs" c="dimmed">
                    {row.outcome === 'capped' && row.cutKm > 0
                      ? t('insights.rules.capped_cut', { km: format.distanceKm(row.cutKm) })
                      : t(`insights.rules.${row.outcome}`)}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td ta="right">
                {row.trips > 0 ? (
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    onClick={() => onShow(row.outcome)}
                    aria-label={t('insights.show_trips', {
                      count: row.trips,
                      outcome: t(`insights.outcomes.${row.outcome}`),
                    })}
                  >
                    {format.number(row.trips)}
                  </Button>
                ) : (
                  format.number(row.trips)
                )}
              </Table.Td>
              <Table.Td ta="right">{format.distanceKm(row.distanceKm)}</Table.Td>
              <Table.Td ta="right">{format.distanceKm(row.countedKm)}</Table.Td>
              <Table.Td ta="right">{format.number(row.greenpoints)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>{t('insights.total')}</Table.Th>
            <Table.Th ta="right">{format.number(data.totals.trips)}</Table.Th>
            <Table.Th ta="right">
              {format.distanceKm(data.outcomes.reduce((sum, row) => sum + row.distanceKm, 0))}
            </Table.Th>
            <Table.Th ta="right">
              {format.distanceKm(data.outcomes.reduce((sum, row) => sum + row.countedKm, 0))}
            </Table.Th>
            <Table.Th ta="right">
              {format.number(data.outcomes.reduce((sum, row) => sum + row.greenpoints, 0))}
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

function ModeTable({ data }: { data: StatsBreakdown }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (data.modes.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {t('insights.modes_title')}
      </Title>
      <Table.ScrollContainer minWidth={420}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('insights.columns.mode')}</Table.Th>
              <Table.Th ta="right">{t('insights.columns.counted_trips')}</Table.Th>
              <Table.Th ta="right">{t('insights.columns.counted_km')}</Table.Th>
              <Table.Th ta="right">{t('insights.columns.participants')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.modes.map((row) => (
              <Table.Tr key={row.activityType ?? 'grouped'}>
                <Table.Td>
                  {row.activityType ? (
                    <TransportModeLabel mode={row.activityType} />
                  ) : (
                    <Text fz="sm">{t('insights.grouped_modes', { count: data.minParticipants })}</Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{format.number(row.trips)}</Table.Td>
                <Table.Td ta="right">{format.distanceKm(row.countedKm)}</Table.Td>
                <Table.Td ta="right">{row.participants === null ? '—' : format.number(row.participants)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function TripList({
  data,
  outcome,
  onOutcome,
  onPage,
}: {
  data: StatsBreakdown;
  outcome: TripBreakdownOutcome | '';
  onOutcome: (outcome: TripBreakdownOutcome | '') => void;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const pages = Math.max(1, Math.ceil(data.trips.total / data.trips.pageSize));
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end">
        <Title order={3} fz="md">
          {t('insights.trips_title')}
        </Title>
        {outcome ? (
          <Group gap={4} data-testid="outcome-filter">
            <Text fz="sm">{t('insights.filter_outcome')}</Text>
            <OutcomeBadge outcome={outcome} />
            <CloseButton size="sm" aria-label={t('insights.all_outcomes')} onClick={() => onOutcome('')} />
          </Group>
        ) : (
          <Text fz="sm" c="dimmed">
            {t('insights.filter_hint')}
          </Text>
        )}
      </Group>
      {!data.namesShown && (
        <Alert variant="light" color="gray" icon={<IconLock size={18} />} p="xs">
          {t('insights.names_hidden', { count: data.minParticipants })}
        </Alert>
      )}
      {data.trips.rows.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('insights.no_trips')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('insights.columns.day')}</Table.Th>
                {data.namesShown && <Table.Th>{t('insights.columns.participant')}</Table.Th>}
                <Table.Th>{t('insights.columns.mode')}</Table.Th>
                <Table.Th ta="right">{t('insights.columns.recorded_km')}</Table.Th>
                <Table.Th ta="right">{t('insights.columns.counted_km')}</Table.Th>
                <Table.Th>{t('insights.columns.outcome')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.trips.rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{format.calendarDate(row.localDay)}</Table.Td>
                  {data.namesShown && <Table.Td>{row.participantName}</Table.Td>}
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <TransportModeLabel mode={row.activityType} />
                      {row.source === 'manual' && (
                        <Badge size="xs" variant="outline" color="gray" tt="none">
                          {t('insights.manual')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">{format.distanceKm(row.distanceKm)}</Table.Td>
                  <Table.Td ta="right">{format.distanceKm(row.countedKm)}</Table.Td>
                  <Table.Td>
                    <OutcomeBadge outcome={row.outcome} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Pagination
          value={data.trips.page}
          total={pages}
          onChange={onPage}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': t(`table.${control}_page`) })}
        />
      )}
    </Stack>
  );
}

/** « Pourquoi ce chiffre ? »: what a card's figure is made of, for the period and filters the dashboard shows. */
export function BreakdownDrawer({ params, measure, onClose }: BreakdownDrawerProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [outcome, setOutcome] = useState<TripBreakdownOutcome | ''>('');
  const [page, setPage] = useState(1);
  const query = useStatsBreakdown({ ...params, measure, page, ...(outcome ? { outcome } : {}) });
  const data = query.data;
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="xl"
      title={
        <Text fw={700} fz="lg" component="span">
          {t('insights.title')}
        </Text>
      }
    >
      {query.isError && !data ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <Stack>
          <Skeleton h={60} />
          <Skeleton h={240} />
        </Stack>
      ) : (
        <Stack gap="lg" data-testid="breakdown">
          <Stack gap={4}>
            <Text fz="sm" c="dimmed">
              {t(`dashboard.measures.${measure}`)} · {format.calendarRange(data.range.startDate, data.range.endDate)}
            </Text>
            <Text fz={28} fw={700} c="bright">
              {format.figure(data.figure)}
            </Text>
            <Text fz="sm">
              {t(`insights.made_of.${measure}`, {
                counted: data.totals.countedTrips,
                total: data.totals.trips,
                participants: data.totals.participants,
              })}
            </Text>
          </Stack>
          <OutcomeTable
            data={data}
            onShow={(value) => {
              setOutcome(value);
              setPage(1);
            }}
          />
          <ModeTable data={data} />
          <TripList
            data={data}
            outcome={outcome}
            onOutcome={(value) => {
              setOutcome(value);
              setPage(1);
            }}
            onPage={setPage}
          />
        </Stack>
      )}
    </Drawer>
  );
}
