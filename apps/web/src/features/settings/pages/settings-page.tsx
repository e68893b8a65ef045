import { Alert, Stack } from '@mantine/core';
import { IconAdjustments, IconInfoCircle, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { type TabItem, Tabs } from '@/components/tabs/tabs';
import { canUse } from '@/lib/auth/permissions';
import { useMe } from '@/lib/auth/session';
import { AccessSettings } from '../components/access/access-settings';
import { OrganisationLimits } from '../components/limits/organisation-limits';

const TAB_PARAM = 'tab';

/**
 * Two tabs: the organisation's limits and access management. Co-admins never see the access tab; cities have
 * no limits of their own to set here yet, so they see access management only.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const me = useMe();
  const [searchParams, setSearchParams] = useSearchParams();
  const organisationId = me.role === 'organisation' ? me.organisationId : null;
  const items: TabItem[] = [
    {
      value: 'organisation',
      label: t('limits.tab'),
      icon: <IconAdjustments size={16} aria-hidden />,
      content: organisationId && (
        <OrganisationLimits organisationId={organisationId} readOnly={!canUse(me, 'organisation-limits.write')} />
      ),
      hidden: !organisationId,
    },
    {
      value: 'access',
      label: t('access.tab'),
      icon: <IconUsers size={16} aria-hidden />,
      content: <AccessSettings />,
      hidden: !canUse(me, 'co-admins.manage'),
    },
  ];
  const visible = items.filter((item) => !item.hidden);
  const requested = searchParams.get(TAB_PARAM);
  const current = visible.find((item) => item.value === requested)?.value ?? visible[0]?.value;

  return (
    <Stack gap="lg">
      <PageHeader
        description={
          me.role === 'city'
            ? t('access.city_description')
            : me.role === 'tenant'
              ? t('access.tenant_description')
              : undefined
        }
      />
      {me.role === 'city' && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />}>
          {t('access.city_limits_note')}
        </Alert>
      )}
      {visible.length === 0 ? (
        <Alert color="orange" variant="light" icon={<IconInfoCircle size={20} />}>
          {t('access.nothing_to_set')}
        </Alert>
      ) : (
        <Tabs
          items={items}
          value={current}
          label={t('pages.settings.title')}
          onChange={(value) => setSearchParams({ [TAB_PARAM]: value }, { replace: true })}
        />
      )}
    </Stack>
  );
}
