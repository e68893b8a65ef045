import { Alert, Button, Grid, Stack } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { NOTIFICATION_NAME_MAX, notificationTemplateInput } from '@mobiverte/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstError } from '@/components/form/first-error';
import { FormActions } from '@/components/form/form-actions';
import { TextField } from '@/components/form/text-field';
import { getErrorMessageKey } from '@/lib/api-error';
import type { NotificationTemplateBody } from '../api/notification-template-mutations';
import { MessageFields } from './message-fields';
import { PhonePreview } from './phone-preview';

export type NotificationTemplateValues = { name: string; title: string; content: string };

function validate(values: NotificationTemplateValues): FormErrors {
  const errors: FormErrors = {};
  const result = notificationTemplateInput.safeParse(values);
  if (!result.success) {
    for (const issue of result.error.issues) errors[issue.path.join('.')] ??= 'fields.errors.required';
  }
  return errors;
}

/** A template: its name (unique for its owner) and the message a notification starts from, with the phone's preview. */
export function NotificationTemplateForm({
  initialValues,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  initialValues: NotificationTemplateValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: NotificationTemplateBody) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<NotificationTemplateValues>({ mode: 'controlled', initialValues, validate });
  const values = form.getValues();
  const submit = form.onSubmit(async (input) => {
    setFailure(null);
    try {
      await onSubmit({ name: input.name.trim(), title: input.title.trim(), content: input.content.trim() });
    } catch (error) {
      const key = getErrorMessageKey(error);
      if (key === 'errors.notification_template_name_taken') form.setFieldError('name', key);
      else setFailure(t(key));
    }
  }, focusFirstError);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
            {failure}
          </Alert>
        )}
        <Grid gap="lg" align="flex-start">
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <Stack gap="md">
              <TextField
                label={t('notifications.templates.fields.name')}
                description={t('notifications.templates.form.name_hint')}
                required
                withAsterisk
                control={form}
                name="name"
                maxLength={NOTIFICATION_NAME_MAX}
                data-autofocus
              />
              <MessageFields form={form} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <PhonePreview title={values.title} content={values.content} />
          </Grid.Col>
        </Grid>
        <FormActions form={form} submitLabel={submitLabel} loading={pending}>
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
