import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { PasswordField } from '@/components/form/password-field';
import { PersonFieldset } from '@/components/form/person-fieldset';
import { personRules } from '@/components/form/fieldset-rules';
import { focusFirstError } from '@/components/form/first-error';
import { LegalAcknowledgement } from '@/components/legal-document/legal-acknowledgement';
import { LegalDocumentModal } from '@/components/legal-document/legal-document-modal';
import { PASSWORD_ERROR_CODES } from '@mobiverte/contracts';
import { getErrorMessageKey, hasErrorCode } from '@/lib/api-error';
import { usePreloadCommonPasswords } from '@/lib/common-passwords';
import { validateChecked, validateNewPassword } from '@/lib/validation';
import type { CoAdminInvitation } from '../api/get-co-admin-invitation';
import { useConfirmCoAdminInvitation } from '../api/confirm-co-admin-invitation';

interface ConfirmValues {
  firstName: string;
  lastName: string;
  password: string;
  acceptPrivacy: boolean;
}

interface ConfirmInvitationFormProps {
  invitation: CoAdminInvitation;
  onConfirmed: () => void;
  /** The invitation expired or was withdrawn while the form was open. */
  onGone: (code: 'invitation_expired' | 'not_found') => void;
}

/** Name, password and the privacy policy: what turns an invitation into a co-admin account. */
export function ConfirmInvitationForm({ invitation, onConfirmed, onGone }: ConfirmInvitationFormProps) {
  usePreloadCommonPasswords();
  const { t } = useTranslation();
  const confirm = useConfirmCoAdminInvitation();
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ConfirmValues>({
    mode: 'controlled',
    initialValues: { firstName: '', lastName: '', password: '', acceptPrivacy: false },
    validate: {
      ...personRules(),
      password: validateNewPassword,
      acceptPrivacy: (value) => validateChecked(value, 'auth.register.errors.accept_privacy'),
    },
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    confirm.mutate(
      {
        pendingId: invitation.pendingId,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        password: values.password,
        acceptPrivacy: values.acceptPrivacy,
      },
      {
        onSuccess: onConfirmed,
        onError: (error) => {
          if (hasErrorCode(error, 'invitation_expired')) return onGone('invitation_expired');
          if (hasErrorCode(error, 'not_found')) return onGone('not_found');
          if (hasErrorCode(error, 'terms_not_accepted'))
            return form.setFieldError('acceptPrivacy', 'auth.register.errors.accept_privacy');
          if (hasErrorCode(error, ...PASSWORD_ERROR_CODES))
            return form.setFieldError('password', `errors.${error.code}`);
          setFormError(
            hasErrorCode(error, 'email_already_exists')
              ? 'invitations.confirm.account_exists'
              : getErrorMessageKey(error),
          );
        },
      },
    );
  }, focusFirstError);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert messageKey={formError} />
        <TextInput
          label={t('fields.email')}
          description={t('invitations.confirm.email_hint')}
          value={invitation.email}
          readOnly
          variant="filled"
        />
        <PersonFieldset form={form} />
        <PasswordField
          label={t('fields.password')}
          description={t('fields.password_hint')}
          autoComplete="new-password"
          required
          control={form}
          name="password"
        />
        <LegalAcknowledgement
          document="privacy"
          control={form}
          name="acceptPrivacy"
          onRead={() => setPrivacyOpen(true)}
        />
        <Button type="submit" fullWidth size="md" loading={confirm.isPending} mt="xs">
          {t('invitations.confirm.submit')}
        </Button>
      </Stack>
      <LegalDocumentModal document={privacyOpen ? 'privacy' : null} onClose={() => setPrivacyOpen(false)} />
    </form>
  );
}
