import {
  CITY_TRIP_DISTANCE_BANDS,
  CITY_TRIP_STATUSES,
  type CityTripFilters,
  type CityTripSort,
} from '@mobiverte/contracts';
import {
  Badge,
  Button,
  Card,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDownload, IconPencil, IconPlus } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { serverSortingOf } from '@/components/data-table/server-sorting';
import { QueryError } from '@/components/feedback/query-error';
import { PageHeader } from '@/components/page-header/page-header';
import { canUse } from '@/lib/auth/permissions';
import { useMe } from '@/lib/auth/session';
import { useFormatters } from '@/lib/use-formatters';
import { cityTripsExportUrl, useCityTrips, type CityTripRow } from '../api/get-city-trips';
import { useCityTripsByDistance } from '../api/get-city-trips-by-distance';
import { CorrectTripModal } from '../components/correct-trip-modal';
import { EnterTripModal } from '../components/enter-trip-modal';
import { ErrorUsersTable } from '../components/error-users-table';
import { modeOptions } from '../components/trip-form-fields';

const DistanceChart = lazy(() => import('../components/distance-chart'));
// The chart's code downloads with the page, not after its first render.
void import('../components/distance-chart');

const PAGE_SIZE = 25;
const column = createColumnHelper<CityTripRow>();
const STATUS_COLORS = { counted: 'green', not_counted: 'gray', pending: 'yellow', rejected: 'red' } as const;

/**
 * The city's trips (`/users-sessions`, spec §2 "Sessions: enter, list, update"): every trip, filtered and
 * sorted on the server; the chart of the filter's trips by distance band and mode; the CSV export; "Saisir un
 * trajet" for a participant and "Corriger" on each row; the error-users tab.
 */
