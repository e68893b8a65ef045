import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { TRANSPORT_MODES, USER_ACTIVE_DAYS_CHOICES, type TransportMode } from '@mobiverte/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePickerInput } from '@/components/dates/lazy-date-inputs';
import { useOrganisationOptions } from '@/lib/api/users-list';
import type { UserFilters } from '../lib/user-list-params';

interface UsersFiltersProps {
  filters: UserFilters;
  /** Organisation admins see only their own organisation: no organisation filter. */
  showOrganisation: boolean;
  onChange: (changes: Partial<UserFilters>) => void;
}

/** Search by name or email, organisation, branch, mode, recent activity and joining dates. */
export function UsersFilters({ filters, showOrganisation, onChange }: UsersFiltersProps) {
  const { t } = useTranslation();
  const options = useOrganisationOptions();
  const [search, setSearch] = useState(filters.q ?? '');
  const applySearch = useDebouncedCallback((value: string) => onChange({ q: value.trim() || undefined }), 350);
  const branches = (options.data?.branches ?? []).filter(
    (branch) => !filters.organisationId || branch.organisationId === filters.organisationId,
  );
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t('users.filters.search')}
        placeholder={t('users.filters.search_placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          applySearch(event.currentTarget.value);
        }}
        w={260}
        type="search"
      />
      {showOrganisation && (
        <Select
          label={t('users.filters.organisation')}
          placeholder={t('users.filters.all_organisations')}
          data={(options.data?.organisations ?? []).map((organisation) => ({
            value: organisation.id,
            label: organisation.name,
          }))}
          value={filters.organisationId ?? null}
          onChange={(organisationId) => onChange({ organisationId: organisationId ?? undefined, branchId: undefined })}
          searchable
          clearable
          nothingFoundMessage={t('users.filters.nothing_found')}
          w={220}
        />
      )}
      <Select
        label={t('users.filters.branch')}
        placeholder={t('users.filters.all_branches')}
        data={branches.map((branch) => ({ value: branch.id, label: branch.name }))}
        value={filters.branchId ?? null}
        onChange={(branchId) => onChange({ branchId: branchId ?? undefined })}
        searchable
        clearable
        nothingFoundMessage={t('users.filters.nothing_found')}
        w={200}
      />
      <Select
        label={t('users.filters.mode')}
        placeholder={t('users.filters.all_modes')}
        data={TRANSPORT_MODES.map((mode) => ({ value: mode, label: t(`transport_modes.${mode}`) }))}
        value={filters.mode ?? null}
        onChange={(mode) => onChange({ mode: (mode as TransportMode | null) ?? undefined })}
        searchable
        clearable
        w={200}
      />
      <Select
        label={t('users.filters.active')}
        placeholder={t('users.filters.any_activity')}
        data={USER_ACTIVE_DAYS_CHOICES.map((days) => ({
          value: String(days),
          label: t('users.filters.active_days', { count: days }),
        }))}
        value={filters.activeDays ? String(filters.activeDays) : null}
        onChange={(days) => onChange({ activeDays: days ? Number(days) : undefined })}
        clearable
        w={200}
      />
      <DatePickerInput
        type="range"
        allowSingleDateInRange
        clearable
        label={t('users.filters.joined')}
        placeholder={t('users.filters.joined_placeholder')}
        valueFormat={t('period.date_format')}
        value={[filters.joinedFrom ?? null, filters.joinedTo ?? null]}
        onChange={([from, to]) => {
          if (from && !to) return;
          onChange({ joinedFrom: from ?? undefined, joinedTo: to ?? undefined });
        }}
        miw={240}
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
      />
    </Group>
  );
}
