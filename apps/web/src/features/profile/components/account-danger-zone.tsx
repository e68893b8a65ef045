import { Alert, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconPlayerPause, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DangerButton } from '@/components/confirm-dialog/danger-button';
import { useConfirm } from '@/components/confirm-dialog/use-confirm';
import { useDeactivateOrganisation } from '../api/deactivate-organisation';
import { useDeleteOrganisation } from '../api/delete-organisation';
import { useSignOutAfterRemoval } from '../hooks/use-sign-out-after-removal';

type Removal = 'deactivate' | 'delete';

/** Deactivation first (reversible by the city), then deletion (for good), in red. */
const REMOVALS = [
  { removal: 'deactivate', icon: IconPlayerPause },
  { removal: 'delete', icon: IconTrash },
] as const satisfies readonly { removal: Removal; icon: typeof IconTrash }[];

/** Deactivating or deleting the organisation, each behind a confirmation; then sign-out and the login page. */
export function AccountDangerZone({ organisationId, name }: { organisationId: string; name: string }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const deactivate = useDeactivateOrganisation();
  const remove = useDeleteOrganisation();
  const signOutSoon = useSignOutAfterRemoval();
  const [done, setDone] = useState<Removal | null>(null);
  const pending = deactivate.isPending || remove.isPending || done !== null;

  const run = async (removal: Removal) => {
    const confirmed = await confirm({
      title: t(`profile.account.${removal}.confirm_title`),
      message: t(`profile.account.${removal}.confirm_message`, { name }),
      confirmLabel: t(`profile.account.${removal}.confirm`),
      danger: true,
    });
    if (!confirmed) return;
    const mutation = removal === 'delete' ? remove : deactivate;
    mutation.mutate(organisationId, {
      onSuccess: () => {
        setDone(removal);
        notifications.show({
          color: 'brand',
          message:
            removal === 'delete' ? t('account.profile.removing_success') : t('profile.account.deactivate.success'),
        });
        signOutSoon();
      },
      onError: () => notifications.show({ color: 'red', message: t('account.profile.removing_failed') }),
    });
  };

  return (
    <Card style={{ borderColor: 'var(--mantine-color-red-outline)' }}>
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          <IconAlertTriangle size={20} color="var(--mantine-color-red-text)" aria-hidden />
          <Title order={2} fz="h4">
            {t('profile.account.title')}
          </Title>
        </Group>
        {done && (
          <Alert color="brand" variant="light" role="status">
            {t('profile.account.signing_out')}
          </Alert>
        )}
        {REMOVALS.map(({ removal, icon: Icon }, index) => {
          const mutation = removal === 'delete' ? remove : deactivate;
          return (
            <Stack gap="xs" key={removal}>
              {index > 0 && <Divider mb="xs" />}
              <Text fw={600}>{t(`profile.account.${removal}.title`)}</Text>
              <Text fz="sm" c="dimmed">
                {t(`profile.account.${removal}.description`)}
              </Text>
              <Group>
                <DangerButton
                  leftSection={<Icon size={16} />}
                  onClick={() => void run(removal)}
                  loading={mutation.isPending}
                  disabled={pending && !mutation.isPending}
                >
                  {t(`profile.account.${removal}.action`)}
                </DangerButton>
              </Group>
            </Stack>
          );
        })}
      </Stack>
    </Card>
  );
}
