import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessageKey } from '@/lib/api-error';
import type { OrganisationOverview } from '../api/get-organisation-overview';
import { useMergeBranch } from '../api/merge-branch';

type Branch = OrganisationOverview['branches'][number];

/** Merges a branch into another of the organisation: its participants and their history move there. */
export function MergeBranchModal({
  organisationId,
  branch,
  branches,
  onClose,
}: {
  organisationId: string;
  branch: Branch | null;
  branches: Branch[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const merge = useMergeBranch(organisationId);
  const [into, setInto] = useState<string | null>(null);
  const options = branches
    .filter((other) => other.id !== branch?.id)
    .map((other) => ({ value: other.id, label: other.name }));
  const close = () => {
    setInto(null);
    onClose();
  };
  return (
    <Modal
      opened={branch !== null}
      onClose={close}
      title={t('organisations_admin.merge.title', { name: branch?.name })}
      centered
    >
      <Stack gap="md">
        <Text fz="sm">{t('organisations_admin.merge.explanation', { count: branch?.participants ?? 0 })}</Text>
        <Select
          label={t('organisations_admin.merge.into')}
          placeholder={t('organisations_admin.merge.into_placeholder')}
          data={options}
          value={into}
          onChange={setInto}
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button
            color="red.8"
            disabled={!into}
            loading={merge.isPending}
            onClick={() =>
              branch &&
              into &&
              merge.mutate(
                { branchId: branch.id, intoBranchId: into },
                {
                  onSuccess: (result) => {
                    notifications.show({
                      color: 'brand',
                      message: t('organisations_admin.merge.success', { count: result.movedParticipants }),
                    });
                    close();
                  },
                  onError: (error) => notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) }),
                },
              )
            }
          >
            {t('organisations_admin.merge.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
