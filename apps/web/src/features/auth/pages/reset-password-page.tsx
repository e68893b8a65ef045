import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { focusFirstError } from '@/components/form/first-error';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { PasswordField } from '@/components/form/password-field';
import { paths } from '@/config/paths';
import { getErrorMessageKey, hasErrorCode } from '@/lib/api-error';
import { usePreloadCommonPasswords } from '@/lib/common-passwords';
import { validateNewPassword } from '@/lib/validation';
import { PASSWORD_ERROR_CODES } from '@mobiverte/contracts';
import { useResetPassword } from '../api/reset-password';
import { BackToLoginLink } from '../components/back-to-login-link';

function InvalidLink() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={20} />}
        title={t('auth.reset_password.invalid_link_title')}
        role="alert"
      >
        {t('errors.invalid_token')}
      </Alert>
      <Button component={Link} to={paths.auth.forgotPassword} variant="light">
        {t('auth.reset_password.request_new_link')}
      </Button>
    </Stack>
  );
}

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const linkError = searchParams.get('error');
  const reset = useResetPassword();
  usePreloadCommonPasswords();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: {
      newPassword: validateNewPassword,
      confirmPassword: (value, values) => (value === values.newPassword ? null : 'fields.errors.passwords_mismatch'),
    },
  });

  const submit = form.onSubmit(({ newPassword }) => {
    if (!token) return;
    reset.mutate(
      { newPassword, token },
      {
        onSuccess: () => {
          notifications.show({ color: 'brand', message: t('auth.reset_password.success') });
          void navigate(paths.auth.organisationLogin);
        },
        onError: (error) => {
          if (hasErrorCode(error, ...PASSWORD_ERROR_CODES)) {
            form.setFieldError('newPassword', getErrorMessageKey(error));
          }
        },
      },
    );
  }, focusFirstError);

  const passwordRejected = hasErrorCode(reset.error, ...PASSWORD_ERROR_CODES);
  const invalidLink = !token || Boolean(linkError) || hasErrorCode(reset.error, 'invalid_token');

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t('auth.reset_password.title')}
        </Title>
        <Text c="dimmed">{t('auth.reset_password.description')}</Text>
      </Stack>
      {invalidLink ? (
        <InvalidLink />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <FormErrorAlert messageKey={reset.isError && !passwordRejected ? getErrorMessageKey(reset.error) : null} />
            <PasswordField
              label={t('fields.new_password')}
              description={t('fields.password_hint')}
              autoComplete="new-password"
              leftSection={<IconLock size={16} aria-hidden />}
              required
              control={form}
              name="newPassword"
            />
            <PasswordField
              label={t('fields.confirm_password')}
              autoComplete="new-password"
              leftSection={<IconLock size={16} aria-hidden />}
              required
              control={form}
              name="confirmPassword"
            />
            <Button type="submit" fullWidth size="md" loading={reset.isPending}>
              {t('auth.reset_password.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <BackToLoginLink />
    </Stack>
  );
}
