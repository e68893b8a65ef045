import { ActionIcon, Badge, Button, Card, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirmedAction } from '@/components/confirm-dialog/use-confirmed-action';
import { DataTable } from '@/components/data-table/data-table';
import { QueryError } from '@/components/feedback/query-error';
import { PageHeader } from '@/components/page-header/page-header';
import { paths } from '@/config/paths';
import { canUse } from '@/lib/auth/permissions';
import { useMe } from '@/lib/auth/session';
import { useFormatters } from '@/lib/use-formatters';
import { useNotificationTemplates, type NotificationTemplate } from '../api/get-notification-templates';
import { useDeleteNotificationTemplate, useSaveNotificationTemplate } from '../api/notification-template-mutations';
import { NotificationTemplateForm } from '../components/notification-template-form';

const PAGE_SIZE = 10;
const column = createColumnHelper<NotificationTemplate>();

/**
 * The notification templates of a city or an organisation (`/notifications/templates`): its own, written and
 * deleted here, and for an organisation its city's, offered read-only. Each one starts a notification.
 */
export function NotificationTemplatesPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const me = useMe();
  const mayWrite = canUse(me, 'notification-templates.write', { cityId: me.cityId, organisationId: me.organisationId });
  const mayNotify = canUse(me, 'notifications.write', { cityId: me.cityId, organisationId: me.organisationId });
  const templates = useNotificationTemplates();
  const save = useSaveNotificationTemplate();
  const { mutateAsync: deleteTemplate } = useDeleteNotificationTemplate();
  const confirmed = useConfirmedAction();
  const [editing, setEditing] = useState<NotificationTemplate | null>(null);
  const [opened, { open, close }] = useDisclosure(false);

  const columns = useMemo(() => {
    const edit = (row: NotificationTemplate) => {
      setEditing(row);
      open();
    };
    const askDelete = (row: NotificationTemplate) =>
      confirmed({
        title: t('notifications.templates.delete.title'),
        message: t('notifications.templates.delete.message', { name: row.name }),
        confirmLabel: t('notifications.templates.delete.confirm'),
        danger: true,
        run: () => deleteTemplate(row.id),
        success: t('notifications.templates.delete.success'),
      });
    return [
      column.accessor('name', {
        header: () => t('notifications.templates.fields.name'),
        sortingFn: (a, b) => a.original.name.localeCompare(b.original.name),
        cell: (info) => (
          <Stack gap={2} miw={0}>
            <Group gap="xs" wrap="nowrap">
              <Text fw={600} size="sm">
                {info.getValue()}
              </Text>
              {info.row.original.shared && (
                <Badge variant="light" color="gray" size="sm">
                  {t('notifications.templates.shared')}
                </Badge>
              )}
            </Group>
          </Stack>
        ),
      }),
      column.accessor('title', {
        header: () => t('notifications.fields.title'),
        sortingFn: (a, b) => a.original.title.localeCompare(b.original.title),
        cell: (info) => (
          <Stack gap={2} miw={0}>
            <Text size="sm">{info.getValue()}</Text>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {info.row.original.content}
            </Text>
          </Stack>
        ),
      }),
      column.accessor('updatedAt', {
        header: () => t('notifications.templates.fields.updated_at'),
        meta: { secondary: true },
        cell: (info) => format.date(info.getValue()),
      }),
      column.display({
        id: 'actions',
        header: () => t('notifications.fields.actions'),
        meta: { align: 'right', actions: true },
        cell: (info) => {
          const row = info.row.original;
          return (
            <Group gap={4} justify="flex-end" wrap="nowrap">
              {mayNotify && (
                <Tooltip label={t('notifications.templates.actions.use', { name: row.name })}>
                  <ActionIcon
                    component={Link}
                    to={paths.notifications.createFromTemplate(row.id)}
                    variant="subtle"
                    aria-label={t('notifications.templates.actions.use', { name: row.name })}
                  >
                    <IconSend size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
              {mayWrite && row.editable && (
                <>
                  <Tooltip label={t('notifications.templates.actions.edit', { name: row.name })}>
                    <ActionIcon
                      variant="subtle"
                      onClick={() => edit(row)}
                      aria-label={t('notifications.templates.actions.edit', { name: row.name })}
                    >
                      <IconPencil size={18} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('notifications.templates.actions.delete', { name: row.name })}>
                    <ActionIcon
                      variant="subtle"
                      color="red.8"
                      onClick={() => void askDelete(row)}
                      aria-label={t('notifications.templates.actions.delete', { name: row.name })}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Tooltip>
                </>
              )}
            </Group>
          );
        },
      }),
    ];
  }, [t, format, mayWrite, mayNotify, confirmed, deleteTemplate, open]);

  const startCreate = () => {
    setEditing(null);
    open();
  };
  return (
    <Stack gap="lg">
      <PageHeader
        actions={
          mayWrite ? (
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={startCreate}>
              {t('notifications.templates.create.open')}
            </Button>
          ) : undefined
        }
      />
      {templates.isError ? (
        <QueryError error={templates.error} onRetry={() => void templates.refetch()} />
      ) : (
        <Card>
          <DataTable
            data={templates.data ?? []}
            columns={columns}
            loading={templates.isPending}
            caption={t('notifications.templates.caption')}
            getRowId={(row) => row.id}
            pageSize={PAGE_SIZE}
            initialSorting={[{ id: 'name', desc: false }]}
            emptyTitle={t('notifications.templates.empty.title')}
            emptyDescription={t('notifications.templates.empty.description')}
            emptyAction={
              mayWrite
                ? {
                    label: t('notifications.templates.create.open'),
                    onClick: startCreate,
                    icon: <IconPlus size={18} aria-hidden />,
                  }
                : undefined
            }
          />
        </Card>
      )}
      <Modal
        opened={opened}
        onClose={close}
        title={t(editing ? 'notifications.templates.edit.title' : 'notifications.templates.create.title')}
        centered
        size="xl"
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        <NotificationTemplateForm
          key={editing?.id ?? 'new'}
          initialValues={{
            name: editing?.name ?? '',
            title: editing?.title ?? '',
            content: editing?.content ?? '',
          }}
          submitLabel={t(editing ? 'notifications.templates.edit.submit' : 'notifications.templates.create.submit')}
          pending={save.isPending}
          onSubmit={async (body) => {
            await save.mutateAsync({ id: editing?.id ?? null, body });
            notifications.show({
              color: 'brand',
              message: t(editing ? 'notifications.templates.edit.success' : 'notifications.templates.create.success'),
            });
            close();
          }}
          onCancel={close}
        />
      </Modal>
    </Stack>
  );
}
