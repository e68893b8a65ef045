import { Alert, Button, Card, Grid, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import {
  audienceErrors,
  isPlannedInPast,
  localDateTimeToInstant,
  NOTIFICATION_FIELD_MESSAGES,
  NOTIFICATION_NAME_MAX,
  NOTIFICATION_REPEATS,
  NOTIFICATION_SENDS,
  notificationInput,
  type AudienceInput,
  type NotificationRepeat,
  type NotificationSend,
} from '@mobiverte/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AudienceField } from '@/components/audience-field/audience-field';
import { focusFirstError } from '@/components/form/first-error';
import { FormActions } from '@/components/form/form-actions';
import { FormBody, ReadOnlyValue } from '@/components/form/read-only';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { ScheduleChoice } from '@/components/form/schedule-choice';
import { getErrorMessageKey } from '@/lib/api-error';
import { useMe } from '@/lib/auth/session';
import { useFormatters } from '@/lib/use-formatters';
import type { NotificationBody } from '../api/create-notification';
import { useNotificationTemplates } from '../api/get-notification-templates';
import { AudienceSummary } from './audience-summary';
import { MessageFields } from './message-fields';
import { PhonePreview } from './phone-preview';

export interface NotificationFormValues {
  name: string;
  title: string;
  content: string;
  audience: AudienceInput;
  send: NotificationSend;
  /** A local date-time of the city (`YYYY-MM-DDTHH:mm`). */
  plannedAt: string;
  repeat: NotificationRepeat;
  repeatUntil: string;
}

interface NotificationFormProps {
  initialValues: NotificationFormValues;
  timeZone: string;
  /** A notification sent, being sent, cancelled or failed: shown, not changed. */
  readOnly: boolean;
  /** True for a new notification: it may start from a template and be saved as it opened. */
  isNew: boolean;
  pending: boolean;
  onSubmit: (body: NotificationBody) => Promise<unknown>;
  onCancel: () => void;
}

const RULE_KEYS: Record<string, string> = {
  [NOTIFICATION_FIELD_MESSAGES.plannedAtRequired]: 'notifications.form.errors.planned_at_required',
  [NOTIFICATION_FIELD_MESSAGES.repeatNeedsPlanning]: 'notifications.form.errors.repeat_needs_planning',
  [NOTIFICATION_FIELD_MESSAGES.repeatUntilRequired]: 'notifications.form.errors.repeat_until_required',
  [NOTIFICATION_FIELD_MESSAGES.repeatUntilBeforeStart]: 'notifications.form.errors.repeat_until_before_start',
  [NOTIFICATION_FIELD_MESSAGES.repeatTooLong]: 'notifications.form.errors.repeat_too_long',
};
const AUDIENCE_KEYS: Record<string, string> = {
  organisationIds: 'notifications.form.errors.organisations_required',
  branchIds: 'notifications.form.errors.branches_required',
};

export function toNotificationBody(values: NotificationFormValues): NotificationBody {
  const planned = values.send === 'planned';
  return {
    name: values.name.trim(),
    title: values.title.trim(),
    content: values.content.trim(),
    audience: values.audience as NotificationBody['audience'],
    send: values.send,
    plannedAt: planned ? values.plannedAt || null : null,
    repeat: planned ? values.repeat : 'none',
    repeatUntil: planned && values.repeat !== 'none' ? values.repeatUntil || null : null,
  };
}

/** The contracts' rules on the form's values, as translation keys by path; a planned time already past too. */
function validate(values: NotificationFormValues, timeZone: string, organisationId: string | null): FormErrors {
  const errors: FormErrors = {};
  const result = notificationInput.safeParse(toNotificationBody(values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      if (path.startsWith('audience')) continue;
      errors[path] ??= RULE_KEYS[issue.message] ?? 'fields.errors.required';
    }
  }
  for (const field of Object.keys(audienceErrors(values.audience, { organisationId }))) {
    errors[`audience.${field}`] = AUDIENCE_KEYS[field] ?? 'fields.errors.required';
  }
  if (!errors.plannedAt && values.send === 'planned' && isPlannedInPast(values.plannedAt, timeZone, new Date())) {
    errors.plannedAt = 'errors.notification_in_past';
  }
  return errors;
}

/**
 * A notification: its name (for the list), what the phone shows (title and content, with a live preview of how it
 * wraps), who it reaches and when it leaves (kept as a draft, sent now, or planned, once or repeated).
 */
export function NotificationForm({
  initialValues,
  timeZone,
  readOnly,
  isNew,
  pending,
  onSubmit,
  onCancel,
}: NotificationFormProps) {
  const { t } = useTranslation();
  const me = useMe();
  const format = useFormatters();
  const templates = useNotificationTemplates();
  const [searchParams] = useSearchParams();
  const [templateId, setTemplateId] = useState<string | null>(isNew ? searchParams.get('template') : null);
  const [failure, setFailure] = useState<string | null>(null);
  const organisationId = me.role === 'city' ? null : me.organisationId;
  const form = useForm<NotificationFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => validate(values, timeZone, organisationId),
  });
  const values = form.getValues();

  const submit = form.onSubmit(async (input) => {
    setFailure(null);
    try {
      await onSubmit(toNotificationBody(input));
      form.resetDirty();
    } catch (error) {
      const key = getErrorMessageKey(error);
      if (key === 'errors.notification_name_taken') form.setFieldError('name', key);
      else if (key === 'errors.notification_in_past') form.setFieldError('plannedAt', key);
      else setFailure(t(key));
    }
  }, focusFirstError);

  // "Use this template" from the templates page opens a new notification with `?template=<id>`: its message fills
  // the fields once the templates are loaded.
  const startTemplate = isNew ? searchParams.get('template') : null;
  const startFrom = templates.data?.find((row) => row.id === startTemplate);
  useEffect(() => {
    if (startFrom) form.setValues({ title: startFrom.title, content: startFrom.content, name: startFrom.name });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the chosen template arrives
  }, [startFrom]);

  const applyTemplate = (id: string | null) => {
    setTemplateId(id);
    const template = templates.data?.find((row) => row.id === id);
    if (!template) return;
    form.setValues({ title: template.title, content: template.content, name: values.name || template.name });
  };

  const fieldError = (path: string) => (form.errors[path] ? t(String(form.errors[path])) : undefined);
  const submitLabel = t(`notifications.form.submit.${values.send}`);

  return (
    <form onSubmit={submit} noValidate>
      <FormBody readOnly={readOnly}>
        <Stack gap="lg">
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
              {failure}
            </Alert>
          )}
          <Grid gap="lg" align="flex-start">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="lg">
                <Card withBorder>
                  <Stack gap="md">
                    <Title order={2} fz="h4">
                      {t('notifications.form.message_title')}
                    </Title>
                    {isNew && !readOnly && (templates.data?.length ?? 0) > 0 && (
                      <Select
                        label={t('notifications.form.template')}
                        description={t('notifications.form.template_hint')}
                        placeholder={t('notifications.form.template_placeholder')}
                        data={(templates.data ?? []).map((row) => ({ value: row.id, label: row.name }))}
                        value={templateId}
                        onChange={applyTemplate}
                        clearable
                        searchable
                      />
                    )}
                    <TextField
                      label={t('notifications.fields.name')}
                      description={readOnly ? undefined : t('notifications.form.name_hint')}
                      required
                      withAsterisk
                      control={form}
                      name="name"
                      maxLength={NOTIFICATION_NAME_MAX}
                    />
                    <MessageFields form={form} readOnly={readOnly} />
                  </Stack>
                </Card>
                <Card withBorder>
                  <Stack gap="md">
                    <Title order={2} fz="h4">
                      {t('notifications.form.audience_title')}
                    </Title>
                    {readOnly ? (
                      <AudienceSummary audience={values.audience} />
                    ) : (
                      <AudienceField
                        channel="push"
                        value={values.audience}
                        onChange={(audience) => form.setFieldValue('audience', audience)}
                        disabled={readOnly}
                        errors={{
                          organisationIds: form.errors['audience.organisationIds'] as string | undefined,
                          branchIds: form.errors['audience.branchIds'] as string | undefined,
                        }}
                      />
                    )}
                  </Stack>
                </Card>
                <Card withBorder>
                  <Stack gap="md">
                    {readOnly ? (
                      <>
                        <Title order={2} fz="h4">
                          {t('notifications.form.sending_title')}
                        </Title>
                        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                          <ReadOnlyValue label={t('notifications.fields.planned_at')}>
                            {values.plannedAt
                              ? format.dateTime(localDateTimeToInstant(values.plannedAt, timeZone))
                              : ''}
                          </ReadOnlyValue>
                          <ReadOnlyValue label={t('notifications.fields.repeat')}>
                            {values.repeat === 'none'
                              ? t('notifications.repeats.none')
                              : t('notifications.form.repeat_until', {
                                  repeat: t(`notifications.repeats.${values.repeat}`),
                                  date: format.date(values.repeatUntil),
                                })}
                          </ReadOnlyValue>
                        </SimpleGrid>
                      </>
                    ) : (
                      <>
                        <ScheduleChoice
                          title={t('notifications.form.sending_title')}
                          value={values.send}
                          choices={NOTIFICATION_SENDS}
                          label={(value) => t(`notifications.form.send.${value}`)}
                          hint={(value) => t(`notifications.form.send_hint.${value}`)}
                          onChange={(value) => form.setFieldValue('send', value)}
                        />
                        {values.send === 'planned' && (
                          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                            <TextField
                              label={t('notifications.fields.planned_at')}
                              description={t('notifications.form.time_zone_hint', { zone: format.timeZone(timeZone) })}
                              type="datetime-local"
                              required
                              withAsterisk
                              control={form}
                              name="plannedAt"
                              error={fieldError('plannedAt')}
                            />
                            <SelectField
                              label={t('notifications.fields.repeat')}
                              data={NOTIFICATION_REPEATS.map((value) => ({
                                value,
                                label: t(`notifications.repeats.${value}`),
                              }))}
                              allowDeselect={false}
                              control={form}
                              name="repeat"
                            />
                            {values.repeat !== 'none' && (
                              <TextField
                                label={t('notifications.fields.repeat_until')}
                                type="date"
                                required
                                withAsterisk
                                control={form}
                                name="repeatUntil"
                                error={fieldError('repeatUntil')}
                              />
                            )}
                          </SimpleGrid>
                        )}
                      </>
                    )}
                  </Stack>
                </Card>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }} style={{ position: 'sticky', top: 'var(--mantine-spacing-md)' }}>
              <Card withBorder>
                <Stack gap="md">
                  <Title order={2} fz="h4">
                    {t('notifications.preview.title')}
                  </Title>
                  <PhonePreview title={values.title} content={values.content} />
                </Stack>
              </Card>
            </Grid.Col>
          </Grid>
          <FormActions form={form} submitLabel={submitLabel} loading={pending} requireChanges={!isNew}>
            <Button variant="default" onClick={onCancel}>
              {t('actions.cancel')}
            </Button>
          </FormActions>
        </Stack>
      </FormBody>
    </form>
  );
}
