import { Button, Group, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowsExchange, IconSearch } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { QueryError } from '@/components/feedback/query-error';
import { useFormatters } from '@/lib/use-formatters';
import { type OrganisationParticipant, useOrganisationParticipants } from '../api/get-organisation-participants';
import { MoveParticipantModal } from './move-participant-modal';

const column = createColumnHelper<OrganisationParticipant>();
const PAGE_SIZE = 10;

/** The organisation's participants, searched and paged, each with the move to another organisation. */
export function OrganisationParticipants({ organisationId, canMove }: { organisationId: string; canMove: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [moving, setMoving] = useState<OrganisationParticipant | null>(null);
  const participants = useOrganisationParticipants(organisationId, { q: q || undefined, page, pageSize: PAGE_SIZE });
  const columns = useMemo(
    () => [
      column.display({
        id: 'name',
        header: () => t('organisations_admin.participants.name'),
        cell: (info) => (
          <Text fz="sm" fw={600}>
            {info.row.original.firstName} {info.row.original.lastName}
          </Text>
        ),
        meta: { pinned: true },
      }),
      column.accessor('email', { header: () => t('organisations_admin.participants.email') }),
      column.accessor('branchName', {
        header: () => t('organisations_admin.participants.branch'),
        cell: (info) => info.getValue() ?? '—',
      }),
      column.accessor('joinedAt', {
        header: () => t('organisations_admin.participants.joined'),
        cell: (info) => format.date(info.getValue()),
      }),
      ...(canMove
        ? [
            column.display({
              id: 'actions',
              header: () => t('organisations_admin.participants.actions'),
              cell: (info) => (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconArrowsExchange size={14} />}
                  onClick={(event) => {
                    event.stopPropagation();
                    setMoving(info.row.original);
                  }}
                  aria-label={t('organisations_admin.move.open_for', {
                    name: `${info.row.original.firstName} ${info.row.original.lastName}`,
                  })}
                >
                  {t('organisations_admin.move.open')}
                </Button>
              ),
              enableSorting: false,
              meta: { actions: true },
            }),
          ]
        : []),
    ],
    [t, format, canMove],
  );
  const total = participants.data?.total ?? 0;
  const pageCount = Math.ceil(total / PAGE_SIZE);
  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        {t('organisations_admin.participants.help')}
      </Text>
      <TextInput
        label={t('organisations_admin.participants.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        maxLength={100}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={400}
      />
      {participants.isError ? (
        <QueryError error={participants.error} onRetry={() => void participants.refetch()} />
      ) : (
        <DataTable
          data={participants.data?.data ?? []}
          columns={columns}
          caption={t('organisations_admin.participants.caption')}
          loading={participants.isPending}
          getRowId={(row) => row.id}
          emptyTitle={t('organisations_admin.participants.empty')}
          minWidth={720}
          pageSize={PAGE_SIZE}
          pager={
            <Group justify="space-between" mt="md" wrap="wrap" gap="sm">
              <Text fz="sm" c="dimmed">
                {total > 0 ? t('organisations_admin.participants.total', { count: total }) : ''}
              </Text>
              {pageCount > 1 && (
                <Pagination
                  total={pageCount}
                  value={page}
                  onChange={setPage}
                  aria-label={t('organisations_admin.list.pages')}
                />
              )}
            </Group>
          }
        />
      )}
      <MoveParticipantModal organisationId={organisationId} participant={moving} onClose={() => setMoving(null)} />
    </Stack>
  );
}
