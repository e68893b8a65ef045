import { Button, Collapse, Group, MultiSelect, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { StoredChallengeFacts } from '@mobiverte/contracts';
import { IconDeviceFloppy, IconRocket, IconSend } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstError } from '@/components/form/first-error';
import { ImageField } from '@/components/form/image-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useFormatters } from '@/lib/use-formatters';
import type { ChallengeTemplate } from '../api/get-challenge-templates';
import {
  applyTemplate,
  type ChallengeFormValues,
  mapChallengeError,
  validateChallengeForm,
} from '../lib/challenge-form';
import { FormSection } from './form-section';
import { GoalFieldset } from './goal-fieldset';
import { ParticipantPicker } from './participant-picker';

export type ChallengeFormMode = 'create' | 'edit' | 'send';
type Status = 'draft' | 'active';

export interface Option {
  value: string;
  label: string;
}

interface ChallengeFormProps {
  mode: ChallengeFormMode;
  initialValues: ChallengeFormValues;
  timeZone: string;
  /** The challenge as saved (edit): a running one keeps its goal types and start. */
  stored?: StoredChallengeFacts | null;
  templates?: ChallengeTemplate[];
  branches?: Option[];
  /** The organisations of the city it may be sent to (sending page). */
  organisations?: Option[];
  /** The organisations picker's search text (the page asks the server for the organisations it names). */
  onOrganisationsSearch?: (search: string) => void;
  /** Resolves when saved; a refusal goes under its field or into a toast. */
  onSubmit: (values: ChallengeFormValues, status: Status) => Promise<{ id: string }>;
  onSaved: (saved: { id: string }, status: Status) => void;
  /** A city's challenge: open to every participant of the city. */
  cityWide?: boolean;
  /** Before the buttons (a cancel link). */
  extraActions?: ReactNode;
}

/**
 * Every field of a challenge, in sections: texts, dates (in the city's time zone), the individual goal, an
 * optional collaborative goal, who takes part, and the options. The red-asterisk fields are those the contracts'
 * rules require; a refused form scrolls to its first error. A saved challenge cannot be saved unchanged.
 */
