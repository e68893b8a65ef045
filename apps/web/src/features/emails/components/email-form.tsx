import { Alert, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import {
  AUDIENCE_FIELD_MESSAGES,
  audienceErrors,
  EMAIL_FIELD_MESSAGES,
  EMAIL_NAME_MAX,
  EMAIL_SENDER_NAME_MAX,
  EMAIL_SUBJECT_MAX,
  EMAIL_SUBJECT_VISIBLE,
  emailCampaignInput,
  localDateTimeToInstant,
  type AudienceInput,
} from '@mobiverte/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AudienceField } from '@/components/audience-field/audience-field';
import { focusFirstError } from '@/components/form/first-error';
import { FormActions } from '@/components/form/form-actions';
import { TextField } from '@/components/form/text-field';
import { ScheduleChoice } from '@/components/form/schedule-choice';
import { RichTextField } from '@/components/rich-text-field/rich-text-field';
import { getErrorMessageKey } from '@/lib/api-error';
import { useMe } from '@/lib/auth/session';
import { useFormatters } from '@/lib/use-formatters';
import type { EmailInput } from '../api/save-email';

export const SENDINGS = ['draft', 'now', 'date'] as const;
export type Sending = (typeof SENDINGS)[number];

export interface EmailFormValues {
  name: string;
  subject: string;
  senderName: string;
  html: string;
  sending: Sending;
  /** A local date-time of the city (`YYYY-MM-DDTHH:mm`). */
  plannedAt: string;
  audience: AudienceInput;
}

interface EmailFormProps {
  initialValues: EmailFormValues;
  timeZone: string;
  submitLabel: string;
  pending: boolean;
  requireChanges: boolean;
  /** Asked before saving a campaign that sends now; false keeps the form as it is. */
  confirmSendNow: (values: EmailFormValues) => Promise<boolean>;
  onSubmit: (input: EmailInput) => Promise<unknown>;
  onCancel: () => void;
}

/** The translation key of each field rule of the contracts, by its message. */
const RULE_KEYS: Record<string, string> = {
  [EMAIL_FIELD_MESSAGES.htmlRequired]: 'fields.errors.required',
  [AUDIENCE_FIELD_MESSAGES.organisationsRequired]: 'emails.form.errors.organisations_required',
  [AUDIENCE_FIELD_MESSAGES.branchesRequired]: 'emails.form.errors.branches_required',
};

export function toEmailInput(values: EmailFormValues, timeZone: string, now: Date): EmailInput {
  const plannedAt =
    values.sending === 'draft'
      ? null
      : values.sending === 'now'
        ? now.toISOString()
        : values.plannedAt
          ? localDateTimeToInstant(values.plannedAt, timeZone)
          : '';
  return {
    name: values.name.trim(),
    subject: values.subject.trim(),
    senderName: values.senderName.trim(),
    html: values.html,
    plannedAt: plannedAt as string | null,
    audience: {
      kind: values.audience.kind,
      organisationIds: values.audience.kind === 'organisations' ? (values.audience.organisationIds ?? []) : [],
      branchIds: values.audience.kind === 'branches' ? (values.audience.branchIds ?? []) : [],
    },
  };
}

function validate(values: EmailFormValues, timeZone: string, organisationId: string | null): FormErrors {
  const errors: FormErrors = {};
  if (values.sending === 'date') {
    if (!values.plannedAt) errors.plannedAt = 'fields.errors.required';
    else if (new Date(localDateTimeToInstant(values.plannedAt, timeZone)).getTime() <= Date.now()) {
      errors.plannedAt = 'emails.form.errors.planned_in_past';
    }
  }
  const input = toEmailInput(values, timeZone, new Date());
  const result = emailCampaignInput.safeParse({ ...input, plannedAt: errors.plannedAt ? null : input.plannedAt });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      if (!errors[path]) errors[path] = RULE_KEYS[issue.message] ?? 'fields.errors.required';
    }
  }
  for (const [field, message] of Object.entries(audienceErrors(values.audience, { organisationId }))) {
    errors[`audience.${field}`] = RULE_KEYS[message] ?? 'fields.errors.required';
  }
  return errors;
}

