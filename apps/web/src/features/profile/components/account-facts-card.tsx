import { Card, DataList, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import type { OrganisationProfile } from '../api/get-organisation-profile';

/** When the account was created and last used, beside the profile. */
export function AccountFactsCard({ profile }: { profile: OrganisationProfile }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('profile.facts.title')}
        </Title>
        <DataList orientation="vertical" gap="sm">
          <DataList.Item>
            <DataList.ItemLabel>{t('fields.login_email')}</DataList.ItemLabel>
            <DataList.ItemValue style={{ wordBreak: 'break-all' }}>{profile.email}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('profile.facts.created_at')}</DataList.ItemLabel>
            <DataList.ItemValue>{format.date(profile.createdAt)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('profile.facts.last_login')}</DataList.ItemLabel>
            <DataList.ItemValue>
              {profile.lastLogin ? format.dateTime(profile.lastLogin) : t('profile.facts.never')}
            </DataList.ItemValue>
          </DataList.Item>
        </DataList>
      </Stack>
    </Card>
  );
}
