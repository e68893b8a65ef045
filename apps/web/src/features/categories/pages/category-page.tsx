import { Anchor, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DangerButton } from '@/components/confirm-dialog/danger-button';
import { useConfirm } from '@/components/confirm-dialog/use-confirm';
import { QueryError } from '@/components/feedback/query-error';
import { NotFound } from '@/components/not-found/not-found';
import { PageHeader } from '@/components/page-header/page-header';
import { paths } from '@/config/paths';
import { getErrorMessageKey, hasErrorCode } from '@/lib/api-error';
import { useDeleteCategory } from '../api/delete-category';
import { useCategory } from '../api/get-category';
import { useUpdateCategory } from '../api/update-category';
import { CategoryForm } from '../components/category-form';

/** `/categories/:id`: rename a category, move it in the list, or delete it (its products stay). */
export function CategoryPage() {
  const { t } = useTranslation();
  const { categoryId = '' } = useParams();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const category = useCategory(categoryId);
  const update = useUpdateCategory();
  const remove = useDeleteCategory();

  if (hasErrorCode(category.error, 'not_found', 'validation_failed')) return <NotFound />;

  const deleteCategory = async () => {
    if (!category.data) return;
    const yes = await confirm({
      title: t('categories.delete.confirm_title'),
      message: t('categories.delete.confirm_message', {
        name: category.data.nameFr,
        count: category.data.productCount,
      }),
      confirmLabel: t('categories.delete.confirm'),
      danger: true,
    });
    if (!yes) return;
    remove.mutate(category.data.id, {
      onSuccess: () => {
        notifications.show({ color: 'brand', message: t('categories.delete.success') });
        void navigate(paths.categories.list, { replace: true });
      },
      onError: (error) => notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) }),
    });
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.categories.list} fz="sm">
        <Group gap={4} component="span" wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {t('categories.back')}
        </Group>
      </Anchor>
      <PageHeader
        title={category.data?.nameFr}
        actions={
          category.data && (
            <DangerButton onClick={() => void deleteCategory()} loading={remove.isPending}>
              {t('categories.delete.open')}
            </DangerButton>
          )
        }
      />
      {category.isError ? (
        <QueryError error={category.error} onRetry={() => void category.refetch()} />
      ) : !category.data ? (
        <Skeleton h={260} radius="md" />
      ) : (
        <Card maw={720}>
          <Stack gap="md">
            <Text fz="sm" c="dimmed">
              {t('categories.edit.product_count', { count: category.data.productCount })}
            </Text>
            <CategoryForm
              key={category.data.updatedAt}
              initialValues={{
                nameFr: category.data.nameFr,
                nameEn: category.data.nameEn,
                nameDe: category.data.nameDe ?? '',
                displayingOrder: category.data.displayingOrder,
              }}
              submitLabel={t('categories.edit.submit')}
              pending={update.isPending}
              onSubmit={(body) => update.mutateAsync({ categoryId: category.data.id, body })}
              onSaved={() => notifications.show({ color: 'brand', message: t('categories.edit.success') })}
              onFailed={(key) => notifications.show({ color: 'red', message: t(key) })}
            />
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
