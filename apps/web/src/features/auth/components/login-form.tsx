import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAt, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusFirstError } from '@/components/form/first-error';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { PasswordField } from '@/components/form/password-field';
import { TextField } from '@/components/form/text-field';
import { paths } from '@/config/paths';
import { getErrorMessageKey, hasErrorCode } from '@/lib/api-error';
import { validateEmail, validateRequired } from '@/lib/validation';
import { useSignIn } from '../api/sign-in';
import { readSavedEmail, saveEmail } from '../lib/saved-email';
import { getWelcome } from '../lib/welcome';

export function LoginForm() {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const savedEmail = readSavedEmail();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: savedEmail, password: '' },
    validate: { email: validateEmail, password: validateRequired },
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    signIn.mutate(values, {
      onSuccess: (session) => {
        if (!session.me) return;
        saveEmail(values.email);
        const welcome = getWelcome(session.me);
        const greeting = t(welcome.key, { name: welcome.name });
        notifications.show(
          welcome.readOnly
            ? { color: 'brand', title: greeting, message: t('auth.login.welcome.read_only') }
            : { color: 'brand', message: greeting },
        );
      },
      onError: (error) => {
        if (hasErrorCode(error, 'invalid_email')) form.setFieldError('email', 'errors.invalid_email');
        else setFormError(getErrorMessageKey(error));
      },
    });
  }, focusFirstError);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert messageKey={formError} />
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          leftSection={<IconAt size={16} aria-hidden />}
          required
          autoFocus={!savedEmail}
          control={form}
          name="email"
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          autoFocus={Boolean(savedEmail)}
          leftSection={<IconLock size={16} aria-hidden />}
          required
          control={form}
          name="password"
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={paths.auth.forgotPassword} fz="sm">
            {t('auth.login.forgot_password')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" loading={signIn.isPending}>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
