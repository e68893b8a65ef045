import { ActionIcon, Group, Select, Text, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconBuildingStore } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectedTenantId } from '@/lib/selected-tenant';
import { useTenants } from '../api/get-tenants';
import { findSelectedTenant } from '../lib/tenant-selection';
import classes from './tenant-selector-bar.module.css';

interface TenantSelectorBarProps {
  /** The sidebar's width (55 px collapsed, 250 px expanded): the bar starts right of it. */
  offset: number;
}

/**
 * Pinned under the top bar: a searchable list of the city's merchants, kept in the `tenantId` query parameter
 * of the current page; clearing it or going back returns to all merchants.
 */
export function TenantSelectorBar({ offset }: TenantSelectorBarProps) {
  const { t } = useTranslation();
  const tenants = useTenants();
  const [tenantId, selectTenant] = useSelectedTenantId();
  const known = tenants.data?.data ?? [];
  const selected = findSelectedTenant(known, tenantId);

  useEffect(() => {
    if (tenantId && tenants.isSuccess && !selected) selectTenant(null);
  }, [tenantId, tenants.isSuccess, selected, selectTenant]);

  return (
    <>
      <div
        className={classes.bar}
        style={{ '--tenant-bar-offset': `${offset}px` } as React.CSSProperties}
        role="region"
        aria-label={t('layout.tenant_selector.region')}
      >
        <Group gap="md" wrap="nowrap" h="100%">
          <Tooltip label={t('layout.tenant_selector.back')}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('layout.tenant_selector.back')}
              disabled={!selected}
              onClick={() => selectTenant(null)}
            >
              <IconArrowLeft size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Text fz="sm" truncate data-testid="selected-tenant-label">
            <Text span fw={600} fz="sm">
              {t('layout.tenant_selector.selected_tenant')}
            </Text>{' '}
            {selected ? selected.name : t('layout.tenant_selector.all_tenants')}
          </Text>
          <Select
            aria-label={t('layout.tenant_selector.label')}
            placeholder={tenants.isPending ? t('global.loading') : t('layout.tenant_selector.placeholder')}
            data={known.map((tenant) => ({ value: tenant.id, label: tenant.name }))}
            value={selected?.id ?? null}
            onChange={(value) => selectTenant(value)}
            searchable
            clearable
            clearButtonProps={{ 'aria-label': t('layout.tenant_selector.clear') }}
            nothingFoundMessage={t('global.no_results')}
            leftSection={<IconBuildingStore size={16} aria-hidden />}
            w={300}
            miw={300}
            maw={300}
            maxDropdownHeight={200}
            comboboxProps={{ width: 300 }}
            ml="auto"
          />
        </Group>
      </div>
      <div className={classes.spacer} aria-hidden />
    </>
  );
}
