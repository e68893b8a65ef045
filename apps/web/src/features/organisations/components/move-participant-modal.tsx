import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessageKey } from '@/lib/api-error';
import { useOrganisationOverview } from '../api/get-organisation-overview';
import type { OrganisationParticipant } from '../api/get-organisation-participants';
import { useOrganisations } from '../api/get-organisations';
import { useMoveParticipant } from '../api/move-participant';

/**
 * Moves a participant to another organisation of the city (and one of its branches). Their past trips stay
 * counted for this organisation, as they were made; their trips from now on count for the new one.
 */
export function MoveParticipantModal({
  organisationId,
  participant,
  onClose,
}: {
  organisationId: string;
  participant: OrganisationParticipant | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const move = useMoveParticipant(organisationId);
  const [target, setTarget] = useState<string | null>(null);
  const [branch, setBranch] = useState<string | null>(null);
  const organisations = useOrganisations({ page: 1, pageSize: 100, sort: 'name', order: 'asc' });
  const targetOverview = useOrganisationOverview(target ?? '', target !== null);
  const options = (organisations.data?.data ?? [])
    .filter((row) => row.id !== organisationId)
    .map((row) => ({ value: row.id, label: row.name }));
  const branchOptions = target
    ? (targetOverview.data?.branches ?? []).map((row) => ({ value: row.id, label: row.name }))
    : [];
  const close = () => {
    setTarget(null);
    setBranch(null);
    onClose();
  };
  const name = participant ? `${participant.firstName} ${participant.lastName}` : '';
  return (
    <Modal opened={participant !== null} onClose={close} title={t('organisations_admin.move.title', { name })} centered>
      <Stack gap="md">
        <Text fz="sm">{t('organisations_admin.move.explanation')}</Text>
        <Select
          label={t('organisations_admin.move.organisation')}
          placeholder={t('organisations_admin.move.organisation_placeholder')}
          data={options}
          value={target}
          onChange={(value) => {
            setTarget(value);
            setBranch(null);
          }}
          searchable
          nothingFoundMessage={t('organisations_admin.move.nothing_found')}
        />
        <Select
          label={t('organisations_admin.move.branch')}
          placeholder={t('organisations_admin.move.branch_placeholder')}
          data={branchOptions}
          value={branch}
          onChange={setBranch}
          disabled={!target || branchOptions.length === 0}
          clearable
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button
            disabled={!target}
            loading={move.isPending}
            onClick={() =>
              participant &&
              target &&
              move.mutate(
                { participantId: participant.id, target: { organisationId: target, branchId: branch } },
                {
                  onSuccess: () => {
                    notifications.show({ color: 'brand', message: t('organisations_admin.move.success', { name }) });
                    close();
                  },
                  onError: (error) => notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) }),
                },
              )
            }
          >
            {t('organisations_admin.move.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
