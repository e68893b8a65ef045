import { Alert, Badge, Button, Card, MultiSelect, Radio, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import {
  localDateTimeToInstant,
  NEWS_AUDIENCES,
  NEWS_CATEGORIES,
  NEWS_FIELD_MESSAGES,
  isHttpUrl,
  NEWS_LANGUAGES,
  newsInput,
  newsPlainText,
  withoutEmptyTranslations,
  type NewsLanguage,
} from '@mobiverte/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstError } from '@/components/form/first-error';
import { FormActions } from '@/components/form/form-actions';
import { ImageField, type ImageFieldValue } from '@/components/form/image-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { ScheduleChoice } from '@/components/form/schedule-choice';
import { getErrorMessageKey } from '@/lib/api-error';
import { useOrganisationOptions } from '@/lib/api/users-list';
import { useFormatters } from '@/lib/use-formatters';
import type { NewsInput } from '../api/create-news';
import { RichTextField } from '@/components/rich-text-field/rich-text-field';

const PUBLICATIONS = ['draft', 'now', 'date'] as const;
export type Publication = (typeof PUBLICATIONS)[number];

export interface NewsFormValues {
  category: string | null;
  author: string;
  versions: Record<NewsLanguage, { title: string; body: string }>;
  image: ImageFieldValue | null;
  link: string;
  publication: Publication;
  /** A local date-time of the city (`YYYY-MM-DDTHH:mm`). */
  publishAt: string;
  audience: 'city' | 'organisations';
  organisationIds: string[];
}

interface NewsFormProps {
  initialValues: NewsFormValues;
  timeZone: string;
  submitLabel: string;
  pending: boolean;
  /** False for a new item: it may be saved as it opened (then the rules say what is missing). */
  requireChanges: boolean;
  onSubmit: (input: NewsInput) => Promise<unknown>;
  onCancel: () => void;
}

/** The translation key of each field rule of the contracts, by its message. */
const RULE_KEYS: Record<string, string> = {
  [NEWS_FIELD_MESSAGES.titleRequired]: 'fields.errors.required',
  [NEWS_FIELD_MESSAGES.bodyRequired]: 'fields.errors.required',
  [NEWS_FIELD_MESSAGES.translationIncomplete]: 'news.form.errors.translation_incomplete',
  [NEWS_FIELD_MESSAGES.organisationsRequired]: 'news.form.errors.organisations_required',
};

function toInput(values: NewsFormValues, timeZone: string, now: Date): NewsInput {
  const versions = withoutEmptyTranslations({
    fr: { title: values.versions.fr.title.trim(), body: values.versions.fr.body },
    en: { title: values.versions.en.title.trim(), body: values.versions.en.body },
    de: { title: values.versions.de.title.trim(), body: values.versions.de.body },
  });
  const publishAt =
    values.publication === 'draft'
      ? null
      : values.publication === 'now'
        ? now.toISOString()
        : values.publishAt
          ? localDateTimeToInstant(values.publishAt, timeZone)
          : '';
  return {
    category: (values.category ?? '') as NewsInput['category'],
    author: values.author.trim(),
    versions,
    imageId: values.image?.id ?? null,
    link: values.link.trim() || null,
    publishAt: publishAt as string | null,
    audience: values.audience,
    organisationIds: values.audience === 'organisations' ? values.organisationIds : [],
  };
}

/**
 * The contracts' rules on the form's values, as the form's errors (translation keys by path). The rules across
 * fields run on the whole input, so the simple fields that are missing or malformed are reported here and given a
 * stand-in value for that run: every error shows at once.
 */
function validate(values: NewsFormValues, timeZone: string): FormErrors {
  const errors: FormErrors = {};
  const input = toInput(values, timeZone, new Date());
  if (!input.category) errors.category = 'fields.errors.required';
  if (!input.author) errors.author = 'fields.errors.required';
  if (input.link && !isHttpUrl(input.link)) errors.link = 'news.form.errors.link';
  if (values.publication === 'date' && !values.publishAt) errors.publishAt = 'fields.errors.required';
  const result = newsInput.safeParse({
    ...input,
    category: input.category || NEWS_CATEGORIES[0],
    author: input.author || '-',
    link: errors.link ? null : input.link,
    publishAt: errors.publishAt ? null : input.publishAt,
  });
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (!errors[path]) errors[path] = RULE_KEYS[issue.message] ?? 'fields.errors.required';
  }
  return errors;
}

