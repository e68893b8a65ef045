import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { NOTIFICATION_VIEWS, type NotificationView } from '@mobiverte/contracts';
import { IconPencil, IconPlus, IconTemplate, IconTrash } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FilteredListCard, useFilteredPage } from '@/components/data-table/filtered-list-card';
import { PageHeader } from '@/components/page-header/page-header';
import { paths } from '@/config/paths';
import { canUse } from '@/lib/auth/permissions';
import { useMe } from '@/lib/auth/session';
import { useFormatters } from '@/lib/use-formatters';
import { useNotifications, type NotificationItem } from '../api/get-notifications';
import { NotificationStateBadge } from '../components/notification-state-badge';
import { notificationPath } from '../lib/notification-path';
import { useAskDeleteNotification } from '../lib/use-ask-delete-notification';

const PAGE_SIZE = 10;
type Filter = 'all' | NotificationView;
const FILTERS: readonly Filter[] = ['all', ...NOTIFICATION_VIEWS];
const column = createColumnHelper<NotificationItem>();

/** The notifications of a city or an organisation (spec §2 `/notifications`): sent, planned, drafts, cancelled. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const askDelete = useAskDeleteNotification();
  const me = useMe();
  const mayWrite = canUse(me, 'notifications.write', { cityId: me.cityId, organisationId: me.organisationId });
  const state = useFilteredPage<Filter>('all');
  const { filter, page } = state;
  const list = useNotifications({ page, pageSize: PAGE_SIZE, ...(filter === 'all' ? {} : { view: filter }) });
  const counts = list.data?.counts;

  const columns = useMemo(() => {
    const figure = (key: 'targeted' | 'delivered' | 'failed' | 'opened') =>
      column.accessor((row) => row.figures[key], {
        id: key,
        header: () => t(`notifications.figures.${key}`),
        enableSorting: false,
        meta: { align: 'right', secondary: key !== 'delivered' },
        cell: (info) =>
          info.row.original.state === 'draft' || info.row.original.state === 'scheduled' ? (
            <Text span c="dimmed" size="sm" aria-label={t('notifications.figures.none')}>
              –
            </Text>
          ) : (
            format.number(info.getValue())
          ),
      });
    return [
      column.accessor('name', {
        header: () => t('notifications.fields.name'),
        enableSorting: false,
        cell: (info) => (
          <Stack gap={2} miw={0}>
            <Text component={Link} to={notificationPath(info.row.original.id)} fw={600} size="sm" c="bright">
              {info.getValue()}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {info.row.original.title}
            </Text>
          </Stack>
        ),
      }),
      column.accessor('state', {
        header: () => t('notifications.fields.state'),
        enableSorting: false,
        cell: (info) => <NotificationStateBadge state={info.getValue()} />,
      }),
      column.accessor((row) => row.sentAt ?? row.plannedAt, {
        id: 'when',
        header: () => t('notifications.fields.when'),
        enableSorting: false,
        cell: (info) => {
          const value = info.getValue();
          const repeat = info.row.original.repeat;
          return value ? (
            <Stack gap={0}>
              <Text span size="sm">
                {format.dateTime(value)}
              </Text>
              {repeat !== 'none' && (
                <Text span size="xs" c="dimmed">
                  {t(`notifications.repeats.${repeat}`)}
                </Text>
              )}
            </Stack>
          ) : (
            <Text span c="dimmed" size="sm">
              {t('notifications.not_planned')}
            </Text>
          );
        },
      }),
      figure('targeted'),
      figure('delivered'),
      figure('failed'),
      figure('opened'),
      column.display({
        id: 'actions',
        header: () => t('notifications.fields.actions'),
        meta: { align: 'right', actions: true },
        cell: (info) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Tooltip label={t('notifications.actions.open', { name: info.row.original.name })}>
              <ActionIcon
                component={Link}
                to={notificationPath(info.row.original.id)}
                variant="subtle"
                aria-label={t('notifications.actions.open', { name: info.row.original.name })}
              >
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
            {mayWrite && info.row.original.state !== 'sending' && (
              <Tooltip label={t('notifications.actions.delete', { name: info.row.original.name })}>
                <ActionIcon
                  variant="subtle"
                  color="red.8"
                  onClick={() => void askDelete(info.row.original)}
                  aria-label={t('notifications.actions.delete', { name: info.row.original.name })}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        ),
      }),
    ];
  }, [t, format, askDelete, mayWrite]);

  const create = {
    label: t('notifications.create.open'),
    to: paths.notifications.create,
    icon: <IconPlus size={18} aria-hidden />,
  };
  return (
    <Stack gap="lg">
      <PageHeader
        actions={
          <Group gap="sm">
            <Button
              component={Link}
              to={paths.notifications.templates}
              variant="default"
              leftSection={<IconTemplate size={18} aria-hidden />}
            >
              {t('notifications.templates.open')}
            </Button>
            {mayWrite && (
              <Button component={Link} to={paths.notifications.create} leftSection={<IconPlus size={18} aria-hidden />}>
                {t('notifications.create.open')}
              </Button>
            )}
          </Group>
        }
      />
      <FilteredListCard
        state={state}
        filterLabel={t('notifications.view_filter')}
        filters={FILTERS.map((value) => ({
          value,
          label: counts
            ? t(`notifications.filters.${value}_count`, {
                count:
                  value === 'all' ? counts.sent + counts.scheduled + counts.draft + counts.cancelled : counts[value],
              })
            : t(`notifications.filters.${value}`),
        }))}
        list={list}
        pageSize={PAGE_SIZE}
        columns={columns}
        caption={t('notifications.caption')}
        getRowId={(row) => row.id}
        onRowClick={(row) => void navigate(notificationPath(row.id))}
        emptyTitle={t(`notifications.empty.${filter}.title`)}
        emptyDescription={t(`notifications.empty.${filter}.description`)}
        emptyAction={mayWrite && (filter === 'all' || filter === 'draft') ? create : undefined}
      />
    </Stack>
  );
}
