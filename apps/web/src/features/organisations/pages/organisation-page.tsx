import {
  Anchor,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconArrowLeft,
  IconBuildingStore,
  IconChartBar,
  IconGitMerge,
  IconPlayerPause,
  IconPlayerPlay,
  IconUsers,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { DangerButton } from '@/components/confirm-dialog/danger-button';
import { useConfirm } from '@/components/confirm-dialog/use-confirm';
import { FactList } from '@/components/fact-list/fact-list';
import { QueryError } from '@/components/feedback/query-error';
import { NotFound } from '@/components/not-found/not-found';
import { PageHeader } from '@/components/page-header/page-header';
import { Tabs } from '@/components/tabs/tabs';
import { paths } from '@/config/paths';
import { getErrorMessageKey, hasErrorCode } from '@/lib/api-error';
import { canUse } from '@/lib/auth/permissions';
import { useMe } from '@/lib/auth/session';
import { useFormatters } from '@/lib/use-formatters';
import { useDeleteOrganisation } from '../api/delete-organisation';
import { type OrganisationOverview, useOrganisationOverview } from '../api/get-organisation-overview';
import { useSetOrganisationActive } from '../api/set-organisation-active';
import { CataloguePreview } from '../components/catalogue-preview';
import { MergeBranchModal } from '../components/merge-branch-modal';
import { OrganisationParticipants } from '../components/organisation-participants';

/** The spec (§4): after a deletion or deactivation the city admin is back on its dashboard after 2 seconds. */
const RETURN_DELAY_MS = 2000;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="md">
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Card>
  );
}

