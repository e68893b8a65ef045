import { Card, MultiSelect, Radio, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { DateInput } from '@/components/dates/lazy-date-inputs';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstError } from '@/components/form/first-error';
import { FormActions } from '@/components/form/form-actions';
import { NumberField } from '@/components/form/number-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { FormBody, ReadOnlyValue } from '@/components/form/read-only';
import { useFormatters } from '@/lib/use-formatters';
import { useCategories } from '@/lib/api/categories';
import type { ProductAvailability } from '../api/get-products';
import {
  CODE_TYPE_CHOICES,
  DISPLAY_FLAGS,
  mapProductError,
  previewGreenpoints,
  type ProductFormValues,
  productFormValidation,
  TRANSACTION_PERIODS,
} from '../lib/product-form';
import { ProductImagesField } from './product-images-field';
import { RedeemStepsField } from './redeem-steps-field';
import { useUnsavedChanges } from './use-unsaved-changes';

const AVAILABILITIES: ProductAvailability[] = ['available', 'not_available', 'out_of_stock'];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <Stack gap="md">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

interface ProductFormProps<Saved> {
  initialValues: ProductFormValues;
  submitLabel: ReactNode;
  readOnly?: boolean;
  /** A new product may be sent as it opened (its errors then show); an existing one only once changed. */
  isNew?: boolean;
  /** Resolves when saved; a refusal goes under its field or into a toast. */
  onSubmit: (values: ProductFormValues) => Promise<Saved>;
  onSaved: (saved: Saved) => void;
}

