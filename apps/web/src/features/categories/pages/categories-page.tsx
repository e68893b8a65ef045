import { Button, Card, Modal, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/feedback/query-error';
import { PageHeader } from '@/components/page-header/page-header';
import { canUse } from '@/lib/auth/permissions';
import { useMe } from '@/lib/auth/session';
import { useCreateCategory } from '../api/create-category';
import { useCategories } from '@/lib/api/categories';
import { CategoriesTable } from '../components/categories-table';
import { CategoryForm } from '../components/category-form';

/** The city's product categories, created in a modal and edited on their own page by city admins. */
export function CategoriesPage() {
  const { t } = useTranslation();
  const me = useMe();
  const categories = useCategories();
  const create = useCreateCategory();
  const [creating, { open, close }] = useDisclosure(false);
  return (
    <Stack gap="lg">
      <PageHeader
        actions={
          canUse(me, 'categories.manage') && (
            <Button leftSection={<IconPlus size={18} />} onClick={open}>
              {t('categories.create.open')}
            </Button>
          )
        }
      />
      {categories.isError ? (
        <QueryError error={categories.error} onRetry={() => void categories.refetch()} />
      ) : (
        <Card>
          <CategoriesTable
            categories={categories.data?.data ?? []}
            loading={categories.isPending}
            emptyAction={
              me.isAdmin
                ? { label: t('categories.create.open'), onClick: open, icon: <IconPlus size={18} aria-hidden /> }
                : undefined
            }
          />
        </Card>
      )}
      <Modal
        opened={creating}
        onClose={close}
        title={t('categories.create.title')}
        centered
        size="lg"
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        <CategoryForm
          initialValues={{ nameFr: '', nameEn: '', nameDe: '', displayingOrder: (categories.data?.total ?? 0) + 1 }}
          submitLabel={t('categories.create.submit')}
          pending={create.isPending}
          onSubmit={(body) => create.mutateAsync(body)}
          onSaved={() => {
            notifications.show({ color: 'brand', message: t('categories.create.success') });
            close();
          }}
          onFailed={(key) => notifications.show({ color: 'red', message: t(key) })}
          onCancel={close}
        />
      </Modal>
    </Stack>
  );
}