function Overview({ organisation, canReorganise }: { organisation: OrganisationOverview; canReorganise: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [merging, setMerging] = useState<OrganisationOverview['branches'][number] | null>(null);
  const { figures } = organisation;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
        <Figure label={t('organisations_admin.figures.participants')} value={format.number(figures.participants)} />
        <Figure
          label={t('organisations_admin.figures.active_this_month')}
          value={format.number(figures.activeThisMonth)}
        />
        <Figure label={t('organisations_admin.figures.trips')} value={format.number(figures.sessions)} />
        <Figure label={t('organisations_admin.figures.distance')} value={format.distanceKm(figures.distanceKm)} />
        <Figure
          label={t('organisations_admin.figures.ghg')}
          value={t('organisations_admin.figures.kg', { value: format.figure(figures.ghgKg) })}
        />
        <Figure label={t('organisations_admin.figures.greenpoints')} value={format.number(figures.greenpoints)} />
      </SimpleGrid>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card>
            <Stack gap="sm">
              <Title order={2} fz="h4">
                {t('organisations_admin.branches.title')}
              </Title>
              <Text fz="sm" c="dimmed">
                {t('organisations_admin.branches.help')}
              </Text>
              {organisation.branches.length === 0 ? (
                <Text fz="sm">{t('organisations_admin.branches.empty')}</Text>
              ) : (
                <Table.ScrollContainer minWidth={560}>
                  <Table verticalSpacing="xs">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('organisations_admin.branches.name')}</Table.Th>
                        <Table.Th ta="right">{t('organisations_admin.figures.participants')}</Table.Th>
                        <Table.Th ta="right">{t('organisations_admin.figures.trips')}</Table.Th>
                        <Table.Th ta="right">{t('organisations_admin.figures.distance')}</Table.Th>
                        {canReorganise && <Table.Th>{t('organisations_admin.participants.actions')}</Table.Th>}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {organisation.branches.map((branch) => (
                        <Table.Tr key={branch.id}>
                          <Table.Td fw={600}>{branch.name}</Table.Td>
                          <Table.Td ta="right">{format.number(branch.participants)}</Table.Td>
                          <Table.Td ta="right">{format.number(branch.sessions)}</Table.Td>
                          <Table.Td ta="right">{format.distanceKm(branch.distanceKm)}</Table.Td>
                          {canReorganise && (
                            <Table.Td>
                              <Button
                                size="xs"
                                variant="light"
                                leftSection={<IconGitMerge size={14} />}
                                disabled={organisation.branches.length < 2}
                                onClick={() => setMerging(branch)}
                                aria-label={t('organisations_admin.merge.open_for', { name: branch.name })}
                              >
                                {t('organisations_admin.merge.open')}
                              </Button>
                            </Table.Td>
                          )}
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Card>
              <FactList
                items={[
                  [t('organisations_admin.columns.invite_code'), organisation.inviteCode],
                  [t('organisations_admin.columns.admin_name'), organisation.adminName ?? '—'],
                  [t('organisations_admin.columns.email'), organisation.email],
                  [t('organisations_admin.columns.contact_email'), organisation.contactEmail ?? '—'],
                  [t('organisations_admin.columns.region'), organisation.regionName ?? '—'],
                  [t('organisations_admin.columns.employees'), format.number(organisation.employees)],
                  [
                    t('organisations_admin.columns.last_login'),
                    organisation.lastLogin ? format.dateTime(organisation.lastLogin) : t('organisations_admin.never'),
                  ],
                  [t('organisations_admin.fields.created_at'), format.date(organisation.createdAt)],
                ]}
              />
            </Card>
            <Card>
              <Stack gap="xs">
                <Title order={2} fz="h5">
                  {t('organisations_admin.admins.title')}
                </Title>
                <Text fz="sm">
                  {organisation.adminName ?? organisation.email}{' '}
                  <Badge size="xs" variant="light">
                    {t('organisations_admin.admins.account')}
                  </Badge>
                </Text>
                {organisation.coAdmins.length === 0 && (
                  <Text fz="sm" c="dimmed">
                    {t('organisations_admin.admins.none')}
                  </Text>
                )}
                {organisation.coAdmins.map((coAdmin) => (
                  <Group key={coAdmin.id} gap={6} wrap="wrap">
                    <Text fz="sm">{coAdmin.name ?? coAdmin.email}</Text>
                    <Badge size="xs" variant="light" color={coAdmin.status === 'pending' ? 'yellow' : 'gray'}>
                      {t(`organisations_admin.admins.${coAdmin.status}`)}
                    </Badge>
                    {coAdmin.canEdit && (
                      <Badge size="xs" variant="outline">
                        {t('organisations_admin.admins.can_edit')}
                      </Badge>
                    )}
                  </Group>
                ))}
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
      <MergeBranchModal
        organisationId={organisation.id}
        branch={merging}
        branches={organisation.branches}
        onClose={() => setMerging(null)}
      />
    </Stack>
  );
}

/**
 * One organisation as its city sees it (`/organisations/{id}`): figures, branches (merge), admins, participants
 * (move to another organisation), the catalogue as its participants see it; activate, deactivate or delete it.
 */
export function OrganisationPage() {
  const { t } = useTranslation();
  const { organisationId = '' } = useParams();
  const me = useMe();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const [searchParams, setSearchParams] = useSearchParams();
  const overview = useOrganisationOverview(organisationId);
  const setActive = useSetOrganisationActive();
  const remove = useDeleteOrganisation();
  const canManage = canUse(me, 'organisations.activate');
  const canReorganise = canUse(me, 'organisations.reorganise');

  if (hasErrorCode(overview.error, 'not_found', 'validation_failed')) return <NotFound />;
  const organisation = overview.data;

  const backToDashboard = () =>
    setTimeout(() => void navigate(paths.city.dashboard, { replace: true }), RETURN_DELAY_MS);
  const failed = (error: unknown) => notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) });

  const toggleActive = async () => {
    if (!organisation) return;
    const deactivating = organisation.active;
    const confirmed = await confirm({
      title: t(deactivating ? 'organisations_admin.deactivate.title' : 'organisations_admin.activate.title'),
      message: t(deactivating ? 'organisations_admin.deactivate.message' : 'organisations_admin.activate.message', {
        name: organisation.name,
      }),
      confirmLabel: t(deactivating ? 'organisations_admin.deactivate.confirm' : 'organisations_admin.activate.confirm'),
      danger: deactivating,
    });
    if (!confirmed) return;
    setActive.mutate(
      { organisationId: organisation.id, active: !deactivating },
      {
        onSuccess: () => {
          notifications.show({
            color: 'brand',
            message: t(
              deactivating ? 'organisations_admin.deactivate.success' : 'organisations_admin.activate.success',
              {
                name: organisation.name,
              },
            ),
          });
          if (deactivating) backToDashboard();
        },
        onError: failed,
      },
    );
  };

  const deleteOrganisation = async () => {
    if (!organisation) return;
    const confirmed = await confirm({
      title: t('organisations_admin.delete.title'),
      message: t('organisations_admin.delete.message', {
        name: organisation.name,
        count: organisation.figures.participants,
      }),
      confirmLabel: t('organisations_admin.delete.confirm'),
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(organisation.id, {
      onSuccess: () => {
        notifications.show({ color: 'brand', message: t('account.profile.removing_success') });
        backToDashboard();
      },
      onError: () => notifications.show({ color: 'red', message: t('account.profile.removing_failed') }),
    });
  };

  const tab = searchParams.get('tab') ?? 'overview';
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.organisations.list} fz="sm">
        <Group gap={4} component="span" wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {t('organisations_admin.back')}
        </Group>
      </Anchor>
      <PageHeader
        title={organisation?.name}
        description={
          organisation &&
          (organisation.active
            ? t('organisations_admin.state.active_since', { date: organisation.createdAt.slice(0, 10) })
            : t('organisations_admin.state.inactive_help'))
        }
        actions={
          canManage &&
          organisation && (
            <>
              <Button
                variant={organisation.active ? 'default' : 'filled'}
                leftSection={organisation.active ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
                loading={setActive.isPending}
                onClick={() => void toggleActive()}
              >
                {t(organisation.active ? 'organisations_admin.deactivate.open' : 'organisations_admin.activate.open')}
              </Button>
              <DangerButton onClick={() => void deleteOrganisation()} loading={remove.isPending}>
                {t('organisations_admin.delete.open')}
              </DangerButton>
            </>
          )
        }
      />
      {organisation && !organisation.active && (
        <Badge color="gray" size="lg" variant="light" w="fit-content">
          {t('organisations_admin.state.inactive')}
        </Badge>
      )}
      {overview.isError ? (
        <QueryError error={overview.error} onRetry={() => void overview.refetch()} />
      ) : !organisation ? (
        <Skeleton h={320} radius="md" />
      ) : (
        <Tabs
          label={organisation.name}
          value={tab}
          onChange={(value) => setSearchParams({ tab: value }, { replace: true })}
          items={[
            {
              value: 'overview',
              label: t('organisations_admin.tabs.overview'),
              icon: <IconChartBar size={16} aria-hidden />,
              content: <Overview organisation={organisation} canReorganise={canReorganise} />,
            },
            {
              value: 'participants',
              label: t('organisations_admin.tabs.participants'),
              icon: <IconUsers size={16} aria-hidden />,
              content: (
                <Card>
                  <OrganisationParticipants organisationId={organisation.id} canMove={canReorganise} />
                </Card>
              ),
            },
            {
              value: 'catalogue',
              label: t('organisations_admin.tabs.catalogue'),
              icon: <IconBuildingStore size={16} aria-hidden />,
              content: <CataloguePreview organisationId={organisation.id} organisationName={organisation.name} />,
            },
          ]}
        />
      )}
    </Stack>
  );
}
