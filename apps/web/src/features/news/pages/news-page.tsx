import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { NEWS_STATES, type NewsState } from '@mobiverte/contracts';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FilteredListCard, useFilteredPage } from '@/components/data-table/filtered-list-card';
import { PageHeader } from '@/components/page-header/page-header';
import { paths } from '@/config/paths';
import { useFormatters } from '@/lib/use-formatters';
import { useNewsList, type NewsListItem } from '../api/get-news-list';
import { NewsStateBadge } from '../components/news-state-badge';
import { useAskDeleteNews } from '../lib/use-ask-delete-news';

const PAGE_SIZE = 10;
type Filter = 'all' | NewsState;
const column = createColumnHelper<NewsListItem>();
const detailPath = (id: string) => paths.news.detail.replace(':newsId', id);

/** The city's news (spec §2 `/news`): drafts, scheduled and published items, written on `/news/{id}`. */
export function NewsPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const askDeleteNews = useAskDeleteNews();
  const state = useFilteredPage<Filter>('all');
  const { filter, page } = state;
  const list = useNewsList({ page, pageSize: PAGE_SIZE, ...(filter === 'all' ? {} : { state: filter }) });
  const counts = list.data?.counts;

  const columns = useMemo(() => {
    return [
      column.accessor('title', {
        header: () => t('news.fields.title'),
        enableSorting: false,
        cell: (info) => (
          <Stack gap={2}>
            <Text component={Link} to={detailPath(info.row.original.id)} fw={600} size="sm" c="bright">
              {info.getValue()}
            </Text>
            <Text size="xs" c="dimmed">
              {t('news.by_author', { author: info.row.original.author })}
            </Text>
          </Stack>
        ),
      }),
      column.accessor('category', {
        header: () => t('news.fields.category'),
        enableSorting: false,
        meta: { secondary: true },
        cell: (info) => t(`news.categories.${info.getValue()}`),
      }),
      column.accessor('state', {
        header: () => t('news.fields.state'),
        enableSorting: false,
        cell: (info) => <NewsStateBadge state={info.getValue()} />,
      }),
      column.accessor('publishAt', {
        header: () => t('news.fields.publish_at'),
        enableSorting: false,
        cell: (info) => {
          const value = info.getValue();
          return value ? (
            format.dateTime(value)
          ) : (
            <Text span c="dimmed" size="sm">
              {t('news.not_scheduled')}
            </Text>
          );
        },
      }),
      column.accessor('audience', {
        header: () => t('news.fields.audience'),
        enableSorting: false,
        meta: { secondary: true },
        cell: (info) =>
          info.getValue() === 'city'
            ? t('news.audiences.city')
            : info.row.original.organisations.map((organisation) => organisation.name).join(', '),
      }),
      column.accessor('languages', {
        header: () => t('news.fields.languages'),
        enableSorting: false,
        meta: { secondary: true },
        cell: (info) => (
          <Group gap={4}>
            {info.getValue().map((code) => (
              <Badge key={code} size="sm" variant="outline" color="gray" tt="uppercase">
                {code}
              </Badge>
            ))}
          </Group>
        ),
      }),
      column.display({
        id: 'actions',
        header: () => t('news.fields.actions'),
        meta: { align: 'right', actions: true },
        cell: (info) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Tooltip label={t('news.actions.edit', { title: info.row.original.title })}>
              <ActionIcon
                component={Link}
                to={detailPath(info.row.original.id)}
                variant="subtle"
                aria-label={t('news.actions.edit', { title: info.row.original.title })}
              >
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('news.actions.delete', { title: info.row.original.title })}>
              <ActionIcon
                variant="subtle"
                color="red.8"
                onClick={() => void askDeleteNews(info.row.original)}
                aria-label={t('news.actions.delete', { title: info.row.original.title })}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ),
      }),
    ];
  }, [t, format, askDeleteNews]);

  const create = { label: t('news.create.open'), to: paths.news.create, icon: <IconPlus size={18} aria-hidden /> };
  return (
    <Stack gap="lg">
      <PageHeader
        actions={
          <Button component={Link} to={paths.news.create} leftSection={<IconPlus size={18} aria-hidden />}>
            {t('news.create.open')}
          </Button>
        }
      />
      <FilteredListCard
        state={state}
        filterLabel={t('news.state_filter')}
        filters={(['all', ...NEWS_STATES] as const).map((value) => ({
          value,
          label: counts
            ? t(`news.filters.${value}_count`, {
                count: value === 'all' ? counts.draft + counts.scheduled + counts.published : counts[value],
              })
            : t(`news.filters.${value}`),
        }))}
        list={list}
        pageSize={PAGE_SIZE}
        columns={columns}
        caption={t('news.caption')}
        getRowId={(row) => row.id}
        onRowClick={(row) => void navigate(detailPath(row.id))}
        emptyTitle={t(`news.empty.${filter}.title`)}
        emptyDescription={t(`news.empty.${filter}.description`)}
        emptyAction={filter === 'all' || filter === 'draft' ? create : undefined}
      />
    </Stack>
  );
}
