import { Alert, Stack } from '@mantine/core';
import { IconAdjustments, IconBuildingCommunity, IconHistory, IconInfoCircle, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { type TabItem, Tabs } from '@/components/tabs/tabs';
import { canUse } from '@/lib/auth/permissions';
import { useMe } from '@/lib/auth/session';
import { AccessSettings } from '../components/access/access-settings';
import { CityRules } from '../components/city/city-rules';
import { CitySettingsSections } from '../components/city/city-settings-sections';
import { SettingsHistory } from '../components/city/settings-history';
import { OrganisationLimits } from '../components/limits/organisation-limits';

const TAB_PARAM = 'tab';

/**
 * An organisation's page has three tabs, its limits, the city's rules that apply to its participants (read only)
 * and access management; a city's, its programme settings, their history and access management. Co-admins never
 * see the access tab; a merchant sees access only.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const me = useMe();
  const [searchParams, setSearchParams] = useSearchParams();
  const organisationId = me.role === 'organisation' ? me.organisationId : null;
  const cityId = me.role === 'city' ? me.cityId : null;
  const items: TabItem[] = [
    {
      value: 'programme',
      label: t('city_settings.tab'),
      icon: <IconAdjustments size={16} aria-hidden />,
      content: cityId && <CitySettingsSections cityId={cityId} readOnly={!canUse(me, 'city-settings.write')} />,
      hidden: !cityId,
    },
    {
      value: 'history',
      label: t('city_settings.history.tab'),
      icon: <IconHistory size={16} aria-hidden />,
      content: cityId && <SettingsHistory cityId={cityId} />,
      hidden: !cityId || !canUse(me, 'city-settings-history.read'),
    },
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
      value: 'city-rules',
      label: t('city_settings.rules.tab'),
      icon: <IconBuildingCommunity size={16} aria-hidden />,
      content: organisationId && <CityRules cityId={me.cityId} />,
      hidden: !organisationId || !canUse(me, 'city-settings.read', { cityId: me.cityId }),
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
            ? t('city_settings.description')
            : me.role === 'tenant'
              ? t('access.tenant_description')
              : undefined
        }
      />
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
