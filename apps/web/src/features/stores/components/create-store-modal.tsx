import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useCreateStore } from '../api/create-store';
import { EMPTY_STORE_FORM } from '../lib/store-form';
import { StoreForm } from './store-form';

interface CreateStoreModalProps {
  tenant: { id: string; name: string } | null;
  onClose: () => void;
}

/** A city admin adds a store to the merchant chosen in the selector bar. */
export function CreateStoreModal({ tenant, onClose }: CreateStoreModalProps) {
  const { t } = useTranslation();
  const create = useCreateStore();
  return (
    <Modal
      opened={tenant !== null}
      onClose={onClose}
      title={t('stores.add_store.title', { name: tenant?.name ?? '' })}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {tenant && (
        <StoreForm
          initialValues={{ ...EMPTY_STORE_FORM, firstName: tenant.name }}
          readOnly={false}
          pending={create.isPending}
          submitLabel={t('stores.add_store.submit')}
          onSubmit={(input) => create.mutateAsync({ ...input, tenantId: tenant.id })}
          onSaved={() => {
            notifications.show({ color: 'brand', message: t('stores.add_store.success') });
            onClose();
          }}
          onFailed={(key) => notifications.show({ color: 'red', message: t(key) })}
          submitAlwaysEnabled
        />
      )}
    </Modal>
  );
}
