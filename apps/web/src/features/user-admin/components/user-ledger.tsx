import { Badge, Box, Button, Card, Group, Pagination, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { transactionActions } from '@mobiverte/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/feedback/query-error';
import { DataTable } from '@/components/data-table/data-table';
import { useConfirm } from '@/components/confirm-dialog/use-confirm';
import { getErrorMessageKey } from '@/lib/api-error';
import { useCompleteTransaction } from '../api/complete-transaction';
import { useDeleteTransaction } from '../api/delete-transaction';
import { useUserTransactions, type UserTransactionRow } from '../api/get-user-transactions';
import { useUserTrips, type UserTripRow } from '../api/get-user-trips';
import { USER_PAGE_SIZE } from '../api/user-admin-keys';

const dateTime = (value: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));

function Pager({
  total,
  page,
  onChange,
  label,
}: {
  total: number;
  page: number;
  onChange: (page: number) => void;
  label: string;
}) {
  if (total <= USER_PAGE_SIZE) return undefined;
  return (
    <Group justify="center" mt="md">
      <Pagination total={Math.ceil(total / USER_PAGE_SIZE)} value={page} onChange={onChange} aria-label={label} />
    </Group>
  );
}

/** The participant's trips, newest first, each counted or not and why; the first cell is kept for the map thumbnail. */
export function UserTripsTable({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const trips = useUserTrips(userId, page);
  const columns = useMemo(() => {
    const column = createColumnHelper<UserTripRow>();
    return [
      column.display({
        id: 'map',
        header: () => <VisuallyHidden>{t('user_admin.trips.map')}</VisuallyHidden>,
        cell: () => <Box w={64} h={40} bg="gray.1" style={{ borderRadius: 4 }} aria-hidden />,
      }),
      column.accessor('startTime', {
        header: () => t('user_admin.trips.date'),
        cell: (info) => dateTime(info.getValue(), i18n.language),
      }),
      column.accessor('activityType', {
        header: () => t('user_admin.trips.mode'),
        cell: (info) => t(`transport_modes.${info.getValue()}`),
      }),
      column.accessor('distanceKm', {
        header: () => t('user_admin.trips.distance'),
        cell: (info) => t('user_admin.km', { value: info.getValue() }),
      }),
      column.accessor('status', {
        header: () => t('user_admin.trips.status'),
        cell: (info) => (
          <Stack gap={2}>
            <Badge
              color={info.getValue() === 'counted' ? 'green' : info.getValue() === 'pending_review' ? 'orange' : 'gray'}
              variant="light"
            >
              {t(`user_admin.trip_status.${info.getValue()}`)}
            </Badge>
            {info.row.original.reason && (
              <Text fz="xs" c="dimmed">
                {t(`user_admin.trip_reason.${info.row.original.reason}`, { defaultValue: info.row.original.reason })}
              </Text>
            )}
          </Stack>
        ),
      }),
      column.accessor('source', {
        header: () => t('user_admin.trips.source'),
        cell: (info) => t(`user_admin.source.${info.getValue()}`),
      }),
      column.accessor('greenpoints', { header: () => t('user_admin.trips.greenpoints') }),
      column.accessor('organisationName', {
        header: () => t('user_admin.trips.organisation'),
        cell: (info) => info.getValue() ?? '—',
      }),
    ];
  }, [t, i18n.language]);
  const total = trips.data?.total ?? 0;
  return (
    <Card>
      <Stack gap="md">
        <Title order={2} fz="h4">
          {t('user_admin.trips.title')}
        </Title>
        {trips.isError ? (
          <QueryError error={trips.error} onRetry={() => void trips.refetch()} />
        ) : (
          <DataTable
            data={trips.data?.data ?? []}
            columns={columns}
            caption={t('user_admin.trips.title')}
            loading={trips.isPending}
            getRowId={(row) => row.id}
            pageSize={USER_PAGE_SIZE}
            emptyTitle={t('user_admin.trips.empty')}
            minWidth={900}
            pager={<Pager total={total} page={page} onChange={setPage} label={t('user_admin.trips.pages')} />}
          />
        )}
      </Stack>
    </Card>
  );
}

/** The participant's ledger: type, value, by whom, status, date; pending entries can be completed or deleted. */
export function UserLedgerTable({ userId, canWrite }: { userId: string; canWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const confirm = useConfirm();
  const [page, setPage] = useState(1);
  const ledger = useUserTransactions(userId, page);
  const complete = useCompleteTransaction(userId);
  const remove = useDeleteTransaction(userId);
  const columns = useMemo(() => {
    const column = createColumnHelper<UserTransactionRow>();
    const act = async (row: UserTransactionRow, action: 'complete' | 'delete') => {
      const values = { value: row.transactionValue, type: t(`user_admin.transaction_type.${row.transactionType}`) };
      const yes = await confirm({
        title: t(`user_admin.transactions.${action}_title`),
        message: t(`user_admin.transactions.${action}_message`, values),
        confirmLabel: t(`user_admin.transactions.${action}`),
        danger: action === 'delete',
      });
      if (!yes) return;
      (action === 'complete' ? complete : remove).mutate(row.id, {
        onSuccess: () =>
          notifications.show({ color: 'brand', message: t(`user_admin.transactions.${action}_success`) }),
        onError: (error) => notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) }),
      });
    };
    return [
      column.accessor('createdAt', {
        header: () => t('user_admin.transactions.date'),
        cell: (info) => dateTime(info.getValue(), i18n.language),
      }),
      column.accessor('transactionType', {
        header: () => t('user_admin.transactions.type'),
        cell: (info) => (
          <Stack gap={2}>
            <Text fz="sm">{t(`user_admin.transaction_type.${info.getValue()}`)}</Text>
            {info.row.original.reason && (
              <Text fz="xs" c="dimmed">
                {info.row.original.reason}
              </Text>
            )}
          </Stack>
        ),
      }),
      column.accessor('transactionValue', {
        header: () => t('user_admin.transactions.value'),
        cell: (info) => (
          <Text fz="sm" fw={600} c={info.getValue() < 0 ? 'red.8' : 'green.9'}>
            {info.getValue() > 0 ? `+${info.getValue()}` : info.getValue()}
          </Text>
        ),
      }),
      column.accessor('createdByName', {
        header: () => t('user_admin.transactions.by'),
        cell: (info) => info.getValue() ?? t('user_admin.transactions.system'),
      }),
      column.accessor('status', {
        header: () => t('user_admin.transactions.status'),
        cell: (info) => (
          <Badge
            variant="light"
            color={info.getValue() === 'active' ? 'orange' : info.getValue() === 'completed' ? 'green' : 'gray'}
          >
            {t(`user_admin.transaction_status.${info.getValue()}`)}
          </Badge>
        ),
      }),
      column.display({
        id: 'actions',
        header: () => t('user_admin.transactions.actions'),
        cell: (info) => {
          const allowed = transactionActions(info.row.original);
          if (!allowed.complete && !allowed.delete) return null;
          return (
            <Group gap={4} wrap="nowrap">
              {allowed.complete && (
                <Button
                  size="xs"
                  variant="subtle"
                  disabled={!canWrite}
                  onClick={() => void act(info.row.original, 'complete')}
                >
                  {t('user_admin.transactions.complete')}
                </Button>
              )}
              {allowed.delete && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red.8"
                  disabled={!canWrite}
                  onClick={() => void act(info.row.original, 'delete')}
                >
                  {t('user_admin.transactions.delete')}
                </Button>
              )}
            </Group>
          );
        },
      }),
    ];
  }, [t, i18n.language, confirm, complete, remove, canWrite]);
  const total = ledger.data?.total ?? 0;
  return (
    <Card>
      <Stack gap="md">
        <Title order={2} fz="h4">
          {t('user_admin.transactions.title')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('user_admin.transactions.help')}
        </Text>
        {ledger.isError ? (
          <QueryError error={ledger.error} onRetry={() => void ledger.refetch()} />
        ) : (
          <DataTable
            data={ledger.data?.data ?? []}
            columns={columns}
            caption={t('user_admin.transactions.title')}
            loading={ledger.isPending}
            getRowId={(row) => row.id}
            pageSize={USER_PAGE_SIZE}
            emptyTitle={t('user_admin.transactions.empty')}
            minWidth={860}
            pager={<Pager total={total} page={page} onChange={setPage} label={t('user_admin.transactions.pages')} />}
          />
        )}
      </Stack>
    </Card>
  );
}
