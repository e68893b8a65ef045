import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { normaliseInviteCode, type ParticipantRegistrationInput } from '@mobiverte/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { focusFirstError } from '@/components/form/first-error';
import { personRules } from '@/components/form/fieldset-rules';
import { PasswordField } from '@/components/form/password-field';
import { PersonFieldset } from '@/components/form/person-fieldset';
import { TextField } from '@/components/form/text-field';
import { LegalAcknowledgements } from '@/components/legal-document/legal-acknowledgements';
import { usePreloadCommonPasswords } from '@/lib/common-passwords';
import { toLocale } from '@/lib/format';
import { validateChecked, validateEmail, validateNewPassword, validateRequired } from '@/lib/validation';
import { useRegisterParticipant } from '../api/register-participant';
import { mapRegisterError } from '../lib/register-errors';

type SignupValues = Omit<ParticipantRegistrationInput, 'locale'>;

/** The participant's sign-up: an invite code (prefilled from the shared link), a name, credentials, consents. */
export function ParticipantSignupForm({ inviteCode, onSent }: { inviteCode: string; onSent: (email: string) => void }) {
  usePreloadCommonPasswords();
  const { t, i18n } = useTranslation();
  const register = useRegisterParticipant();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SignupValues>({
    mode: 'controlled',
    initialValues: {
      inviteCode,
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      acceptTerms: false,
      acceptPrivacy: false,
    },
    validate: {
      inviteCode: validateRequired,
      ...personRules(),
      email: validateEmail,
      password: validateNewPassword,
      acceptTerms: (value) => validateChecked(value, 'auth.register.errors.accept_terms'),
      acceptPrivacy: (value) => validateChecked(value, 'auth.register.errors.accept_privacy'),
    },
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    const email = values.email.trim();
    register.mutate(
      {
        ...values,
        inviteCode: normaliseInviteCode(values.inviteCode),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email,
        locale: toLocale(i18n.language),
      },
      {
        onSuccess: () => onSent(email),
        onError: (error) => {
          const { fields, form: message } = mapRegisterError(error);
          form.setErrors(fields);
          setFormError(message);
          focusFirstError(fields);
        },
      },
    );
  }, focusFirstError);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert messageKey={formError} />
        <TextField
          label={t('join.form.invite_code')}
          description={t('join.form.invite_code_hint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.12em' } }}
          control={form}
          name="inviteCode"
        />
        <PersonFieldset form={form} />
        <TextField
          label={t('fields.email')}
          description={t('join.form.email_hint')}
          type="email"
          autoComplete="email"
          required
          control={form}
          name="email"
        />
        <PasswordField
          label={t('fields.password')}
          description={t('fields.password_hint')}
          autoComplete="new-password"
          required
          control={form}
          name="password"
        />
        <LegalAcknowledgements control={form} />
        <Button type="submit" fullWidth size="md" loading={register.isPending} mt="xs">
          {t('join.form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