/** An email campaign: its name, subject, sender, text, recipients and when it is sent. */
export function EmailForm({
  initialValues,
  timeZone,
  submitLabel,
  pending,
  requireChanges,
  confirmSendNow,
  onSubmit,
  onCancel,
}: EmailFormProps) {
  const { t } = useTranslation();
  const me = useMe();
  const format = useFormatters();
  const organisationId = me.role === 'city' ? null : me.organisationId;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EmailFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => validate(values, timeZone, organisationId),
  });
  const values = form.getValues();
  const subjectLength = values.subject.trim().length;

  const submit = form.onSubmit(
    async (input) => {
      setFailure(null);
      if (input.sending === 'now' && !(await confirmSendNow(input))) return;
      try {
        await onSubmit(toEmailInput(input, timeZone, new Date()));
        form.resetDirty();
      } catch (error) {
        setFailure(t(getErrorMessageKey(error)));
      }
    },
    (errors) => focusFirstError(errors),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
            {failure}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" style={{ alignItems: 'start' }}>
          <Card withBorder style={{ gridColumn: 'span 2' }} className="email-text-card">
            <Stack gap="md">
              <Title order={2} fz="h4">
                {t('emails.form.message_title')}
              </Title>
              <TextField
                label={t('emails.fields.name')}
                description={t('emails.form.name_hint')}
                required
                withAsterisk
                control={form}
                name="name"
                maxLength={EMAIL_NAME_MAX}
              />
              <TextField
                label={t('emails.fields.subject')}
                description={
                  subjectLength > EMAIL_SUBJECT_VISIBLE
                    ? t('emails.form.subject_long', { count: subjectLength, visible: EMAIL_SUBJECT_VISIBLE })
                    : t('emails.form.subject_count', { count: subjectLength, max: EMAIL_SUBJECT_MAX })
                }
                required
                withAsterisk
                control={form}
                name="subject"
                maxLength={EMAIL_SUBJECT_MAX}
              />
              <TextField
                label={t('emails.fields.sender_name')}
                description={t('emails.form.sender_hint')}
                required
                withAsterisk
                control={form}
                name="senderName"
                maxLength={EMAIL_SENDER_NAME_MAX}
              />
              <RichTextField
                label={t('emails.fields.html')}
                required
                path="html"
                value={values.html}
                onChange={(html) => form.setFieldValue('html', html)}
                error={form.errors.html ? t(String(form.errors.html)) : null}
              />
              <Text size="xs" c="dimmed">
                {t('emails.form.footer_hint')}
              </Text>
            </Stack>
          </Card>
          <Stack gap="lg">
            <Card withBorder>
              <Stack gap="md">
                <ScheduleChoice
                  title={t('emails.form.sending_title')}
                  value={values.sending}
                  choices={SENDINGS}
                  label={(value) => t(`emails.form.sending.${value}`)}
                  hint={(value) => t(`emails.form.sending_hint.${value}`)}
                  onChange={(value) => form.setFieldValue('sending', value)}
                />
                {values.sending === 'date' && (
                  <TextField
                    label={t('emails.fields.planned_at')}
                    description={t('emails.form.time_zone_hint', { zone: format.timeZone(timeZone) })}
                    type="datetime-local"
                    required
                    withAsterisk
                    control={form}
                    name="plannedAt"
                  />
                )}
              </Stack>
            </Card>
            <Card withBorder>
              <AudienceField
                channel="email"
                value={values.audience}
                onChange={(audience) => {
                  form.setFieldValue('audience', audience);
                  form.clearFieldError('audience.organisationIds');
                  form.clearFieldError('audience.branchIds');
                }}
                errors={{
                  organisationIds: form.errors['audience.organisationIds'] as string | undefined,
                  branchIds: form.errors['audience.branchIds'] as string | undefined,
                }}
              />
            </Card>
          </Stack>
        </SimpleGrid>
        <FormActions form={form} submitLabel={submitLabel} loading={pending} requireChanges={requireChanges}>
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