/** Every field of a product, in sections: texts, pictures, price and stock, categories, display, steps, codes, limits. */
export function ProductForm<Saved>({
  initialValues,
  submitLabel,
  readOnly = false,
  isNew = false,
  onSubmit,
  onSaved,
}: ProductFormProps<Saved>) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const categories = useCategories();
  const [saving, setSaving] = useState(false);
  const form = useForm<ProductFormValues>({ mode: 'controlled', initialValues, validate: productFormValidation });
  useUnsavedChanges(form.isDirty() && !saving && !readOnly);
  const decimalSeparator = i18n.language.startsWith('en') ? '.' : ',';
  const values = form.getValues();
  const checkbox = (name: keyof ProductFormValues) => form.getInputProps(name, { type: 'checkbox' });
  const inputs = {
    categoryIds: form.getInputProps('categoryIds'),
    maxTransactionsEnabled: checkbox('maxTransactionsEnabled'),
    expirationDate: form.getInputProps('expirationDate'),
    codeType: form.getInputProps('codeType'),
  };

  const submit = form.onSubmit(
    async (submitted) => {
      setSaving(true);
      try {
        const saved = await onSubmit(submitted);
        form.resetDirty(submitted);
        onSaved(saved);
      } catch (error) {
        const { fields, form: message } = mapProductError(error);
        form.setErrors(fields);
        if (message) notifications.show({ color: 'red', title: t('products.save.failure'), message: t(message) });
      } finally {
        setSaving(false);
      }
    },
    (errors) => {
      notifications.show({ color: 'red', message: t('products.save.invalid') });
      focusFirstError(errors);
    },
  );

  const categoryOptions = (categories.data?.data ?? []).map((category) => ({
    value: category.id,
    label: i18n.language.startsWith('fr') ? category.nameFr : category.nameEn,
  }));

  return (
    <form onSubmit={submit} noValidate>
      <FormBody readOnly={readOnly}>
        <Stack gap="lg">
          <Section title={t('products.form.texts')}>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <TextField label={t('products.fields.title_fr')} required maxLength={200} control={form} name="titleFr" />
              <TextField label={t('products.fields.title_en')} required maxLength={200} control={form} name="titleEn" />
              <TextareaField
                label={t('products.fields.body_fr')}
                autosize
                minRows={3}
                maxRows={10}
                control={form}
                name="bodyTextFr"
              />
              <TextareaField
                label={t('products.fields.body_en')}
                autosize
                minRows={3}
                maxRows={10}
                control={form}
                name="bodyTextEn"
              />
              <TextField label={t('products.fields.sku_optional')} control={form} name="sku" />
              <TextField
                label={t('products.fields.product_url_optional')}
                description={t('products.form.product_url_hint')}
                type="url"
                control={form}
                name="productUrl"
              />
            </SimpleGrid>
          </Section>

          <Section title={t('products.form.images')}>
            <ProductImagesField
              images={values.images}
              onChange={(images) => form.setFieldValue('images', images)}
              disabled={readOnly}
            />
          </Section>

          <Section title={t('products.form.price_stock')}>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              <NumberField
                label={t('products.fields.price')}
                required
                min={0}
                decimalSeparator={decimalSeparator}
                control={form}
                name="price"
              />
              <Stack gap={4}>
                <Text fz="sm" fw={500}>
                  {t('products.fields.greenpoints')}
                </Text>
                <Text fz="xl" fw={700} c="brand.8" aria-live="polite" data-testid="greenpoints-preview">
                  {format.number(previewGreenpoints(values.price))}
                </Text>
                <Text fz="xs" c="dimmed">
                  {t('products.form.greenpoints_hint')}
                </Text>
              </Stack>
              <SelectField
                label={t('products.fields.availability')}
                data={AVAILABILITIES.map((value) => ({ value, label: t(`products.availability.${value}`) }))}
                allowDeselect={false}
                control={form}
                name="availability"
              />
              <NumberField label={t('products.fields.stock')} required min={0} control={form} name="stock" />
              <NumberField
                label={t('products.fields.initial_stock')}
                required
                min={0}
                control={form}
                name="initialStock"
              />
              <NumberField
                label={t('products.fields.displaying_order')}
                description={t('products.form.displaying_order_hint')}
                min={0}
                control={form}
                name="displayingOrder"
              />
            </SimpleGrid>
          </Section>

          <Section title={t('products.form.categories_display')}>
            {readOnly ? (
              <>
                <ReadOnlyValue label={t('products.fields.categories')}>
                  {categoryOptions
                    .filter(({ value }) => values.categoryIds.includes(value))
                    .map(({ label }) => label)
                    .join(', ')}
                </ReadOnlyValue>
                <ReadOnlyValue label={t('products.form.display_flags')}>
                  {DISPLAY_FLAGS.filter((flag) => values[flag])
                    .map((flag) => t(`products.flags.${flag}`))
                    .join(', ')}
                </ReadOnlyValue>
              </>
            ) : (
              <>
                <MultiSelect
                  label={t('products.fields.categories')}
                  placeholder={categories.isPending ? t('global.loading') : undefined}
                  description={categories.isError ? t('products.form.categories_unavailable') : undefined}
                  data={categoryOptions}
                  disabled={categories.isError}
                  searchable
                  clearable
                  nothingFoundMessage={t('global.no_results')}
                  {...inputs.categoryIds}
                />
                <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
                  {DISPLAY_FLAGS.map((flag) => (
                    <Switch key={flag} label={t(`products.flags.${flag}`)} {...checkbox(flag)} />
                  ))}
                </SimpleGrid>
              </>
            )}
          </Section>

          <Section title={t('products.form.steps')}>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <RedeemStepsField
                legend={t('products.steps.legend_fr')}
                steps={values.steps}
                onChange={(steps) => form.setFieldValue('steps', steps)}
                error={form.errors.steps as string | undefined}
                disabled={readOnly}
              />
              <RedeemStepsField
                legend={t('products.steps.legend_en')}
                steps={values.stepsEn}
                onChange={(steps) => form.setFieldValue('stepsEn', steps)}
                error={form.errors.stepsEn as string | undefined}
                disabled={readOnly}
              />
            </SimpleGrid>
          </Section>

          <Section title={t('products.form.codes')}>
            {readOnly ? (
              <ReadOnlyValue label={t('products.form.code_type')}>
                {t(`products.code_options.${values.codeType}`)}
              </ReadOnlyValue>
            ) : (
              <Radio.Group
                label={t('products.form.code_type')}
                description={t('products.form.code_type_hint')}
                {...inputs.codeType}
              >
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt="xs">
                  {CODE_TYPE_CHOICES.map((option) => (
                    <Radio key={option} value={option} label={t(`products.code_options.${option}`)} />
                  ))}
                </SimpleGrid>
              </Radio.Group>
            )}
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <TextField
                label={t('products.fields.generic_code_optional')}
                description={t('products.form.generic_code_hint')}
                control={form}
                name="barCode"
              />
              <TextField label={t('products.fields.qr_code_url_optional')} type="url" control={form} name="qrCodeUrl" />
            </SimpleGrid>
          </Section>

          <Section title={t('products.form.limits')}>
            {readOnly ? (
              <ReadOnlyValue label={t('products.form.limit_enabled')}>
                {values.maxTransactionsEnabled
                  ? `${format.number(Number(values.maxTransactionsValue))} · ${t(`products.periods.${values.maxTransactionsPeriod}`)}`
                  : t('products.form.no_limit')}
              </ReadOnlyValue>
            ) : (
              <Switch label={t('products.form.limit_enabled')} {...inputs.maxTransactionsEnabled} />
            )}
            {values.maxTransactionsEnabled && !readOnly && (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <NumberField
                  label={t('products.fields.max_transactions')}
                  min={1}
                  required
                  control={form}
                  name="maxTransactionsValue"
                />
                <SelectField
                  label={t('products.fields.period')}
                  data={TRANSACTION_PERIODS.map((value) => ({ value, label: t(`products.periods.${value}`) }))}
                  allowDeselect={false}
                  control={form}
                  name="maxTransactionsPeriod"
                />
              </SimpleGrid>
            )}
            {readOnly ? (
              <ReadOnlyValue label={t('products.fields.expiration_date_optional')}>
                {values.expirationDate ? format.date(values.expirationDate) : ''}
              </ReadOnlyValue>
            ) : (
              <DateInput
                label={t('products.fields.expiration_date_optional')}
                description={t('products.form.expiration_hint')}
                valueFormat="DD/MM/YYYY"
                clearable
                maw={320}
                {...inputs.expirationDate}
              />
            )}
          </Section>

          <FormActions form={form} submitLabel={submitLabel} loading={saving} requireChanges={!isNew} />
        </Stack>
      </FormBody>
    </form>
  );
}