/** A news item: its category, author, picture, link, audience, publication and its text in French, English, German. */
export function NewsForm({
  initialValues,
  timeZone,
  submitLabel,
  pending,
  requireChanges,
  onSubmit,
  onCancel,
}: NewsFormProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const organisations = useOrganisationOptions();
  const [language, setLanguage] = useState<NewsLanguage>('fr');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<NewsFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => validate(values, timeZone),
  });
  const values = form.getValues();
  const organisationsInput = form.getInputProps('organisationIds' as const);

  const submit = form.onSubmit(
    async (input) => {
      setFailure(null);
      try {
        await onSubmit(toInput(input, timeZone, new Date()));
        form.resetDirty();
      } catch (error) {
        setFailure(t(getErrorMessageKey(error)));
      }
    },
    (errors) => {
      // An error in a translation opens its tab first.
      const tab = NEWS_LANGUAGES.find((code) =>
        Object.keys(errors).some((path) => path.startsWith(`versions.${code}.`)),
      );
      if (tab && !Object.keys(errors).some((path) => path.startsWith(`versions.${language}.`))) setLanguage(tab);
      focusFirstError(errors);
    },
  );

  const versionFilled = (code: NewsLanguage) =>
    values.versions[code].title.trim() !== '' || newsPlainText(values.versions[code].body) !== '';
  const versionErrors = (code: NewsLanguage) =>
    Object.keys(form.errors).some((path) => path.startsWith(`versions.${code}.`));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
            {failure}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" style={{ alignItems: 'start' }}>
          <Card withBorder style={{ gridColumn: 'span 2' }} className="news-text-card">
            <Stack gap="md">
              <Title order={2} fz="h4">
                {t('news.form.text_title')}
              </Title>
              <Tabs
                value={language}
                onChange={(value) => value && setLanguage(value as NewsLanguage)}
                keepMounted={false}
              >
                <Tabs.List>
                  {NEWS_LANGUAGES.map((code) => (
                    <Tabs.Tab
                      key={code}
                      value={code}
                      color={versionErrors(code) ? 'red' : undefined}
                      rightSection={
                        code === 'fr' ? (
                          <Badge size="xs" variant="light">
                            {t('news.form.required_language')}
                          </Badge>
                        ) : versionFilled(code) ? (
                          <Badge size="xs" variant="light" color="gray">
                            {t('news.form.translated')}
                          </Badge>
                        ) : undefined
                      }
                    >
                      {t(`news.languages.${code}`)}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                {NEWS_LANGUAGES.map((code) => (
                  <Tabs.Panel key={code} value={code} pt="md">
                    <Stack gap="md">
                      {code !== 'fr' && (
                        <Text size="sm" c="dimmed">
                          {t('news.form.translation_hint')}
                        </Text>
                      )}
                      <TextField
                        label={t('news.fields.title')}
                        required={code === 'fr'}
                        withAsterisk
                        control={form}
                        name={`versions.${code}.title`}
                        maxLength={160}
                      />
                      <RichTextField
                        label={t('news.fields.body')}
                        required={code === 'fr'}
                        path={`versions.${code}.body`}
                        value={values.versions[code].body}
                        onChange={(html) => form.setFieldValue(`versions.${code}.body`, html)}
                        error={
                          form.errors[`versions.${code}.body`] ? t(String(form.errors[`versions.${code}.body`])) : null
                        }
                      />
                    </Stack>
                  </Tabs.Panel>
                ))}
              </Tabs>
            </Stack>
          </Card>
          <Stack gap="lg">
            <Card withBorder>
              <Stack gap="md">
                <ScheduleChoice
                  title={t('news.form.publication_title')}
                  value={values.publication}
                  choices={PUBLICATIONS}
                  label={(value) => t(`news.form.publication.${value}`)}
                  hint={(value) => t(`news.form.publication_hint.${value}`)}
                  onChange={(value) => form.setFieldValue('publication', value)}
                />
                {values.publication === 'date' && (
                  <TextField
                    label={t('news.fields.publish_at')}
                    description={t('news.form.time_zone_hint', { zone: format.timeZone(timeZone) })}
                    type="datetime-local"
                    required
                    withAsterisk
                    control={form}
                    name="publishAt"
                  />
                )}
              </Stack>
            </Card>
            <Card withBorder>
              <Stack gap="md">
                <Title order={2} fz="h4">
                  {t('news.form.details_title')}
                </Title>
                <SelectField
                  label={t('news.fields.category')}
                  required
                  withAsterisk
                  data={NEWS_CATEGORIES.map((value) => ({ value, label: t(`news.categories.${value}`) }))}
                  control={form}
                  name="category"
                />
                <TextField
                  label={t('news.fields.author')}
                  required
                  withAsterisk
                  control={form}
                  name="author"
                  maxLength={120}
                />
                <TextField
                  label={t('news.fields.link')}
                  description={t('news.form.link_hint')}
                  placeholder={t('news.form.link_placeholder')}
                  type="url"
                  control={form}
                  name="link"
                />
                <ImageField
                  label={t('news.fields.image')}
                  value={values.image}
                  onChange={(image) => form.setFieldValue('image', image)}
                  previewAlt={t('news.form.image_preview')}
                />
              </Stack>
            </Card>
            <Card withBorder>
              <Stack gap="md">
                <Title order={2} fz="h4">
                  {t('news.form.audience_title')}
                </Title>
                <Radio.Group
                  aria-label={t('news.form.audience_title')}
                  value={values.audience}
                  onChange={(value) => form.setFieldValue('audience', value as NewsFormValues['audience'])}
                >
                  <Stack gap="sm">
                    {NEWS_AUDIENCES.map((value) => (
                      <Radio key={value} value={value} label={t(`news.audiences.${value}`)} />
                    ))}
                  </Stack>
                </Radio.Group>
                {values.audience === 'organisations' && (
                  <MultiSelect
                    label={t('news.fields.organisations')}
                    required
                    withAsterisk
                    searchable
                    hidePickedOptions
                    nothingFoundMessage={t('global.no_results')}
                    data={(organisations.data?.organisations ?? []).map((row) => ({ value: row.id, label: row.name }))}
                    data-path="organisationIds"
                    {...organisationsInput}
                    error={form.errors.organisationIds ? t(String(form.errors.organisationIds)) : undefined}
                  />
                )}
              </Stack>
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
