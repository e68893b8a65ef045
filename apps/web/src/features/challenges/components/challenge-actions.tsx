import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBan, IconCopy, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DangerButton } from '@/components/confirm-dialog/danger-button';
import { useConfirm } from '@/components/confirm-dialog/use-confirm';
import { paths } from '@/config/paths';
import { getErrorMessageKey } from '@/lib/api-error';
import { useCancelChallenge } from '../api/cancel-challenge';
import { useDeleteChallenge } from '../api/delete-challenge';
import type { ChallengeDetail } from '../api/get-challenge';

/**
 * What the owner may do with a challenge: edit, duplicate, cancel (published, not over) and delete (a challenge
 * with participants is cancelled instead, and the confirmation says so beforehand).
 */
export function ChallengeActions({ challenge, canWrite }: { challenge: ChallengeDetail; canWrite: boolean }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const cancel = useCancelChallenge();
  const remove = useDeleteChallenge();
  if (!canWrite) return null;
  const values = { name: challenge.name, count: challenge.participantsCount };
  const open = challenge.displayState === 'upcoming' || challenge.displayState === 'active';

  const cancelChallenge = async () => {
    const yes = await confirm({
      title: t('challenges.cancel.title'),
      message: t('challenges.cancel.message', values),
      confirmLabel: t('challenges.cancel.confirm'),
      danger: true,
    });
    if (!yes) return;
    cancel.mutate(challenge.id, {
      onSuccess: () => notifications.show({ color: 'brand', message: t('challenges.cancel.success', values) }),
      onError: (error) => notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) }),
    });
  };

  const deleteChallenge = async () => {
    const withParticipants = challenge.participantsCount > 0;
    const yes = await confirm({
      title: t(withParticipants ? 'challenges.delete.title_cancelled' : 'challenges.delete.title'),
      message: t(withParticipants ? 'challenges.delete.message_cancelled' : 'challenges.delete.message', values),
      confirmLabel: t(withParticipants ? 'challenges.cancel.confirm' : 'challenges.delete.confirm'),
      danger: true,
    });
    if (!yes) return;
    remove.mutate(challenge.id, {
      onSuccess: ({ outcome }) => {
        notifications.show({
          color: 'brand',
          message: t(outcome === 'deleted' ? 'challenges.delete.success' : 'challenges.delete.cancelled', values),
          autoClose: outcome === 'deleted' ? undefined : 8000,
        });
        if (outcome === 'deleted') void navigate(paths.challenges.list, { replace: true });
      },
      onError: (error) => notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) }),
    });
  };

  return (
    <>
      {challenge.editable && challenge.displayState !== 'ended' && challenge.displayState !== 'cancelled' && (
        <Button
          variant="light"
          component={Link}
          to={paths.challenges.editOf(challenge.id)}
          leftSection={<IconPencil size={16} />}
        >
          {t('challenges.actions.edit')}
        </Button>
      )}
      {!challenge.received && (
        <Button
          variant="default"
          component={Link}
          to={`${paths.challenges.create}?from=${encodeURIComponent(challenge.id)}`}
          leftSection={<IconCopy size={16} />}
        >
          {t('challenges.actions.duplicate')}
        </Button>
      )}
      {challenge.editable && open && (
        <DangerButton
          onClick={() => void cancelChallenge()}
          loading={cancel.isPending}
          leftSection={<IconBan size={16} />}
        >
          {t('challenges.actions.cancel')}
        </DangerButton>
      )}
      {challenge.editable && challenge.displayState !== 'cancelled' && (
        <DangerButton onClick={() => void deleteChallenge()} loading={remove.isPending}>
          {t('challenges.actions.delete')}
        </DangerButton>
      )}
    </>
  );
}
