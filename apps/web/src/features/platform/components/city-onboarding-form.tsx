import '@mantine/core/styles/SegmentedControl.css';
import { Button, Input, SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LOCALES, type CityOnboardingResult } from '@mobiverte/contracts';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CityLocationFields } from '@/components/form/city-location-fields';
import { HINT_BELOW_INPUT } from '@/components/form/field-binding';
import { FormSection } from '@/components/form/form-section';
import { focusFirstError } from '@/components/form/first-error';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { PasswordField } from '@/components/form/password-field';
import { PersonFieldset } from '@/components/form/person-fieldset';
import { TextField } from '@/components/form/text-field';
import { toLocale } from '@/lib/format';
import { useOnboardCity } from '../api/onboard-city';
import {
  emptyOnboarding,
  keepSessionToken,
  mapOnboardingError,
  onboardingValidation,
  type OnboardingValues,
  readSessionToken,
  toOnboardingInput,
} from '../lib/onboarding-form';

/** The operator's token, the city, and its first administrator; on success, `onCreated` with what was sent. */
export function CityOnboardingForm({
  onCreated,
}: {
  onCreated: (result: CityOnboardingResult & { cityName: string }) => void;
}) {
  const { t, i18n } = useTranslation();
  const onboard = useOnboardCity();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<OnboardingValues>({
    mode: 'controlled',
    initialValues: emptyOnboarding(readSessionToken(), toLocale(i18n.language)),
    validate: onboardingValidation,
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    const token = values.token.trim();
    keepSessionToken(token);
    const body = toOnboardingInput(values);
    onboard.mutate(
      { token, body },
      {
        onSuccess: (result) => onCreated({ ...result, cityName: body.city.name }),
        onError: (error) => {
          const { fields, form: message } = mapOnboardingError(error);
          form.setErrors(fields);
          setFormError(message);
          focusFirstError(fields);
        },
      },
    );
  }, focusFirstError);

  const locales = LOCALES.map((locale) => ({ value: locale, label: t(`platform.form.locales.${locale}`) }));

  return (
    <form onSubmit={submit} noValidate aria-label={t('platform.form.label')}>
      <Stack gap="xl">
        <FormErrorAlert messageKey={formError} />
        <FormSection title={t('platform.form.section_operator')} description={t('platform.form.section_operator_hint')}>
          <PasswordField
            label={t('platform.form.token')}
            description={t('platform.form.token_hint')}
            inputWrapperOrder={HINT_BELOW_INPUT}
            leftSection={<IconKey size={18} aria-hidden />}
            autoComplete="off"
            spellCheck={false}
            required
            control={form}
            name="token"
          />
        </FormSection>

        <FormSection title={t('platform.form.section_city')} description={t('platform.form.section_city_hint')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextField
              label={t('platform.form.city_name')}
              autoComplete="off"
              required
              control={form}
              name="cityName"
            />
            <TextField
              label={t('platform.form.city_email')}
              description={t('platform.form.city_email_hint')}
              inputWrapperOrder={HINT_BELOW_INPUT}
              type="email"
              autoComplete="off"
              required
              control={form}
              name="cityEmail"
            />
          </SimpleGrid>
          <CityLocationFields
            form={form}
            labels={{
              country: t('platform.form.country'),
              province: t('platform.form.province'),
              provinceHint: t('platform.form.province_hint'),
              timezone: t('platform.form.timezone'),
              timezoneHint: t('platform.form.timezone_hint'),
              timezonePlaceholder: t('platform.form.timezone_placeholder'),
            }}
          />
        </FormSection>

        <FormSection title={t('platform.form.section_admin')} description={t('platform.form.section_admin_hint')}>
          <PersonFieldset form={form} />
          <TextField
            label={t('platform.form.admin_email')}
            description={t('platform.form.admin_email_hint')}
            inputWrapperOrder={HINT_BELOW_INPUT}
            type="email"
            autoComplete="off"
            required
            control={form}
            name="email"
          />
          <Input.Wrapper label={t('platform.form.locale')} description={t('platform.form.locale_hint')}>
            <SegmentedControl
              mt={6}
              data={locales}
              value={form.values.locale}
              onChange={(value) => form.setFieldValue('locale', value as OnboardingValues['locale'])}
              aria-label={t('platform.form.locale')}
            />
          </Input.Wrapper>
        </FormSection>

        <Button type="submit" size="md" loading={onboard.isPending}>
          {t('platform.form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
