import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/feedback/query-error';
import { useCoAdmins } from '../../api/get-co-admins';
import { CoAdminsTable } from './co-admins-table';
import { InviteCoAdminForm } from './invite-co-admin-form';

/** Access management: invite a co-admin, then follow invitations and confirmed co-admins. */
export function AccessSettings() {
  const { t } = useTranslation();
  const coAdmins = useCoAdmins();
  return (
    <Stack gap="lg">
      <InviteCoAdminForm />
      <Card>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} fz="h4">
              {t('access.list.title')}
            </Title>
            <Text fz="sm" c="dimmed">
              {t('access.list.description')}
            </Text>
          </Stack>
          {coAdmins.isError ? (
            <QueryError error={coAdmins.error} onRetry={() => void coAdmins.refetch()} />
          ) : (
            <CoAdminsTable coAdmins={coAdmins.data ?? []} loading={coAdmins.isPending} />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
