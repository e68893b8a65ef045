import { Alert, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { QueryError } from '@/components/feedback/query-error';
import { NotFound } from '@/components/not-found/not-found';
import { PageHeader } from '@/components/page-header/page-header';
import { hasErrorCode } from '@/lib/api-error';
import { canUse } from '@/lib/auth/permissions';
import { useMe } from '@/lib/auth/session';
import { useUser, type UserDetail } from '../api/get-user';
import { UserActions } from '../components/user-actions';
import { UserLedgerTable, UserTripsTable } from '../components/user-ledger';

function Field({ label, value }: { label: string; value: string | number | null | undefined }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm">{value === null || value === undefined || value === '' ? '—' : value}</Text>
    </Stack>
  );
}

function ProfileCards({ user }: { user: UserDetail }) {
  const { t, i18n } = useTranslation();
  const date = (value: string | null) =>
    value ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(value)) : null;
  const mode = (value: string | null) => (value ? t(`transport_modes.${value}`) : null);
  const point = (kind: 'home' | 'work' | 'academic') =>
    user.controlPoints.find((entry) => entry.kind === kind)?.address;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {[
          { label: t('user_admin.figures.trips'), value: user.figures.trips },
          { label: t('user_admin.figures.sessions'), value: user.figures.sessions },
          { label: t('user_admin.figures.distance'), value: t('user_admin.km', { value: user.figures.distanceKm }) },
          { label: t('user_admin.figures.ghg'), value: t('user_admin.kg', { value: user.figures.ghgKg }) },
        ].map(({ label, value }) => (
          <Card key={label} padding="md">
            <Text fz="xs" c="dimmed">
              {label}
            </Text>
            <Text fz="xl" fw={700}>
              {value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Card>
        <Stack gap="md">
          <Title order={2} fz="h4">
            {t('user_admin.profile.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
            <Field label={t('user_admin.profile.username')} value={user.username} />
            <Field label={t('user_admin.profile.email')} value={user.email} />
            <Field label={t('user_admin.profile.contact_email')} value={user.contactEmail} />
            <Field
              label={t('user_admin.profile.age_group')}
              value={user.ageGroup ? t(`user_admin.age_group.${user.ageGroup}`) : null}
            />
            <Field
              label={t('user_admin.profile.gender')}
              value={user.gender ? t(`user_admin.gender.${user.gender}`) : null}
            />
            <Field label={t('user_admin.profile.carpool_code')} value={user.carpoolCode} />
            <Field label={t('user_admin.profile.usual_mode')} value={mode(user.usualTransportMode)} />
            <Field label={t('user_admin.profile.motorised_mode')} value={mode(user.preferredMotorisedMode)} />
            <Field label={t('user_admin.profile.postal_code')} value={user.postalCode} />
            <Field label={t('user_admin.profile.joined')} value={date(user.joinedAt)} />
            <Field label={t('user_admin.profile.last_login')} value={date(user.lastLogin)} />
            <Field label={t('user_admin.profile.last_trip')} value={date(user.figures.lastTripAt)} />
            <Field label={t('user_admin.profile.level')} value={user.level} />
            <Field label={t('user_admin.profile.active_days')} value={user.figures.activeDays} />
            <Field
              label={t('user_admin.profile.collection')}
              value={t(`user_admin.collection.${user.dataCollectionMethod}`)}
            />
          </SimpleGrid>
          <Title order={3} fz="h5">
            {t('user_admin.profile.control_points')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            <Field label={t('user_admin.control.home')} value={point('home')} />
            <Field label={t('user_admin.control.work')} value={point('work')} />
            <Field label={t('user_admin.control.academic')} value={point('academic')} />
          </SimpleGrid>
        </Stack>
      </Card>
      <Card>
        <Stack gap="md">
          <Title order={2} fz="h4">
            {t('user_admin.affiliation.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Field
              label={t('user_admin.affiliation.organisation')}
              value={user.affiliation.organisationName ?? t('user_admin.affiliation.none')}
            />
            <Field label={t('user_admin.affiliation.branch')} value={user.affiliation.branchName} />
          </SimpleGrid>
          <Text fz="sm" c="dimmed">
            {t('user_admin.affiliation.help')}
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}

/** `/users/{userID}`: a participant's profile, affiliation, trips and ledger, and the admin actions on them. */
export function UserDetailPage() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const me = useMe();
  const user = useUser(userId);
  if (hasErrorCode(user.error, 'not_found', 'validation_failed')) return <NotFound />;
  const data = user.data;
  const canWrite = canUse(me, 'user-admin.write');
  return (
    <Stack gap="lg">
      <PageHeader
        title={data ? `${data.firstName} ${data.lastName}` : <Skeleton h={32} w={280} />}
        description={t('user_admin.description')}
        actions={data && <UserActions user={data} canWrite={canWrite} canDelete={canUse(me, 'user-admin.delete')} />}
      />
      {user.isError && <QueryError error={user.error} onRetry={() => void user.refetch()} />}
      {!data && !user.isError && <Skeleton h={240} />}
      {data && (
        <>
          <Group gap="sm">
            <Badge color={data.active ? 'green' : 'red'} variant="light">
              {t(data.active ? 'user_admin.status.active' : 'user_admin.status.inactive')}
            </Badge>
            {!data.affiliation.organisationId && (
              <Badge color="gray" variant="light">
                {t('user_admin.status.unaffiliated')}
              </Badge>
            )}
            <Badge color="brand" variant="filled" size="lg">
              {t('user_admin.balance', { count: data.balance })}
            </Badge>
          </Group>
          {!canWrite && (
            <Alert color="blue" icon={<IconInfoCircle size={20} />}>
              {t('user_admin.read_only')}
            </Alert>
          )}
          <Tabs defaultValue="profile" keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="profile">{t('user_admin.tabs.profile')}</Tabs.Tab>
              <Tabs.Tab value="trips">{t('user_admin.tabs.trips')}</Tabs.Tab>
              <Tabs.Tab value="transactions">{t('user_admin.tabs.transactions')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="profile">
              <ProfileCards user={data} />
            </Tabs.Panel>
            <Tabs.Panel value="trips">
              <UserTripsTable userId={data.id} />
            </Tabs.Panel>
            <Tabs.Panel value="transactions">
              <UserLedgerTable userId={data.id} canWrite={canWrite} />
            </Tabs.Panel>
          </Tabs>
        </>
      )}
    </Stack>
  );
}
