import { Alert, Card, DataList, Grid, Skeleton, Stack, Title } from '@mantine/core';
import type { Me } from '@mobiverte/contracts';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/feedback/query-error';
import { canUse } from '@/lib/auth/permissions';
import { useFormatters } from '@/lib/use-formatters';
import { useCityProfile } from '../api/get-city-profile';
import { useCitySummary } from '@/lib/api/cities';
import { CityProfileForm } from './city-profile-form';

/** The city's figures in the programme, beside its profile. */
function CityFiguresCard({ cityId }: { cityId: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const summary = useCitySummary(cityId);
  const value = (figure: number | undefined) =>
    figure === undefined ? <Skeleton h={16} w={48} component="span" display="inline-block" /> : format.number(figure);
  const items = [
    { key: 'organisations', label: t('profile.city.organisations'), value: value(summary.data?.organisationsCount) },
    { key: 'participants', label: t('profile.city.participants'), value: value(summary.data?.participantsCount) },
    { key: 'tenants', label: t('profile.city.tenants'), value: value(summary.data?.tenantsCount) },
    { key: 'stores', label: t('profile.city.stores'), value: value(summary.data?.storesCount) },
  ];
  return (
    <Card>
      <Stack gap="md">
        <Title order={2} fz="h4">
          {t('profile.city.figures')}
        </Title>
        {summary.isError ? (
          <QueryError error={summary.error} onRetry={() => void summary.refetch()} />
        ) : (
          <DataList withDivider>
            {items.map((item) => (
              <DataList.Item key={item.key}>
                <DataList.ItemLabel>{item.label}</DataList.ItemLabel>
                <DataList.ItemValue>{item.value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList>
        )}
      </Stack>
    </Card>
  );
}

/** The city's profile, editable by its administrators, and its figures in the programme. */
export function CityProfile({ me }: { me: Me }) {
  const { t } = useTranslation();
  const profile = useCityProfile(me.cityId);
  const readOnly = !canUse(me, 'cities.write');
  return (
    <Stack gap="lg">
      {readOnly && (
        <Alert color="orange" variant="light" icon={<IconEye size={20} />}>
          {t('profile.read_only')}
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          {profile.isError ? (
            <QueryError error={profile.error} onRetry={() => void profile.refetch()} />
          ) : profile.data ? (
            <CityProfileForm key={profile.data.id} profile={profile.data} readOnly={readOnly} />
          ) : (
            <Skeleton h={420} radius="md" />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <CityFiguresCard cityId={me.cityId} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
