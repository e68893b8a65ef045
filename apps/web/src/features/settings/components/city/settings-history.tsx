import { Group, Pagination, Stack, Text } from '@mantine/core';
import { CITY_SETTING_FIELDS, type CitySettingField } from '@mobiverte/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { QueryError } from '@/components/feedback/query-error';
import { useFormatters } from '@/lib/use-formatters';
import {
  type CitySettingChangeRow,
  HISTORY_PAGE_SIZE,
  useCitySettingsHistory,
} from '../../api/get-city-settings-history';
import { summariseSetting } from '../../lib/setting-summary';

const column = createColumnHelper<CitySettingChangeRow>();

const definitionOf = (change: CitySettingChangeRow) =>
  CITY_SETTING_FIELDS[change.kind].find((definition) => definition.field === (change.field as CitySettingField));

/** Who changed which setting when, from which value to which, newest first, 10 a page. */
export function SettingsHistory({ cityId }: { cityId: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [page, setPage] = useState(1);
  const history = useCitySettingsHistory(cityId, page);
  const columns = useMemo(() => {
    const value = (change: CitySettingChangeRow, which: 'oldValue' | 'newValue') => {
      const definition = definitionOf(change);
      return definition ? summariseSetting(t, format, definition.input, definition.unit, change[which]) : '';
    };
    return [
      column.accessor('field', {
        header: () => t('city_settings.history.columns.setting'),
        enableSorting: false,
        meta: { pinned: true },
        cell: (info) => (
          <Stack gap={0}>
            <Text fz="sm" fw={600}>
              {t(`city_settings.fields.${info.getValue()}.title`)}
            </Text>
            <Text fz="xs" c="dimmed">
              {t(`city_settings.kinds.${info.row.original.kind}.title`)}
            </Text>
          </Stack>
        ),
      }),
      column.accessor('changedAt', {
        header: () => t('city_settings.history.columns.when'),
        enableSorting: false,
        cell: (info) => format.dateTime(info.getValue()),
      }),
      column.display({
        id: 'change',
        header: () => t('city_settings.history.columns.change'),
        cell: (info) => (
          <Text fz="sm">
            {t('city_settings.history.change', {
              previous: value(info.row.original, 'oldValue'),
              next: value(info.row.original, 'newValue'),
            })}
          </Text>
        ),
      }),
      column.accessor('changedBy', {
        header: () => t('city_settings.history.columns.who'),
        enableSorting: false,
        cell: (info) => info.getValue() ?? t('city_settings.history.deleted_account'),
      }),
    ];
  }, [t, format]);
  if (history.isError) return <QueryError error={history.error} onRetry={() => void history.refetch()} />;
  const total = history.data?.total ?? 0;
  const pageCount = Math.ceil(total / HISTORY_PAGE_SIZE);
  return (
    <DataTable
      data={history.data?.data ?? []}
      columns={columns}
      caption={t('city_settings.history.caption')}
      loading={history.isPending}
      pageSize={HISTORY_PAGE_SIZE}
      getRowId={(change) => change.id}
      emptyTitle={t('city_settings.history.empty')}
      emptyDescription={t('city_settings.history.empty_hint')}
      minWidth={760}
      pager={
        pageCount > 1 && (
          <Group justify="flex-end" mt="md">
            <Pagination
              total={pageCount}
              value={page}
              onChange={setPage}
              aria-label={t('city_settings.history.pages')}
            />
          </Group>
        )
      }
    />
  );
}
