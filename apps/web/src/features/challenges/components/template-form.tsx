import { Button, Collapse, Group, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { focusFirstError } from '@/components/form/first-error';
import { ImageField } from '@/components/form/image-field';
import { NumberField } from '@/components/form/number-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useCreateChallengeTemplate } from '../api/create-challenge-template';
import { mapChallengeError } from '../lib/challenge-form';
import { EMPTY_TEMPLATE, type TemplateFormValues, toTemplateBody, validateTemplateForm } from '../lib/template-form';
import { FormSection } from './form-section';
import { GoalFieldset } from './goal-fieldset';

/** A city's new template: texts, usual duration and goals, which organisations start their challenges from. */
export function TemplateForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateChallengeTemplate();
  const form = useForm<TemplateFormValues>({
    mode: 'controlled',
    initialValues: EMPTY_TEMPLATE,
    validate: validateTemplateForm,
  });
  const values = form.getValues();
  const collaborativeSwitch = form.getInputProps('hasCollaborativeGoal', { type: 'checkbox' });
  const submit = form.onSubmit(
    (submitted) =>
      create.mutate(toTemplateBody(submitted), {
        onSuccess: () => {
          notifications.show({ color: 'brand', message: t('challenges.templates.created') });
          form.reset();
          onDone();
        },
        onError: (error) => {
          const { fields, form: message } = mapChallengeError(error);
          form.setErrors(fields);
          if (message) notifications.show({ color: 'red', message: t(message) });
        },
      }),
    (errors) => {
      notifications.show({ color: 'red', message: t('challenges.save.invalid') });
      focusFirstError(errors);
    },
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormSection title={t('challenges.form.texts')}>
          <TextField label={t('challenges.fields.name')} required withAsterisk control={form} name="name" />
          <TextField label={t('challenges.fields.excerpt')} control={form} name="excerpt" />
          <TextareaField
            label={t('challenges.fields.description')}
            autosize
            minRows={3}
            maxRows={10}
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
            hint={t('challenges.templates.image_hint')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberField
              label={t('challenges.fields.duration_days')}
              description={t('challenges.templates.duration_hint')}
              min={1}
              control={form}
              name="durationDays"
            />
          </SimpleGrid>
        </FormSection>
        <FormSection title={t('challenges.form.individual_goal')}>
          <GoalFieldset form={form} goal="individualGoal" />
        </FormSection>
        <FormSection title={t('challenges.form.collaborative_goal')}>
          <Switch label={t('challenges.form.collaborative_enabled')} {...collaborativeSwitch} />
          <Collapse expanded={values.hasCollaborativeGoal}>
            {values.hasCollaborativeGoal && <GoalFieldset form={form} goal="collaborativeGoal" />}
          </Collapse>
        </FormSection>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} leftSection={<IconDeviceFloppy size={18} />}>
            {t('challenges.templates.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
