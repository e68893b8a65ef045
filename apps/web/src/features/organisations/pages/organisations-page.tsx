import { Alert, Card, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryError } from '@/components/feedback/query-error';
import { PageHeader } from '@/components/page-header/page-header';
import { useFormatters } from '@/lib/use-formatters';
import { useOrganisations } from '../api/get-organisations';
import { OrganisationsTable } from '../components/organisations-table';
import {
  ORGANISATIONS_PAGE_SIZE,
  type OrganisationListParams,
  readOrganisationListParams,
  writeOrganisationListParams,
} from '../lib/organisation-list-params';

/**
 * The city's organisations (`/organisations`): the spec's columns with employees, participants and participants
 * active this month; a search as the spec's (25 results, organisations signed in since 1 June); a row opens it.
 */
export function OrganisationsPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readOrganisationListParams(searchParams);
  const [search, setSearch] = useState(params.q);
  const organisations = useOrganisations({
    q: params.q || undefined,
    page: params.page,
    pageSize: ORGANISATIONS_PAGE_SIZE,
    sort: params.sort,
    order: params.order,
  });
  const change = (changes: Partial<OrganisationListParams>) =>
    setSearchParams(writeOrganisationListParams(params, changes), { replace: true });
  const searchLater = useDebouncedCallback((q: string) => change({ q: q.trim() }), 300);
  const searchInfo = organisations.data?.search;

  return (
    <Stack gap="lg">
      <PageHeader />
      <Card>
        <Stack gap="md">
          <TextInput
            label={t('organisations_admin.search.label')}
            placeholder={t('organisations_admin.search.placeholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            maxLength={100}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              searchLater(event.currentTarget.value);
            }}
            maw={480}
          />
          {searchInfo && (
            <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} p="xs">
              {t('organisations_admin.search.scope', {
                date: format.date(searchInfo.since),
                limit: searchInfo.limit,
              })}
            </Alert>
          )}
          {organisations.isError ? (
            <QueryError error={organisations.error} onRetry={() => void organisations.refetch()} />
          ) : (
            <OrganisationsTable
              organisations={organisations.data?.data ?? []}
              total={organisations.data?.total ?? 0}
              loading={organisations.isPending}
              pageSize={ORGANISATIONS_PAGE_SIZE}
              params={params}
              onChange={(changes) => {
                if ('q' in changes) setSearch(changes.q ?? '');
                change(changes);
              }}
            />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