export function CityTripsPage() {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const me = useMe();
  const canWrite = canUse(me, 'city-trips.write');
  const [tab, setTab] = useState<string | null>('trips');
  const [filters, setFilters] = useState<CityTripFilters>({});
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ sort: CityTripSort; order: 'asc' | 'desc' }>({ sort: 'startTime', order: 'desc' });
  const [entering, setEntering] = useState(false);
  const [correcting, setCorrecting] = useState<CityTripRow | null>(null);
  const trips = useCityTrips({ ...filters, page, pageSize: PAGE_SIZE, ...sort });
  const chart = useCityTripsByDistance(filters);
  const setFilter = <K extends keyof CityTripFilters>(key: K, value: CityTripFilters[K] | null) => {
    setFilters((current) => ({ ...current, [key]: value || undefined }));
    setPage(1);
  };
  const invalidRange = Boolean(filters.from && filters.to && filters.from > filters.to);

  const columns = useMemo(
    () => [
      column.accessor('startTime', {
        id: 'startTime',
        header: () => t('sessions_admin.columns.start'),
        cell: (info) => format.dateTime(info.getValue()),
      }),
      column.accessor('participantName', {
        id: 'participant',
        header: () => t('sessions_admin.columns.participant'),
        cell: (info) => (
          <Stack gap={0}>
            <Text fz="sm" fw={600}>
              {info.getValue()}
            </Text>
            <Text fz="xs" c="dimmed">
              {info.row.original.organisationName ?? t('sessions_admin.no_organisation')}
            </Text>
          </Stack>
        ),
      }),
      column.accessor('activityType', {
        header: () => t('sessions_admin.columns.mode'),
        cell: (info) => t(`transport_modes.${info.getValue()}`),
        enableSorting: false,
      }),
      column.accessor('distanceKm', {
        id: 'distance',
        header: () => t('sessions_admin.columns.distance'),
        cell: (info) => format.distanceKm(info.getValue()),
        meta: { align: 'right' },
      }),
      column.accessor('status', {
        header: () => t('sessions_admin.columns.status'),
        enableSorting: false,
        cell: (info) => {
          const row = info.row.original;
          return (
            <Stack gap={2} align="flex-start">
              <Badge color={STATUS_COLORS[row.status]} variant="light">
                {t(`sessions_admin.statuses.${row.status}`)}
              </Badge>
              {row.reason && (
                <Text fz="xs" c="dimmed">
                  {t(`trip_reviews.reasons.${row.reason}`)}
                </Text>
              )}
            </Stack>
          );
        },
      }),
      column.accessor('source', {
        header: () => t('sessions_admin.columns.source'),
        enableSorting: false,
        cell: (info) => {
          const row = info.row.original;
          return (
            <Stack gap={0}>
              <Text fz="sm">{t(`sessions_admin.sources.${row.source}`)}</Text>
              {row.enteredByName && (
                <Text fz="xs" c="dimmed">
                  {t('sessions_admin.entered_by', { name: row.enteredByName })}
                </Text>
              )}
              {row.correctedAt && (
                <Text fz="xs" c="orange.8">
                  {t('sessions_admin.corrected_on', { date: format.date(row.correctedAt) })}
                </Text>
              )}
            </Stack>
          );
        },
      }),
      column.accessor('greenpoints', {
        id: 'greenpoints',
        header: () => t('sessions_admin.columns.greenpoints'),
        cell: (info) => format.number(info.getValue()),
        meta: { align: 'right' },
      }),
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              header: () => t('sessions_admin.columns.actions'),
              meta: { actions: true },
              cell: (info) => {
                const row = info.row.original;
                const correctable = row.status === 'counted' || row.status === 'not_counted';
                return correctable ? (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconPencil size={14} aria-hidden />}
                    aria-label={t('sessions_admin.correct.named', {
                      name: row.participantName,
                      date: format.dateTime(row.startTime),
                    })}
                    onClick={(event) => {
                      event.stopPropagation();
                      setCorrecting(row);
                    }}
                  >
                    {t('sessions_admin.correct.action')}
                  </Button>
                ) : (
                  <Text fz="xs" c="dimmed">
                    {t('sessions_admin.correct.review_instead')}
                  </Text>
                );
              },
            }),
          ]
        : []),
    ],
    [t, format, canWrite],
  );

  const total = trips.data?.total ?? 0;
  const pageCount = Math.ceil(total / PAGE_SIZE);
  const language = i18n.language.startsWith('en') ? 'en' : 'fr';
  return (
    <Stack gap="lg">
      <PageHeader
        actions={
          canWrite ? (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEntering(true)}>
              {t('sessions_admin.enter.action')}
            </Button>
          ) : undefined
        }
      />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="trips">{t('sessions_admin.tabs.trips')}</Tabs.Tab>
          <Tabs.Tab value="errors">{t('sessions_admin.tabs.errors')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="trips" pt="md">
          <Stack gap="lg">
            <Card>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
                <TextInput
                  type="date"
                  label={t('sessions_admin.filters.from')}
                  value={filters.from ?? ''}
                  onChange={(event) => setFilter('from', event.currentTarget.value)}
                />
                <TextInput
                  type="date"
                  label={t('sessions_admin.filters.to')}
                  value={filters.to ?? ''}
                  onChange={(event) => setFilter('to', event.currentTarget.value)}
                  error={invalidRange ? t('sessions_admin.filters.invalid_range') : undefined}
                />
                <Select
                  label={t('sessions_admin.filters.mode')}
                  placeholder={t('sessions_admin.filters.all')}
                  data={modeOptions(t)}
                  value={filters.mode ?? null}
                  onChange={(value) => setFilter('mode', value as CityTripFilters['mode'])}
                  searchable
                  clearable
                />
                <Select
                  label={t('sessions_admin.filters.status')}
                  placeholder={t('sessions_admin.filters.all')}
                  data={CITY_TRIP_STATUSES.map((value) => ({ value, label: t(`sessions_admin.statuses.${value}`) }))}
                  value={filters.status ?? null}
                  onChange={(value) => setFilter('status', value as CityTripFilters['status'])}
                  clearable
                />
                <Select
                  label={t('sessions_admin.filters.source')}
                  placeholder={t('sessions_admin.filters.all')}
                  data={['app', 'manual', 'admin'].map((value) => ({
                    value,
                    label: t(`sessions_admin.sources.${value}`),
                  }))}
                  value={filters.enteredByAdmin === 'true' ? 'admin' : (filters.source ?? null)}
                  onChange={(value) => {
                    setFilters((current) => ({
                      ...current,
                      source: value === 'app' || value === 'manual' ? value : undefined,
                      enteredByAdmin: value === 'admin' ? 'true' : undefined,
                    }));
                    setPage(1);
                  }}
                  clearable
                />
                <Select
                  label={t('sessions_admin.filters.band')}
                  placeholder={t('sessions_admin.filters.all')}
                  data={CITY_TRIP_DISTANCE_BANDS.map((value) => ({ value, label: t(`sessions_admin.bands.${value}`) }))}
                  value={filters.band ?? null}
                  onChange={(value) => setFilter('band', value as CityTripFilters['band'])}
                  clearable
                />
              </SimpleGrid>
              <Group justify="space-between" mt="md" wrap="wrap" gap="sm">
                <Button
                  variant="subtle"
                  size="xs"
                  disabled={Object.values(filters).every((value) => !value)}
                  onClick={() => {
                    setFilters({});
                    setPage(1);
                  }}
                >
                  {t('sessions_admin.filters.clear')}
                </Button>
                <Button
                  component="a"
                  href={invalidRange ? undefined : cityTripsExportUrl(filters, language)}
                  download
                  variant="light"
                  disabled={invalidRange}
                  leftSection={<IconDownload size={16} aria-hidden />}
                >
                  {t('sessions_admin.export')}
                </Button>
              </Group>
            </Card>
            <Card>
              <Title order={2} fz="md" mb={4}>
                {t('sessions_admin.chart.title')}
              </Title>
              <Text fz="sm" c="dimmed" mb="md">
                {t('sessions_admin.chart.description')}
              </Text>
              {chart.isError ? (
                <QueryError error={chart.error} onRetry={() => void chart.refetch()} />
              ) : chart.isPending ? (
                <Skeleton h={150} />
              ) : (
                <Suspense fallback={<Skeleton h={150} />}>
                  <DistanceChart rows={chart.data.data} />
                </Suspense>
              )}
            </Card>
            <Card>
              {trips.isError ? (
                <QueryError error={trips.error} onRetry={() => void trips.refetch()} />
              ) : (
                <DataTable
                  data={trips.data?.data ?? []}
                  columns={columns}
                  loading={trips.isPending}
                  caption={t('sessions_admin.caption')}
                  getRowId={(row) => row.id}
                  emptyTitle={t('sessions_admin.empty.title')}
                  emptyDescription={t('sessions_admin.empty.description')}
                  pageSize={PAGE_SIZE}
                  minWidth={980}
                  serverSorting={serverSortingOf(sort, (next) => {
                    setSort(next);
                    setPage(1);
                  })}
                  pager={
                    <Group justify="space-between" mt="md" wrap="wrap" gap="sm">
                      <Text fz="sm" c="dimmed">
                        {total > 0 ? t('sessions_admin.total', { count: total, formatted: format.number(total) }) : ''}
                      </Text>
                      {pageCount > 1 && (
                        <Pagination
                          total={pageCount}
                          value={page}
                          onChange={setPage}
                          aria-label={t('sessions_admin.pages')}
                        />
                      )}
                    </Group>
                  }
                />
              )}
            </Card>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="errors" pt="md">
          <Card>
            <Text fz="sm" c="dimmed" mb="md">
              {t('sessions_admin.error_users.intro')}
            </Text>
            <ErrorUsersTable canWrite={canWrite} />
          </Card>
        </Tabs.Panel>
      </Tabs>
      <EnterTripModal opened={entering} onClose={() => setEntering(false)} />
      {correcting && <CorrectTripModal trip={correcting} onClose={() => setCorrecting(null)} />}
    </Stack>
  );
}
