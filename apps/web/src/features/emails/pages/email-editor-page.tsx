import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { instantToLocalDateTime, isEmailCampaignCancellable, isEmailCampaignEditable } from '@mobiverte/contracts';
import { IconBan, IconInfoCircle, IconSend, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BackLink } from '@/components/back-link/back-link';
import { useConfirm } from '@/components/confirm-dialog/use-confirm';
import { useConfirmedAction } from '@/components/confirm-dialog/use-confirmed-action';
import { QueryError } from '@/components/feedback/query-error';
import { PageHeader } from '@/components/page-header/page-header';
import { paths } from '@/config/paths';
import { getErrorMessageKey } from '@/lib/api-error';
import { useMe } from '@/lib/auth/session';
import { useFormatters } from '@/lib/use-formatters';
import { useCancelEmail } from '../api/cancel-email';
import { useEmail, type EmailCampaign } from '../api/get-email';
import { useSaveEmail } from '../api/save-email';
import { useSendTestEmail } from '../api/send-test-email';
import { EmailFigures } from '../components/email-figures';
import { EmailForm, type EmailFormValues } from '../components/email-form';
import { EmailStateBadge } from '../components/email-state-badge';
import { useAskDeleteEmail } from '../lib/use-ask-delete-email';

function blank(senderName: string): EmailFormValues {
  return {
    name: '',
    subject: '',
    senderName,
    html: '',
    sending: 'draft',
    plannedAt: '',
    audience: { kind: 'everyone', organisationIds: [], branchIds: [] },
  };
}

function valuesOf(campaign: EmailCampaign, timeZone: string): EmailFormValues {
  const planned = campaign.plannedAt && campaign.state === 'scheduled';
  return {
    name: campaign.name,
    subject: campaign.subject,
    senderName: campaign.senderName,
    html: campaign.html,
    sending: planned ? 'date' : 'draft',
    plannedAt: planned ? instantToLocalDateTime(campaign.plannedAt!, timeZone) : '',
    audience: campaign.audience,
  };
}