export function ChallengeForm({
  mode,
  initialValues,
  timeZone,
  stored = null,
  templates = [],
  branches = [],
  organisations = [],
  onOrganisationsSearch,
  onSubmit,
  onSaved,
  cityWide = false,
  extraActions,
}: ChallengeFormProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [saving, setSaving] = useState<Status | null>(null);
  const [openedAt] = useState(() => Date.now());
  const form = useForm<ChallengeFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => validateChallengeForm(values, { timeZone, stored, sending: mode === 'send' }),
  });
  const values = form.getValues();
  const published = stored !== null && stored.status === 'active';
  const running = published && new Date(stored.startAt).getTime() <= openedAt;
  const unchanged = mode === 'edit' && !form.isDirty();
  const translated = (path: string) => {
    const error = form.errors[path];
    return typeof error === 'string' ? t(error) : error;
  };

  /** Saves with a status: each button sends the form with its own (a draft, or published); Enter publishes. */
  const submitWith = (status: Status) =>
    form.onSubmit(
      async (submitted) => {
        setSaving(status);
        try {
          const saved = await onSubmit(submitted, status);
          form.resetDirty(submitted);
          onSaved(saved, status);
        } catch (error) {
          const { fields, form: message } = mapChallengeError(error);
          form.setErrors(fields);
          if (message) notifications.show({ color: 'red', title: t('challenges.save.failure'), message: t(message) });
          if (Object.keys(fields).length > 0) focusFirstError(fields);
        } finally {
          setSaving(null);
        }
      },
      (errors) => {
        notifications.show({ color: 'red', message: t('challenges.save.invalid') });
        focusFirstError(errors);
      },
    );
  const defaultStatus: Status = mode === 'edit' && !published ? 'draft' : 'active';

  const submitButton = (status: Status, label: string, icon: ReactNode, variant: 'filled' | 'default') => (
    <Button
      type={status === defaultStatus ? 'submit' : 'button'}
      variant={variant}
      leftSection={icon}
      loading={saving === status}
      disabled={(saving !== null && saving !== status) || (unchanged && status === 'draft')}
      onClick={status === defaultStatus ? undefined : () => submitWith(status)()}
    >
      {label}
    </Button>
  );
  const inputs = {
    hasCollaborativeGoal: form.getInputProps('hasCollaborativeGoal', { type: 'checkbox' }),
    notify: form.getInputProps('notify', { type: 'checkbox' }),
    shared: form.getInputProps('shared', { type: 'checkbox' }),
    sentTo: form.getInputProps('sentTo'),
  };
  const buttons = {
    send: submitButton('active', t('challenges.actions.send'), <IconSend size={18} />, 'filled'),
    saveDraft: submitButton('draft', t('challenges.actions.save_draft'), <IconDeviceFloppy size={18} />, 'default'),
    publish: submitButton('active', t('challenges.actions.publish'), <IconRocket size={18} />, 'filled'),
  };

  return (
    <form onSubmit={submitWith(defaultStatus)} noValidate>
      <Stack gap="lg">
        <Text fz="sm" c="dimmed">
          {t('challenges.form.required_hint')}{' '}
          <Text span c="red" aria-hidden>
            *
          </Text>
        </Text>
        {mode !== 'edit' && templates.length > 0 && (
          <FormSection title={t('challenges.form.template')} hint={t('challenges.form.template_hint')}>
            <Select
              label={t('challenges.fields.template')}
              placeholder={t('challenges.form.template_placeholder')}
              data={templates.map((template) => ({ value: template.id, label: template.name }))}
              value={values.templateId}
              onChange={(templateId) => {
                const template = templates.find((candidate) => candidate.id === templateId);
                if (template) form.setValues(applyTemplate(form.getValues(), template, timeZone));
              }}
              searchable
              nothingFoundMessage={t('global.no_results')}
              maw={480}
            />
          </FormSection>
        )}

        <FormSection title={t('challenges.form.texts')}>
          <TextField label={t('challenges.fields.name')} required withAsterisk control={form} name="name" />
          <TextField
            label={t('challenges.fields.excerpt')}
            description={t('challenges.form.excerpt_hint')}
            control={form}
            name="excerpt"
          />
          <TextareaField
            label={t('challenges.fields.description')}
            autosize
            minRows={4}
            maxRows={12}
            required
            withAsterisk
            control={form}
            name="description"
          />
          <ImageField
            label={t('challenges.fields.image')}
            value={values.image}
            onChange={(image) => form.setFieldValue('image', image)}
            previewAlt={t('challenges.form.image_preview')}
            hint={t('challenges.form.image_hint')}
          />
        </FormSection>

        <FormSection
          title={t('challenges.form.dates')}
          hint={t('challenges.form.time_zone_hint', { zone: format.timeZone(timeZone) })}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField
              label={t('challenges.fields.start_at')}
              type="datetime-local"
              required
              withAsterisk
              description={running ? t('challenges.form.start_locked') : undefined}
              control={form}
              name="startAt"
            />
            <TextField
              label={t('challenges.fields.end_at')}
              type="datetime-local"
              required
              withAsterisk
              control={form}
              name="endAt"
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title={t('challenges.form.individual_goal')} hint={t('challenges.form.individual_goal_hint')}>
          <GoalFieldset form={form} goal="individualGoal" typeLocked={running} />
        </FormSection>

        <FormSection
          title={t('challenges.form.collaborative_goal')}
          hint={t('challenges.form.collaborative_goal_hint')}
        >
          <Switch
            label={t('challenges.form.collaborative_enabled')}
            {...inputs.hasCollaborativeGoal}
            disabled={running && stored?.collaborativeGoalType !== null}
          />
          <Collapse expanded={values.hasCollaborativeGoal}>
            {values.hasCollaborativeGoal && (
              <GoalFieldset
                form={form}
                goal="collaborativeGoal"
                typeLocked={running && stored?.collaborativeGoalType !== null}
              />
            )}
          </Collapse>
        </FormSection>

        <FormSection
          title={t('challenges.form.audience')}
          hint={t(cityWide ? 'challenges.form.audience_hint_city' : `challenges.form.audience_hint_${mode}`)}
        >
          {mode === 'send' && (
            <MultiSelect
              label={t('challenges.fields.organisations')}
              description={t('challenges.form.organisations_hint')}
              placeholder={t('challenges.form.organisations_placeholder')}
              data={organisations}
              searchable
              onSearchChange={onOrganisationsSearch}
              clearable
              hidePickedOptions
              nothingFoundMessage={t('global.no_results')}
              required
              withAsterisk
              {...inputs.sentTo}
              error={translated('sentTo')}
            />
          )}
          {branches.length > 0 && (
            <SelectField
              label={t('challenges.fields.branch')}
              description={t('challenges.form.branch_hint')}
              placeholder={t('challenges.form.all_branches')}
              data={branches}
              clearable
              maw={480}
              control={form}
              name="branchId"
            />
          )}
          {mode !== 'send' && (
            <>
              <ParticipantPicker
                label={t('challenges.fields.include_users')}
                description={t('challenges.form.include_users_hint')}
                value={values.includeUsers}
                onChange={(ids) => form.setFieldValue('includeUsers', ids)}
                error={translated('includeUsers')}
              />
              <ParticipantPicker
                label={t('challenges.fields.exclude_users')}
                description={t('challenges.form.exclude_users_hint')}
                value={values.excludeUsers}
                onChange={(ids) => form.setFieldValue('excludeUsers', ids)}
                error={translated('excludeUsers')}
              />
            </>
          )}
          {values.excludeUsers.length > 0 && (
            <Group gap="sm" wrap="wrap">
              <Text fz="sm">{t('challenges.form.excluded_count', { count: values.excludeUsers.length })}</Text>
              <Button size="xs" variant="subtle" onClick={() => form.setFieldValue('excludeUsers', [])}>
                {t('challenges.form.include_again')}
              </Button>
            </Group>
          )}
        </FormSection>

        <FormSection title={t('challenges.form.options')}>
          <Switch
            label={t('challenges.fields.notify')}
            description={t('challenges.form.notify_hint')}
            {...inputs.notify}
          />
          <Switch
            label={t('challenges.fields.shared')}
            description={t('challenges.form.shared_hint')}
            {...inputs.shared}
          />
        </FormSection>

        <Group justify="flex-end" gap="sm">
          {extraActions}
          {unchanged && (
            <Text fz="sm" c="dimmed">
              {t('challenges.form.unchanged')}
            </Text>
          )}
          {mode === 'send' ? (
            buttons.send
          ) : published ? (
            <Button
              type="submit"
              leftSection={<IconDeviceFloppy size={18} />}
              loading={saving !== null}
              disabled={unchanged}
            >
              {t('challenges.actions.save')}
            </Button>
          ) : (
            <>
              {buttons.saveDraft}
              {buttons.publish}
            </>
          )}
        </Group>
      </Stack>
    </form>
  );
}
