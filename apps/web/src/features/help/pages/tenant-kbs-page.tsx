import { Stack } from '@mantine/core';
import { PageHeader } from '@/components/page-header/page-header';
import { KbsLayout } from '../components/kbs-layout';
import { TENANT_KBS_SECTIONS } from '../lib/kbs';

/** The claim window of the participant app, in minutes. */
const VALUES = { minutes: '15' };

/** `/tenant/tenantKBS`: how orders, codes, claims, expiry, refunds and exports work, for merchants. */
export function TenantKbsPage() {
  return (
    <Stack gap="lg">
      <PageHeader />
      <KbsLayout sections={TENANT_KBS_SECTIONS} base="tenant_kbs" values={VALUES} />
    </Stack>
  );
}