/** `/emails/new` and `/emails/{id}`: a campaign written, tested, planned or sent, followed, cancelled or deleted. */
export function EmailEditorPage() {
  const { t } = useTranslation();
  const me = useMe();
  const format = useFormatters();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const confirmed = useConfirmedAction();
  const { emailId } = useParams();
  const id = emailId && emailId !== 'new' ? emailId : null;
  const campaign = useEmail(id);
  const save = useSaveEmail();
  const cancel = useCancelEmail();
  const test = useSendTestEmail();
  const askDelete = useAskDeleteEmail();
  const timeZone = me.city.timezone;
  const backToList = () => void navigate(paths.emails.list);
  const current = campaign.data;

  const confirmSendNow = (values: EmailFormValues) =>
    confirm({
      title: t('emails.send_now.title'),
      message: t('emails.send_now.message', { name: values.name.trim() || values.subject.trim() }),
      confirmLabel: t('emails.send_now.confirm'),
    });

  const sendTest = async (saved: EmailCampaign) => {
    try {
      const result = await test.mutateAsync(saved.id);
      notifications.show({
        color: 'brand',
        message: t(result.status === 'sent' ? 'emails.test.sent' : 'emails.test.kept', { address: result.to }),
      });
    } catch (error) {
      notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) });
    }
  };

  const askCancel = (saved: EmailCampaign) =>
    confirmed({
      title: t('emails.cancel.title'),
      message: t('emails.cancel.message', { name: saved.name }),
      confirmLabel: t('emails.cancel.confirm'),
      danger: true,
      run: () => cancel.mutateAsync(saved.id),
      success: t('emails.cancel.success'),
    });

  if (id && campaign.isError) return <QueryError error={campaign.error} onRetry={() => void campaign.refetch()} />;
  if (id && !current) {
    return (
      <Stack gap="lg" aria-busy="true">
        <Skeleton h={36} w={320} />
        <Skeleton h={420} />
      </Stack>
    );
  }
  const editable = !current || isEmailCampaignEditable(current.state);
  const savedMessage = (saved: EmailCampaign) =>
    saved.state === 'draft'
      ? t('emails.saved.draft')
      : saved.plannedAt && new Date(saved.plannedAt).getTime() > Date.now() + 60_000
        ? t('emails.saved.scheduled', { date: format.dateTime(saved.plannedAt) })
        : t('emails.saved.sending');

  return (
    <Stack gap="lg">
      <BackLink to={paths.emails.list}>{t('emails.back')}</BackLink>
      <PageHeader
        title={current ? current.name : t('emails.create.title')}
        description={
          current ? (
            <Group gap="xs" component="span">
              <EmailStateBadge state={current.state} />
              <Text span size="sm" c="dimmed">
                {current.state === 'scheduled' && current.plannedAt
                  ? t('emails.planned_for', { date: format.dateTime(current.plannedAt) })
                  : current.finishedAt
                    ? t('emails.finished_at', { date: format.dateTime(current.finishedAt) })
                    : t('emails.updated_at', { date: format.dateTime(current.updatedAt) })}
              </Text>
            </Group>
          ) : (
            t('emails.create.description')
          )
        }
        actions={
          current ? (
            <Group gap="sm">
              {isEmailCampaignCancellable(current.state) && (
                <Button
                  variant="light"
                  color="orange"
                  leftSection={<IconBan size={16} aria-hidden />}
                  loading={cancel.isPending}
                  onClick={() => void askCancel(current)}
                >
                  {t('emails.cancel.open')}
                </Button>
              )}
              {editable && (
                <Button
                  variant="light"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => void askDelete(current).then((deleted) => deleted && backToList())}
                >
                  {t('emails.delete.open')}
                </Button>
              )}
            </Group>
          ) : undefined
        }
      />
      {current && (
        <Card withBorder>
          <Group justify="space-between" align="center" gap="md">
            <Stack gap={2} style={{ flex: 1, minWidth: 240 }}>
              <Title order={2} fz="h5">
                {t('emails.test.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('emails.test.description', { email: me.email })}
              </Text>
            </Stack>
            <Button
              variant="light"
              leftSection={<IconSend size={16} aria-hidden />}
              loading={test.isPending}
              onClick={() => void sendTest(current)}
            >
              {t('emails.test.open')}
            </Button>
          </Group>
        </Card>
      )}
      {current?.startedAt && <EmailFigures figures={current.figures} sending={current.state === 'sending'} />}
      {current && !editable ? (
        <Stack gap="lg">
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />}>
            {t('emails.locked')}
          </Alert>
          <Card withBorder>
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {t('emails.fields.subject')}
              </Text>
              <Text fw={600}>{current.subject}</Text>
              <Text size="sm" c="dimmed">
                {t('emails.fields.sender_name')}
              </Text>
              <Text>{current.senderName}</Text>
              <Text size="sm" c="dimmed">
                {t('emails.fields.html')}
              </Text>
              {/* The HTML was sanitised by the server when it was saved. */}
              <div className="email-preview" dangerouslySetInnerHTML={{ __html: current.html }} />
            </Stack>
          </Card>
        </Stack>
      ) : (
        <EmailForm
          key={current?.updatedAt ?? 'new'}
          initialValues={current ? valuesOf(current, timeZone) : blank(me.organisation?.name ?? me.city.name)}
          timeZone={timeZone}
          requireChanges={current !== undefined}
          submitLabel={t(current ? 'emails.edit.submit' : 'emails.create.submit')}
          pending={save.isPending}
          confirmSendNow={confirmSendNow}
          onCancel={backToList}
          onSubmit={async (body) => {
            const saved = await save.mutateAsync({ id: current?.id ?? null, body });
            notifications.show({ color: 'brand', message: savedMessage(saved) });
            if (!current) void navigate(paths.emails.detail.replace(':emailId', saved.id), { replace: true });
          }}
        />
      )}
    </Stack>
  );
}
