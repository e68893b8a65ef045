import { Anchor, Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DangerButton } from '@/components/confirm-dialog/danger-button';
import { useConfirm } from '@/components/confirm-dialog/use-confirm';
import { FactList } from '@/components/fact-list/fact-list';
import { QueryError } from '@/components/feedback/query-error';
import { NotFound } from '@/components/not-found/not-found';
import { PageHeader } from '@/components/page-header/page-header';
import { paths } from '@/config/paths';
import { hasErrorCode } from '@/lib/api-error';
import { canUse } from '@/lib/auth/permissions';
import { useMe } from '@/lib/auth/session';
import { useFormatters } from '@/lib/use-formatters';
import { useDeleteBranch } from '../api/delete-branch';
import { useBranch } from '../api/get-branch';
import { useUpdateBranch } from '../api/update-branch';
import { BranchForm } from '../components/branch-form';

function BackToBranches() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={paths.branches.list} fz="sm">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {t('branches.back')}
      </Group>
    </Anchor>
  );
}

/** One branch: its name and region, when it was created and last changed, and its deletion. */
export function BranchPage() {
  const { t } = useTranslation();
  const { branchId = '' } = useParams();
  const me = useMe();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const format = useFormatters();
  const branch = useBranch(branchId);
  const update = useUpdateBranch();
  const remove = useDeleteBranch();
  const readOnly = !canUse(me, 'branches.write');

  if (hasErrorCode(branch.error, 'not_found', 'validation_failed')) return <NotFound />;

  const deleteBranch = async () => {
    if (!branch.data) return;
    const confirmed = await confirm({
      title: t('branches.delete.confirm_title'),
      message: t('branches.delete.confirm_message', { name: branch.data.name }),
      confirmLabel: t('branches.delete.confirm'),
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(branch.data.id, {
      onSuccess: () => {
        notifications.show({ color: 'brand', message: t('branches.delete.success') });
        void navigate(paths.branches.list, { replace: true });
      },
      onError: () => notifications.show({ color: 'red', message: t('branches.delete.failure') }),
    });
  };

  return (
    <Stack gap="lg">
      <BackToBranches />
      <PageHeader
        title={branch.data?.name}
        actions={
          !readOnly &&
          branch.data && (
            <DangerButton onClick={() => void deleteBranch()} loading={remove.isPending}>
              {t('branches.delete.open')}
            </DangerButton>
          )
        }
      />
      {branch.isError ? (
        <QueryError error={branch.error} onRetry={() => void branch.refetch()} />
      ) : !branch.data ? (
        <Skeleton h={240} radius="md" />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Card>
              <Stack gap="md">
                <Title order={2} fz="h4">
                  {t('branches.edit.title')}
                </Title>
                <BranchForm
                  key={branch.data.updatedAt}
                  initialValues={{ name: branch.data.name, regionId: branch.data.regionId }}
                  submitLabel={t('branches.edit.submit')}
                  pending={update.isPending}
                  readOnly={readOnly}
                  onSubmit={(values) => update.mutateAsync({ branchId: branch.data.id, body: values })}
                  onSaved={() => notifications.show({ color: 'brand', message: t('branches.edit.success') })}
                />
              </Stack>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Card>
              <FactList
                items={[
                  [t('fields.organisation'), branch.data.organisationName],
                  [t('branches.fields.created_at'), format.dateTime(branch.data.createdAt)],
                  [t('branches.fields.updated_at'), format.dateTime(branch.data.updatedAt)],
                ]}
              />
              {readOnly && (
                <Text fz="sm" c="dimmed" mt="md">
                  {t('branches.edit.read_only')}
                </Text>
              )}
            </Card>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
