import { Group, Select, TextInput } from '@mantine/core';
import { DatePickerInput } from '@/components/dates/lazy-date-inputs';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  ORDER_PRODUCT_TYPES,
  ORDER_STATUS_FILTERS,
  type OrderProductType,
  type OrderStatusFilter,
} from '@mobiverte/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderListFilters } from '../lib/order-filters';

interface OrdersFiltersProps {
  filters: OrderListFilters;
  onChange: (changes: Partial<Record<keyof OrderListFilters | 'pageSize', string | number | undefined>>) => void;
}

/** Date range, status, product name and product type of the orders list. */
export function OrdersFilters({ filters, onChange }: OrdersFiltersProps) {
  const { t } = useTranslation();
  const [productName, setProductName] = useState(filters.productName ?? '');
  const applyProductName = useDebouncedCallback((value: string) => onChange({ productName: value.trim() }), 350);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <DatePickerInput
        type="range"
        allowSingleDateInRange
        clearable
        label={t('orders.filters.dates')}
        placeholder={t('orders.filters.dates_placeholder')}
        valueFormat={t('period.date_format')}
        value={[filters.from ?? null, filters.to ?? null]}
        onChange={([from, to]) => {
          if (from && !to) return;
          onChange({ from: from ?? undefined, to: to ?? undefined });
        }}
        miw={240}
        // Mantine draws this placeholder as an element (not a native placeholder): give it text contrast
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
      />
      <Select
        label={t('orders.filters.status')}
        data={ORDER_STATUS_FILTERS.map((status) => ({ value: status, label: t(`orders.status.${status}`) }))}
        value={filters.status}
        onChange={(status) => onChange({ status: (status as OrderStatusFilter | null) ?? 'all' })}
        allowDeselect={false}
        w={170}
      />
      <TextInput
        label={t('orders.filters.product_name')}
        placeholder={t('orders.filters.product_name_placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={productName}
        onChange={(event) => {
          setProductName(event.currentTarget.value);
          applyProductName(event.currentTarget.value);
        }}
        w={220}
      />
      <Select
        label={t('orders.filters.product_type')}
        data={[
          { value: '', label: t('orders.product_type.all') },
          ...ORDER_PRODUCT_TYPES.map((type) => ({ value: type, label: t(`orders.product_type.${type}`) })),
        ]}
        value={filters.productType ?? ''}
        onChange={(type) => onChange({ productType: (type as OrderProductType | null) || undefined })}
        allowDeselect={false}
        w={180}
      />
    </Group>
  );
}
