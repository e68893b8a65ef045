import { Alert, Button, Card, Group, List, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type DayRange, localDayOf, periodFieldErrors, reportRangeError } from '@mobiverte/contracts';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { RangeInputs } from '@/components/period-filter/range-inputs';
import { useMe } from '@/lib/auth/session';
import { useCommutingReport } from '../api/get-commuting-report';
import { useReportOrganisations } from '../api/get-report-organisations';
import { ReportDownloads } from '../components/report-downloads';
import { ReportSummary } from '../components/report-summary';
import { ReportTables } from '../components/report-tables';
import {
  presetReportRange,
  REPORT_PRESETS,
  reportPresetOf,
  type ReportScope,
  toReportQuery,
} from '../lib/report-query';

const CITY = 'city';
const METHODOLOGY = [
  'scope',
  'distance',
  'emitted',
  'solo_car',
  'avoided',
  'credited',
  'mode_participants',
  'coverage',
] as const;

/** `/reports`: the commuting emissions report of an organisation or a city, on screen and to download. */
export function ReportsPage() {
  const { t } = useTranslation();
  const me = useMe();
  const [search, setSearch] = useSearchParams();
  const today = localDayOf(new Date(), me.city.timezone);
  const isCity = me.role === 'city';
  const organisations = useReportOrganisations(isCity);
  const chosen = search.get('organisationId');
  const scope: ReportScope =
    isCity && !chosen
      ? { kind: 'city', cityId: me.cityId ?? '' }
      : { kind: 'organisation', organisationId: chosen ?? me.organisationId ?? '' };
  const defaults = presetReportRange('this_year', today);
  const range: DayRange = {
    startDate: search.get('startDate') ?? defaults.startDate,
    endDate: search.get('endDate') ?? defaults.endDate,
  };
  const query = toReportQuery(scope, range);
  const report = useCommutingReport(query);
  const update = (changes: Record<string, string | null>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  const setRange = (next: DayRange) => update({ startDate: next.startDate, endDate: next.endDate });
  const preset = reportPresetOf(range, today);
  const rangeError = reportRangeError(range);
  const errors = periodFieldErrors({ period: 'range', ...range });

  return (
    <Stack gap="lg">
      <PageHeader actions={<ReportDownloads query={query} />} />
      <Card withBorder>
        <Stack gap="md">
          {isCity && (
            <Select
              label={t('reports.filters.scope')}
              searchable
              maw={420}
              allowDeselect={false}
              value={chosen ?? CITY}
              onChange={(value) => update({ organisationId: !value || value === CITY ? null : value })}
              data={[
                { value: CITY, label: t('reports.filters.whole_city') },
                ...(organisations.data ?? []).map((organisation) => ({
                  value: organisation.id,
                  label: organisation.name,
                })),
              ]}
            />
          )}
          <Group gap={6} role="group" aria-label={t('reports.filters.presets')}>
            {REPORT_PRESETS.map((item) => (
              <Button
                key={item}
                size="compact-sm"
                variant={preset === item ? 'filled' : 'default'}
                aria-pressed={preset === item}
                onClick={() => setRange(presetReportRange(item, today))}
              >
                {t(`reports.filters.range_presets.${item}`)}
              </Button>
            ))}
          </Group>
          <RangeInputs
            value={{ period: 'range', challengeId: null, ...range }}
            onChange={(next) =>
              next.startDate && next.endDate && setRange({ startDate: next.startDate, endDate: next.endDate })
            }
            errors={errors}
            errorText={(code) => code && t(`period.errors.${code}`)}
          />
          {rangeError === 'report_range_too_long' && (
            <Text c="red" fz="sm" role="alert">
              {t('errors.report_range_too_long')}
            </Text>
          )}
        </Stack>
      </Card>
      {report.isError && (
        <Alert color="red" title={t('reports.load_error')}>
          {t('reports.load_error_text')}
        </Alert>
      )}
      {report.isPending && query !== null ? (
        <Stack gap="md" aria-busy>
          <Skeleton h={120} />
          <Skeleton h={240} />
        </Stack>
      ) : (
        report.data && (
          <Stack gap="xl" aria-busy={report.isFetching}>
            <Text c="dimmed">
              {t(report.data.scope.kind === 'city' ? 'reports.scope_city' : 'reports.scope_organisation', {
                name: report.data.scope.name,
                city: report.data.scope.cityName,
              })}
            </Text>
            <ReportSummary totals={report.data.totals} />
            <ReportTables report={report.data} />
            <Stack gap="sm">
              <Title order={2} fz="h3">
                {t('reports.sections.methodology')}
              </Title>
              <List spacing={6} fz="sm">
                {METHODOLOGY.map((key) => (
                  <List.Item key={key}>{t(`reports.methodology.${key}`)}</List.Item>
                ))}
              </List>
            </Stack>
          </Stack>
        )
      )}
    </Stack>
  );
}
