import { Stack, Text, Title } from '@mantine/core';
import type { CommutingReport, ReportModeFigures, ReportRow } from '@mobiverte/contracts';
import { useTranslation } from 'react-i18next';
import { type SortableColumn, SortableTable } from '@/components/data-table/sortable-table';
import { useFormatters } from '@/lib/use-formatters';

type Factor = CommutingReport['factors'][number];
type Figures = Pick<ReportRow, 'trips' | 'distanceKm' | 'emittedKg' | 'avoidedKg'>;

/** Per mode, per branch (or organisation) and the factors used: the report's tables on screen. */
export function ReportTables({ report }: { report: CommutingReport }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const kg = (value: number) => format.number(value, { maximumFractionDigits: 1 });
  const km = (value: number) => format.number(value, { maximumFractionDigits: 1 });
  /** Trips, distance, emissions and GHG avoided: the same four columns for modes and for branches. */
  const figureColumns = <T extends Figures>(): SortableColumn<T>[] => [
    {
      id: 'trips',
      header: t('reports.columns.trips'),
      value: (row) => row.trips,
      cell: (row) => format.number(row.trips),
      align: 'right',
    },
    {
      id: 'distance',
      header: t('reports.columns.distance'),
      value: (row) => row.distanceKm,
      cell: (row) => km(row.distanceKm),
      align: 'right',
    },
    {
      id: 'emitted',
      header: t('reports.columns.emitted'),
      value: (row) => row.emittedKg,
      cell: (row) => kg(row.emittedKg),
      align: 'right',
    },
    {
      id: 'avoided',
      header: t('reports.columns.avoided'),
      value: (row) => row.avoidedKg,
      cell: (row) => kg(row.avoidedKg),
      align: 'right',
    },
  ];
  const factorOf = new Map<string, number>(report.factors.map((factor) => [factor.mode, factor.kgPerKm]));
  const modeColumns: SortableColumn<ReportModeFigures>[] = [
    { id: 'mode', header: t('reports.columns.mode'), value: (row) => t(`transport_modes.${row.mode}`) },
    {
      id: 'factor',
      header: t('reports.columns.factor'),
      value: (row) => factorOf.get(row.mode) ?? 0,
      cell: (row) => format.number(factorOf.get(row.mode) ?? 0, { maximumFractionDigits: 4 }),
      align: 'right',
      secondary: true,
    },
    {
      id: 'participants',
      header: t('reports.columns.participants'),
      value: (row) => row.participants,
      cell: (row) => format.number(row.participants),
      align: 'right',
    },
    ...figureColumns<ReportModeFigures>(),
  ];
  const rowName = (row: ReportRow) => (row.kind === 'no_branch' ? t('reports.no_branch') : row.name);
  const rowColumns: SortableColumn<ReportRow>[] = [
    { id: 'name', header: t('reports.columns.name'), value: rowName },
    {
      id: 'participants',
      header: t('reports.columns.participants'),
      value: (row) => row.participants,
      cell: (row) => format.number(row.participants),
      align: 'right',
    },
    ...(report.scope.kind === 'city'
      ? [
          {
            id: 'coverage',
            header: t('reports.columns.coverage'),
            value: (row: ReportRow) => row.coverage ?? -1,
            cell: (row: ReportRow) =>
              row.coverage === null ? '–' : format.number(row.coverage, { style: 'percent', maximumFractionDigits: 1 }),
            align: 'right' as const,
            secondary: true,
          },
        ]
      : []),
    ...figureColumns<ReportRow>(),
  ];
  const factorColumns: SortableColumn<Factor>[] = [
    { id: 'mode', header: t('reports.columns.mode'), value: (row) => t(`transport_modes.${row.mode}`) },
    {
      id: 'factor',
      header: t('reports.columns.factor'),
      value: (row) => row.kgPerKm,
      cell: (row) => format.number(row.kgPerKm, { maximumFractionDigits: 4 }),
      align: 'right',
    },
    {
      id: 'source',
      header: t('reports.columns.source'),
      value: (row) => row.source,
      cell: (row) => (row.custom ? t('reports.factors.custom', { source: row.source }) : row.source),
    },
    { id: 'year', header: t('reports.columns.year'), value: (row) => row.year, align: 'right', secondary: true },
  ];
  const rowsTitle = t(report.scope.kind === 'city' ? 'reports.sections.by_organisation' : 'reports.sections.by_branch');
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={2} fz="h3">
          {t('reports.sections.by_mode')}
        </Title>
        <SortableTable
          data={report.totals.modes}
          columns={modeColumns}
          caption={t('reports.sections.by_mode')}
          getRowId={(row) => row.mode}
          emptyTitle={t('reports.empty.title')}
          emptyDescription={t('reports.empty.text')}
        />
        {report.totals.modes.length > 0 && (
          <Text fz="sm" c="dimmed">
            {t('reports.explain.mode_participants')}
          </Text>
        )}
      </Stack>
      <Stack gap="sm">
        <Title order={2} fz="h3">
          {rowsTitle}
        </Title>
        <SortableTable
          data={report.rows}
          columns={rowColumns}
          caption={rowsTitle}
          getRowId={(row) => row.id ?? 'none'}
          emptyTitle={t('reports.empty.title')}
          emptyDescription={t('reports.empty.text')}
        />
      </Stack>
      <Stack gap="sm">
        <Title order={2} fz="h3">
          {t('reports.sections.factors')}
        </Title>
        <Text fz="sm" c="dimmed">
          {report.perModeSince
            ? t('reports.factors.per_mode_since', { date: format.date(report.perModeSince) })
            : t('reports.factors.flat')}
        </Text>
        <SortableTable
          data={report.factors}
          columns={factorColumns}
          caption={t('reports.sections.factors')}
          getRowId={(row) => row.mode}
        />
      </Stack>
    </Stack>
  );
}
