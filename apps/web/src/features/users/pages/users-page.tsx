import { visibleUserColumns } from '@mobiverte/contracts';
import { Anchor, Button, Card, Group, Stack, Switch, Tabs, Text } from '@mantine/core';
import { IconDownload, IconFileSearch, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryError } from '@/components/feedback/query-error';
import { PageHeader } from '@/components/page-header/page-header';
import { paths } from '@/config/paths';
import { useMe } from '@/lib/auth/session';
import { useUsers } from '../api/get-users';
import { ExportDialog } from '../components/export-dialog';
import { ExportLog } from '../components/export-log';
import { UsersFilters } from '../components/users-filters';
import { UsersTable } from '../components/users-table';
import {
  hasUserFilters,
  readUserListParams,
  userFiltersOf,
  writeUserListParams,
  type UserListParams,
} from '../lib/user-list-params';

/**
 * `/users`: the participants of the city (an organisation's admins: their own), paged, sorted and filtered by the
 * server, the per-mode figures on demand, the export behind the data-use policy and, for the city, its log.
 */
export function UsersPage() {
  const { t } = useTranslation();
  const me = useMe();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readUserListParams(searchParams);
  const tab = me.role === 'city' && searchParams.get('tab') === 'log' ? 'log' : 'list';
  const [showModes, setShowModes] = useState(false);
  const [exporting, setExporting] = useState(false);
  const users = useUsers(params);
  const total = users.data?.total ?? 0;
  const apply = (changes: Partial<UserListParams>) =>
    setSearchParams((current) => writeUserListParams(current, changes), { replace: true });
  const clearFilters = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams();
        for (const name of ['sort', 'order', 'pageSize']) {
          const value = current.get(name);
          if (value) next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  const filters = userFiltersOf(params);

  return (
    <Stack gap="lg">
      <PageHeader
        description={me.role === 'city' ? t('users.page.city_description') : t('users.page.organisation_description')}
        actions={
          <Button
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={() => setExporting(true)}
            disabled={!users.data || total === 0}
          >
            {t('users.export.button')}
          </Button>
        }
      />
      <Tabs
        value={tab}
        onChange={(value) =>
          setSearchParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (value === 'log') next.set('tab', 'log');
              else next.delete('tab');
              return next;
            },
            { replace: true },
          )
        }
        keepMounted={false}
      >
        {me.role === 'city' && (
          <Tabs.List mb="md">
            <Tabs.Tab value="list" leftSection={<IconUsers size={16} aria-hidden />}>
              {t('users.tabs.list')}
            </Tabs.Tab>
            <Tabs.Tab value="log" leftSection={<IconFileSearch size={16} aria-hidden />}>
              {t('users.tabs.log')}
            </Tabs.Tab>
          </Tabs.List>
        )}
        <Tabs.Panel value="list">
          <Card>
            <Stack gap="md">
              <UsersFilters
                key={searchParams.get('organisationId') ?? 'all'}
                filters={filters}
                showOrganisation={me.role === 'city'}
                onChange={apply}
              />
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Switch
                  checked={showModes}
                  onChange={(event) => setShowModes(event.currentTarget.checked)}
                  label={t('users.list.show_modes')}
                  description={t('users.list.show_modes_hint')}
                />
                <Text fz="sm" c="dimmed">
                  {t('users.page.help')}{' '}
                  <Anchor component={Link} to={paths.faq} fz="sm">
                    {t('users.page.help_link')}
                  </Anchor>
                </Text>
              </Group>
              {users.isError ? (
                <QueryError error={users.error} onRetry={() => void users.refetch()} />
              ) : (
                <UsersTable
                  users={users.data?.data ?? []}
                  total={total}
                  loading={users.isPending}
                  visibleColumns={users.data?.columns ?? visibleUserColumns(me.role)}
                  showModes={showModes}
                  params={params}
                  onChange={apply}
                  onClearFilters={hasUserFilters(params) ? clearFilters : undefined}
                />
              )}
            </Stack>
          </Card>
        </Tabs.Panel>
        {me.role === 'city' && (
          <Tabs.Panel value="log">
            <Card>
              <Stack gap="md">
                <Text fz="sm" c="dimmed">
                  {t('users.log.description')}
                </Text>
                <ExportLog />
              </Stack>
            </Card>
          </Tabs.Panel>
        )}
      </Tabs>
      <ExportDialog opened={exporting} onClose={() => setExporting(false)} filters={filters} rowCount={total} />
    </Stack>
  );
}
