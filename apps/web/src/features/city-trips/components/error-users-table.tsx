import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/confirm-dialog/use-confirm';
import { DataTable } from '@/components/data-table/data-table';
import { QueryError } from '@/components/feedback/query-error';
import { getErrorMessageKey } from '@/lib/api-error';
import { useFormatters } from '@/lib/use-formatters';
import { useClearBranch } from '../api/clear-branch';
import { useErrorUsers } from '../api/get-error-users';

type ErrorUserRow = NonNullable<ReturnType<typeof useErrorUsers>['data']>['data'][number];
const column = createColumnHelper<ErrorUserRow>();
const REASON_COLORS = {
  repeated_refusals: 'red',
  branch_mismatch: 'orange',
  inactive_organisation: 'gray',
  duplicate_email: 'grape',
} as const;

/**
 * The error-users tab (spec §2): participants whose data is inconsistent, the reason in words, and the fix: clear
 * a branch that is not of the participant's organisation, or open the participant (`/users/{id}`).
 */
export function ErrorUsersTable({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const confirm = useConfirm();
  const errorUsers = useErrorUsers();
  const clearBranch = useClearBranch();

  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: () => t('sessions_admin.error_users.columns.participant'),
        cell: (info) => (
          <Stack gap={0}>
            <Text fz="sm" fw={600}>
              {info.getValue()}
            </Text>
            <Text fz="xs" c="dimmed">
              {info.row.original.email}
            </Text>
          </Stack>
        ),
      }),
      column.accessor('reason', {
        header: () => t('sessions_admin.error_users.columns.reason'),
        cell: (info) => (
          <Stack gap={2}>
            <Badge color={REASON_COLORS[info.getValue()]} variant="light">
              {t(`sessions_admin.error_users.reasons.${info.getValue()}`)}
            </Badge>
            <Text fz="xs" c="dimmed">
              {t(`sessions_admin.error_users.details.${info.getValue()}`, {
                count: info.row.original.count,
                formatted: format.number(info.row.original.count),
              })}
            </Text>
          </Stack>
        ),
      }),
      column.accessor('organisationName', {
        header: () => t('sessions_admin.error_users.columns.organisation'),
        cell: (info) => info.getValue() ?? t('sessions_admin.no_organisation'),
      }),
      column.display({
        id: 'actions',
        header: () => t('sessions_admin.error_users.columns.fix'),
        meta: { actions: true },
        cell: (info) => {
          const row = info.row.original;
          return (
            <Group gap="xs" wrap="nowrap">
              {row.reason === 'branch_mismatch' && canWrite && (
                <Button
                  size="xs"
                  variant="light"
                  loading={clearBranch.isPending && clearBranch.variables === row.participantId}
                  aria-label={t('sessions_admin.error_users.clear_branch_named', { name: row.name })}
                  onClick={async () => {
                    const yes = await confirm({
                      title: t('sessions_admin.error_users.clear_branch_title'),
                      message: t('sessions_admin.error_users.clear_branch_message', { name: row.name }),
                      confirmLabel: t('sessions_admin.error_users.clear_branch'),
                    });
                    if (!yes) return;
                    clearBranch.mutate(row.participantId, {
                      onSuccess: () =>
                        notifications.show({ color: 'brand', message: t('sessions_admin.error_users.cleared') }),
                      onError: (error) => notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) }),
                    });
                  }}
                >
                  {t('sessions_admin.error_users.clear_branch')}
                </Button>
              )}
              <Anchor href={`/users/${encodeURIComponent(row.participantId)}`} fz="sm">
                {t('sessions_admin.error_users.open')}
              </Anchor>
            </Group>
          );
        },
      }),
    ],
    [t, format, confirm, clearBranch, canWrite],
  );

  if (errorUsers.isError) return <QueryError error={errorUsers.error} onRetry={() => void errorUsers.refetch()} />;
  return (
    <DataTable
      data={errorUsers.data?.data ?? []}
      columns={columns}
      loading={errorUsers.isPending}
      caption={t('sessions_admin.error_users.caption')}
      getRowId={(row) => `${row.participantId}-${row.reason}`}
      emptyTitle={t('sessions_admin.error_users.empty.title')}
      emptyDescription={t('sessions_admin.error_users.empty.description')}
      pageSize={50}
      minWidth={720}
    />
  );
}
