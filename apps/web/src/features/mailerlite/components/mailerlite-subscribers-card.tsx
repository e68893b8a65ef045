import { Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconChevronLeft,
  IconChevronRight,
  IconChevronsLeft,
  IconChevronsRight,
  IconSearch,
} from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { PageControls } from '@/components/data-table/page-controls';
import { QueryError } from '@/components/feedback/query-error';
import { useFormatters } from '@/lib/use-formatters';
import { type MailerLiteSubscriber, useMailerLiteSubscribers } from '../api/get-mailerlite-subscribers';

const column = createColumnHelper<MailerLiteSubscriber>();
const PAGE_SIZE = 10;

/** The connected users (spec §7): the participants in the MailerLite group with their sync date, paged, searched. */
export function MailerLiteSubscribersCard({ cityId }: { cityId: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const subscribers = useMailerLiteSubscribers(cityId, { search: q || undefined, page, pageSize: PAGE_SIZE });
  const columns = useMemo(
    () => [
      column.display({
        id: 'participant',
        header: () => t('mailerlite.subscribers.name'),
        cell: (info) => {
          const { firstName, lastName, email } = info.row.original;
          return (
            <Stack gap={0}>
              {firstName === null ? (
                <Text span size="sm" c="dimmed">
                  {t('mailerlite.subscribers.deleted')}
                </Text>
              ) : (
                <Text span size="sm" fw={600}>
                  {firstName} {lastName}
                </Text>
              )}
              <Text span size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {email}
              </Text>
            </Stack>
          );
        },
      }),
      column.accessor('syncedAt', {
        header: () => t('mailerlite.subscribers.synced_at'),
        enableSorting: false,
        cell: (info) => format.dateTime(info.getValue()),
      }),
    ],
    [t, format],
  );
  const total = subscribers.data?.total ?? 0;
  const pageCount = Math.ceil(total / PAGE_SIZE);
  return (
    <Card component="section" aria-labelledby="mailerlite-subscribers-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h4" id="mailerlite-subscribers-title">
            {t('mailerlite.subscribers.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('mailerlite.subscribers.help')}
          </Text>
        </Stack>
        <TextInput
          label={t('mailerlite.subscribers.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          maxLength={100}
          type="search"
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          maw={400}
        />
        {subscribers.isError ? (
          <QueryError error={subscribers.error} onRetry={() => void subscribers.refetch()} />
        ) : (
          <DataTable
            data={subscribers.data?.data ?? []}
            columns={columns}
            caption={t('mailerlite.subscribers.caption')}
            loading={subscribers.isPending}
            getRowId={(row) => row.subscriberId}
            minWidth={300}
            emptyTitle={t('mailerlite.subscribers.empty')}
            emptyDescription={t('mailerlite.subscribers.empty_hint')}
            onClearFilters={q ? () => setSearch('') : undefined}
            pageSize={PAGE_SIZE}
            pager={
              <Group justify="space-between" mt="md" wrap="wrap" gap="sm">
                <Text fz="sm" c="dimmed" data-testid="mailerlite-subscribers-total">
                  {total > 0 ? t('mailerlite.subscribers.total', { count: total }) : ''}
                </Text>
                {pageCount > 1 && (
                  <PageControls
                    caption={t('mailerlite.subscribers.caption')}
                    page={page}
                    pages={pageCount}
                    before={[
                      {
                        label: t('table.first_page'),
                        icon: IconChevronsLeft,
                        onClick: () => setPage(1),
                        disabled: page <= 1,
                      },
                      {
                        label: t('table.previous_page'),
                        icon: IconChevronLeft,
                        onClick: () => setPage(page - 1),
                        disabled: page <= 1,
                      },
                    ]}
                    after={[
                      {
                        label: t('table.next_page'),
                        icon: IconChevronRight,
                        onClick: () => setPage(page + 1),
                        disabled: page >= pageCount,
                      },
                      {
                        label: t('table.last_page'),
                        icon: IconChevronsRight,
                        onClick: () => setPage(pageCount),
                        disabled: page >= pageCount,
                      },
                    ]}
                  />
                )}
              </Group>
            }
          />
        )}
      </Stack>
    </Card>
  );
}
