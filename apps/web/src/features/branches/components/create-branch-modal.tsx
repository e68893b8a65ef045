import { Button, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useCreateBranch } from '../api/create-branch';
import { BranchForm } from './branch-form';

export function CreateBranchModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateBranch();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('branches.create.title')}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <BranchForm
        submitLabel={t('branches.create.submit')}
        pending={create.isPending}
        onSubmit={(values) => create.mutateAsync(values)}
        onSaved={() => {
          notifications.show({ color: 'brand', message: t('branches.create.success') });
          onClose();
        }}
        secondaryAction={
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
        }
      />
    </Modal>
  );
}
