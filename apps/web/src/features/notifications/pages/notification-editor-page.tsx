import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isNotificationEditable, type NotificationState } from '@mobiverte/contracts';
import { IconBan, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BackLink } from '@/components/back-link/back-link';
import { useConfirm } from '@/components/confirm-dialog/use-confirm';
import { useConfirmedAction } from '@/components/confirm-dialog/use-confirmed-action';
import { QueryError } from '@/components/feedback/query-error';
import { PageHeader } from '@/components/page-header/page-header';
import { paths } from '@/config/paths';
import { canUse } from '@/lib/auth/permissions';
import { useMe } from '@/lib/auth/session';
import { useFormatters } from '@/lib/use-formatters';
import { useCancelNotification } from '../api/cancel-notification';
import { useCreateNotification, type NotificationBody } from '../api/create-notification';
import { useNotification } from '../api/get-notification';
import type { NotificationItem } from '../api/get-notifications';
import { useUpdateNotification } from '../api/update-notification';
import { NotificationFigures } from '../components/notification-figures';
import { NotificationForm, type NotificationFormValues } from '../components/notification-form';
import { NotificationStateBadge } from '../components/notification-state-badge';
import { notificationPath } from '../lib/notification-path';
import { useAskDeleteNotification } from '../lib/use-ask-delete-notification';

const BLANK: NotificationFormValues = {
  name: '',
  title: '',
  content: '',
  audience: { kind: 'everyone', organisationIds: [], branchIds: [] },
  send: 'draft',
  plannedAt: '',
  repeat: 'none',
  repeatUntil: '',
};

function valuesOf(item: NotificationItem): NotificationFormValues {
  return {
    name: item.name,
    title: item.title,
    content: item.content,
    audience: item.audience,
    send: item.state === 'draft' ? 'draft' : 'planned',
    plannedAt: item.plannedLocal ?? '',
    repeat: item.repeat,
    repeatUntil: item.repeatUntil ?? '',
  };
}

/** `/notifications/new` and `/notifications/{id}`: a notification written, planned or sent, its figures, cancelled or deleted. */
export function NotificationEditorPage() {
  const { t } = useTranslation();
  const me = useMe();
  const format = useFormatters();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const confirmedAction = useConfirmedAction();
  const { notificationId } = useParams();
  const id = notificationId && notificationId !== 'new' ? notificationId : null;
  const item = useNotification(id);
  const create = useCreateNotification();
  const update = useUpdateNotification();
  const cancel = useCancelNotification();
  const askDelete = useAskDeleteNotification();
  const timeZone = me.city.timezone;
  // A co-admin without edit rights reads notifications and changes none.
  const mayWrite = canUse(me, 'notifications.write', { cityId: me.cityId, organisationId: me.organisationId });
  const backToList = () => void navigate(paths.notifications.list);

  const save = async (body: NotificationBody, current: NotificationItem | undefined) => {
    if (body.send === 'now') {
      const confirmed = await confirm({
        title: t('notifications.send_now.title'),
        message: t('notifications.send_now.message', { title: body.title }),
        confirmLabel: t('notifications.send_now.confirm'),
      });
      if (!confirmed) return;
    }
    const saved = current ? await update.mutateAsync({ id: current.id, body }) : await create.mutateAsync(body);
    notifications.show({
      color: 'brand',
      message:
        body.send === 'draft'
          ? t('notifications.saved.draft')
          : body.send === 'now'
            ? t('notifications.saved.now')
            : t('notifications.saved.planned', { date: format.dateTime(saved.plannedAt!) }),
    });
    if (!current) void navigate(notificationPath(saved.id), { replace: true });
  };

  const askCancel = (current: NotificationItem) =>
    confirmedAction({
      title: t('notifications.cancel.title'),
      message: t('notifications.cancel.message', { name: current.name }),
      confirmLabel: t('notifications.cancel.confirm'),
      danger: true,
      run: () => cancel.mutateAsync(current.id),
      success: t('notifications.cancel.success'),
    });

  if (id && item.isError) return <QueryError error={item.error} onRetry={() => void item.refetch()} />;
  if (id && !item.data) {
    return (
      <Stack gap="lg" aria-busy="true">
        <Skeleton h={36} w={320} />
        <Skeleton h={420} />
      </Stack>
    );
  }
  const current = item.data;
  const state = current?.state as NotificationState | undefined;
  const statusLine = (value: NotificationItem) => {
    if (value.state === 'scheduled' && value.plannedAt) {
      return t('notifications.status.scheduled', { date: format.dateTime(value.plannedAt) });
    }
    if (value.sentAt && value.state !== 'draft')
      return t('notifications.status.sent', { date: format.dateTime(value.sentAt) });
    return t('notifications.status.updated', { date: format.dateTime(value.updatedAt) });
  };
  return (
    <Stack gap="lg">
      <BackLink to={paths.notifications.list}>{t('notifications.back')}</BackLink>
      <PageHeader
        title={current ? current.name : t('notifications.create.title')}
        description={
          current ? (
            <Group gap="xs" component="span">
              <NotificationStateBadge state={current.state} />
              <Text span size="sm" c="dimmed">
                {statusLine(current)}
              </Text>
            </Group>
          ) : (
            t('notifications.create.description')
          )
        }
        actions={
          current && mayWrite ? (
            <Group gap="sm">
              {state === 'scheduled' && (
                <Button
                  variant="light"
                  color="orange"
                  leftSection={<IconBan size={16} aria-hidden />}
                  loading={cancel.isPending}
                  onClick={() => void askCancel(current)}
                >
                  {t('notifications.cancel.open')}
                </Button>
              )}
              {state !== 'sending' && (
                <Button
                  variant="light"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => void askDelete(current).then((deleted) => deleted && backToList())}
                >
                  {t('notifications.delete.open')}
                </Button>
              )}
            </Group>
          ) : undefined
        }
      />
      {current && (current.figures.targeted > 0 || !isNotificationEditable(current.state)) && (
        <NotificationFigures figures={current.figures} />
      )}
      <NotificationForm
        key={current?.updatedAt ?? 'new'}
        initialValues={current ? valuesOf(current) : BLANK}
        timeZone={timeZone}
        readOnly={!mayWrite || (current !== undefined && !isNotificationEditable(current.state))}
        isNew={current === undefined}
        pending={create.isPending || update.isPending}
        onCancel={backToList}
        onSubmit={(body) => save(body, current)}
      />
    </Stack>
  );
}
