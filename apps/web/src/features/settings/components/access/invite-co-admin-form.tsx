import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstError } from '@/components/form/first-error';
import { CheckboxField } from '@/components/form/checkbox-field';
import { TextField } from '@/components/form/text-field';
import { hasErrorCode } from '@/lib/api-error';
import { toLocale } from '@/lib/format';
import { useInviteCoAdmin } from '../../api/invite-co-admin';
import { INVALID_INVITE_EMAIL, validateInviteEmail } from '../../lib/invite-email';

interface InviteValues {
  email: string;
  canEdit: boolean;
}

/** The create-account form: an email and the "can edit" right; the invitee receives a link by email. */
export function InviteCoAdminForm() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const invite = useInviteCoAdmin();
  const form = useForm<InviteValues>({
    mode: 'controlled',
    initialValues: { email: '', canEdit: false },
    validate: { email: validateInviteEmail },
  });

  const submit = form.onSubmit((values) => {
    invite.mutate(
      { email: values.email.trim(), canEdit: values.canEdit, locale: toLocale(i18n.language) },
      {
        onSuccess: () => {
          form.reset();
          notifications.show({ color: 'brand', message: t('settings.success_create_external_user') });
        },
        onError: (error) => {
          if (hasErrorCode(error, 'already_invited', 'email_already_exists'))
            form.setFieldError('email', `errors.${error.code}`);
          else if (hasErrorCode(error, 'invalid_email', 'validation_failed'))
            form.setFieldError('email', INVALID_INVITE_EMAIL);
          notifications.show({ color: 'red', message: t('settings.failed_create_external_user') });
        },
      },
    );
  }, focusFirstError);

  return (
    <Card component="form" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h4" id={titleId}>
            {t('access.invite.title')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('access.invite.description')}
          </Text>
        </Stack>
        <Group gap="md" align="flex-start" wrap="wrap">
          <TextField
            label={t('fields.email')}
            type="email"
            autoComplete="off"
            required
            style={{ flex: '1 1 280px' }}
            control={form}
            name="email"
          />
          <CheckboxField
            label={t('access.can_edit')}
            description={t('access.invite.can_edit_hint')}
            mt={{ base: 0, sm: 30 }}
            style={{ flex: '1 1 240px' }}
            control={form}
            name="canEdit"
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconSend size={16} />} loading={invite.isPending}>
            {t('access.invite.submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
