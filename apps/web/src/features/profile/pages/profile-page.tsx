import { Alert, Grid, Skeleton, Stack } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/feedback/query-error';
import { PageHeader } from '@/components/page-header/page-header';
import { canUse } from '@/lib/auth/permissions';
import { useMe } from '@/lib/auth/session';
import { useOrganisationProfile } from '../api/get-organisation-profile';
import { AccountDangerZone } from '../components/account-danger-zone';
import { AccountFactsCard } from '../components/account-facts-card';
import { AlertDigestCard } from '../components/alert-digest-card';
import { CityProfile } from '../components/city-profile';
import { OrganisationProfileForm } from '../components/organisation-profile-form';
import { ShareInvitationCard } from '../components/share-invitation-card';

function OrganisationProfile({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  const me = useMe();
  const profile = useOrganisationProfile(organisationId);
  const readOnly = !canUse(me, 'organisations.write');
  const canRemove = canUse(me, 'organisations.delete');
  if (profile.isError) return <QueryError error={profile.error} onRetry={() => void profile.refetch()} />;
  if (!profile.data) return <Skeleton h={480} radius="md" />;
  return (
    <Stack gap="lg">
      {readOnly && (
        <Alert color="orange" variant="light" icon={<IconEye size={20} />}>
          {t('profile.read_only')}
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <OrganisationProfileForm key={profile.data.id} profile={profile.data} readOnly={readOnly} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            <ShareInvitationCard inviteCode={profile.data.inviteCode} />
            <AccountFactsCard profile={profile.data} me={me} />
            {canRemove && <AccountDangerZone organisationId={organisationId} name={profile.data.name} />}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** The organisation's profile and account, or the city's profile. */
export function ProfilePage() {
  const { t } = useTranslation();
  const me = useMe();
  const isCity = me.role === 'city';
  const hasDigest = canUse(me, 'alert-digest.read');
  return (
    <Stack gap="lg">
      <PageHeader description={isCity ? t('profile.city.description') : undefined} />
      {isCity || !me.organisationId ? (
        <CityProfile me={me} />
      ) : (
        <OrganisationProfile organisationId={me.organisationId} />
      )}
      {hasDigest && <AlertDigestCard />}
    </Stack>
  );
}
