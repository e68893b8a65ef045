import { Button, Card, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/feedback/query-error';
import { PageHeader } from '@/components/page-header/page-header';
import { canUse } from '@/lib/auth/permissions';
import { useMe } from '@/lib/auth/session';
import { useBranches } from '../api/get-branches';
import { BranchesTable } from '../components/branches-table';
import { CreateBranchModal } from '../components/create-branch-modal';
import { filterBranches } from '../lib/filter-branches';

/** An organisation's branches, created in a modal and edited on their own page; a city reads all of them. */
export function BranchesPage() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const branches = useBranches();
  const [creating, { open, close }] = useDisclosure(false);
  const [search, setSearch] = useState('');
  const cityView = me.role === 'city';
  const canCreate = canUse(me, 'branches.write');
  const rows = filterBranches(branches.data?.data ?? [], search, i18n.language);

  return (
    <Stack gap="lg">
      <PageHeader
        description={cityView ? t('branches.list.city_description') : undefined}
        actions={
          canCreate && (
            <Button leftSection={<IconPlus size={18} />} onClick={open}>
              {t('branches.create.open')}
            </Button>
          )
        }
      />
      {branches.isError ? (
        <QueryError error={branches.error} onRetry={() => void branches.refetch()} />
      ) : (
        <Card>
          <Stack gap="md">
            <TextInput
              label={t('branches.list.search')}
              placeholder={
                cityView ? t('branches.list.search_city_placeholder') : t('branches.list.search_placeholder')
              }
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              maw={360}
            />
            <BranchesTable
              branches={rows}
              loading={branches.isPending}
              cityView={cityView}
              emptyAction={
                canCreate
                  ? { label: t('branches.create.open'), onClick: open, icon: <IconPlus size={18} aria-hidden /> }
                  : undefined
              }
              onClearFilters={search.trim() ? () => setSearch('') : undefined}
            />
          </Stack>
        </Card>
      )}
      {canCreate && <CreateBranchModal opened={creating} onClose={close} />}
    </Stack>
  );
}
