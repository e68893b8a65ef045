import '@mantine/core/styles/SegmentedControl.css';
import { Button, Group, SegmentedControl, Text, Tooltip } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canExportOrders, orderExportUrl, type OrderListFilters } from '../lib/order-filters';

/** CSV and Excel exports of the filtered orders; they need at least one filter, which the hint says. */
export function OrdersExportButtons({ filters }: { filters: OrderListFilters }) {
  const { t, i18n } = useTranslation();
  const [language, setLanguage] = useState<'fr' | 'en'>(i18n.language.startsWith('en') ? 'en' : 'fr');
  const enabled = canExportOrders(filters);
  const button = (format: 'csv' | 'xlsx') => {
    const label = t(format === 'csv' ? 'orders.export.csv' : 'orders.export.xlsx');
    const icon = format === 'csv' ? <IconFileTypeCsv size={18} /> : <IconFileSpreadsheet size={18} />;
    const link = (
      <Button
        component="a"
        href={orderExportUrl(filters, format, language)}
        download
        variant="light"
        leftSection={icon}
      >
        {label}
      </Button>
    );
    if (!enabled)
      return (
        <Tooltip label={t('orders.export.filter_required')}>
          <Button variant="light" leftSection={icon} disabled data-disabled aria-describedby="orders-export-hint">
            {label}
          </Button>
        </Tooltip>
      );
    // A CSV's separators follow the file's language, for Excel in that language.
    return format === 'csv' ? <Tooltip label={t(`orders.export.csv_format_${language}`)}>{link}</Tooltip> : link;
  };
  const csvButton = button('csv');
  const xlsxButton = button('xlsx');
  return (
    <Group gap="sm" align="center" wrap="wrap">
      <SegmentedControl
        size="xs"
        aria-label={t('orders.export.language')}
        value={language}
        onChange={(value) => setLanguage(value as 'fr' | 'en')}
        data={[
          { value: 'fr', label: t('orders.export.language_fr') },
          { value: 'en', label: t('orders.export.language_en') },
        ]}
      />
      {csvButton}
      {xlsxButton}
      {!enabled && (
        <Text id="orders-export-hint" fz="sm" c="dimmed">
          {t('orders.export.filter_required')}
        </Text>
      )}
    </Group>
  );
}
