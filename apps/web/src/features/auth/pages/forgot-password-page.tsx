import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAt, IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { focusFirstError } from '@/components/form/first-error';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { TextField } from '@/components/form/text-field';
import { getErrorMessageKey, hasErrorCode } from '@/lib/api-error';
import { validateEmail } from '@/lib/validation';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { BackToLoginLink } from '../components/back-to-login-link';
import { readSavedEmail } from '../lib/saved-email';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: readSavedEmail() },
    validate: { email: validateEmail },
  });

  const invalidEmail = hasErrorCode(request.error, 'invalid_email');
  const submit = form.onSubmit(
    ({ email }) =>
      request.mutate(email, {
        onError: (error) => {
          if (hasErrorCode(error, 'invalid_email')) form.setFieldError('email', 'errors.invalid_email');
        },
      }),
    focusFirstError,
  );

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t('auth.forgot_password.title')}
        </Title>
        <Text c="dimmed">{t('auth.forgot_password.description')}</Text>
      </Stack>
      {request.isSuccess ? (
        <Alert
          color="brand"
          variant="light"
          icon={<IconMailCheck size={20} />}
          title={t('auth.forgot_password.sent_title')}
          role="status"
        >
          {t('auth.forgot_password.sent_message', { email: request.variables })}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <FormErrorAlert messageKey={request.isError && !invalidEmail ? getErrorMessageKey(request.error) : null} />
            <TextField
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              leftSection={<IconAt size={16} aria-hidden />}
              required
              control={form}
              name="email"
            />
            <Button type="submit" fullWidth size="md" loading={request.isPending}>
              {t('auth.forgot_password.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <BackToLoginLink />
    </Stack>
  );
}
