import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import type { PendingTenant } from '../api/get-pending-tenants';

/**
 * Where a merchant's registration stands: whether it confirmed its email, and whether the city approved it
 * (it can sell only then).
 */
export function PendingTenantStatus({ tenant }: { tenant: Pick<PendingTenant, 'confirmedAt' | 'approved'> }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Stack gap={4} align="flex-start">
      <Badge variant="light" color={tenant.confirmedAt ? 'teal' : 'gray'}>
        {tenant.confirmedAt ? t('stores.pending.email_confirmed') : t('stores.pending.email_not_confirmed')}
      </Badge>
      {tenant.confirmedAt && (
        <Text fz="xs" c="dimmed">
          {t('stores.pending.email_confirmed_on', { date: format.date(tenant.confirmedAt) })}
        </Text>
      )}
      <Badge variant="light" color={tenant.approved ? 'brand' : 'orange'}>
        {tenant.approved ? t('stores.pending.approved') : t('stores.pending.awaiting_approval')}
      </Badge>
    </Stack>
  );
}
