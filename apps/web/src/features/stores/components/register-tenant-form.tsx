import { Button, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import {} from '@tabler/icons-react';
import { LOCALES, type Locale } from '@mobiverte/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { AddressFieldset } from '@/components/form/address-fieldset';
import { ContactFieldset } from '@/components/form/contact-fieldset';
import { PersonFieldset } from '@/components/form/person-fieldset';
import { addressRules, contactRules, personRules } from '@/components/form/fieldset-rules';
import { focusFirstError } from '@/components/form/first-error';
import { LegalAcknowledgements } from '@/components/legal-document/legal-acknowledgements';
import { getErrorMessageKey, hasErrorCode } from '@/lib/api-error';
import { toLocale } from '@/lib/format';
import { validateChecked, validateRequired } from '@/lib/validation';
import { usePublicCities } from '@/lib/api/cities';
import { useRegisterTenant } from '../api/register-tenant';
import { URL_PLACEHOLDER } from '../lib/store-form';

interface RegisterTenantValues {
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  postalCode: string;
  website: string;
  cityId: string | null;
  language: Locale;
  acceptTerms: boolean;
  acceptPrivacy: boolean;
}

/** The merchant's registration; `onRegistered` receives the email the confirmation will reach. */
export function RegisterTenantForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t, i18n } = useTranslation();
  const cities = usePublicCities();
  const register = useRegisterTenant();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RegisterTenantValues>({
    mode: 'controlled',
    initialValues: {
      name: '',
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      street: '',
      city: '',
      postalCode: '',
      website: '',
      cityId: null,
      language: toLocale(i18n.language),
      acceptTerms: false,
      acceptPrivacy: false,
    },
    validate: {
      name: validateRequired,
      ...personRules(),
      ...contactRules({ emailRequired: true }),
      ...addressRules(),
      cityId: validateRequired,
      acceptTerms: (value) => validateChecked(value, 'auth.register.errors.accept_terms'),
      acceptPrivacy: (value) => validateChecked(value, 'auth.register.errors.accept_privacy'),
    },
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    const optional = (value: string) => value.trim() || null;
    register.mutate(
      {
        name: values.name.trim(),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        phone: optional(values.phone),
        street: optional(values.street),
        city: optional(values.city),
        postalCode: optional(values.postalCode),
        website: optional(values.website),
        cityId: values.cityId ?? '',
        language: values.language,
        acceptTerms: values.acceptTerms,
        acceptPrivacy: values.acceptPrivacy,
      },
      {
        onSuccess: () => onRegistered(values.email.trim()),
        onError: (error) => {
          if (hasErrorCode(error, 'email_already_exists')) form.setFieldError('email', 'errors.email_already_exists');
          else if (hasErrorCode(error, 'terms_not_accepted'))
            form.setFieldError('acceptTerms', 'auth.register.errors.accept_terms');
          else if (hasErrorCode(error, 'validation_failed') && error.details.some((d) => d.path.includes('website')))
            form.setFieldError('website', 'stores.register.invalid_website');
          else setFormError(getErrorMessageKey(error));
        },
      },
    );
  }, focusFirstError);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert messageKey={formError} />
        <TextField
          label={t('stores.fields.business_name')}
          autoComplete="organization"
          required
          control={form}
          name="name"
        />
        <PersonFieldset form={form} />
        <ContactFieldset form={form} emailLabel={t('fields.login_email')} emailRequired />
        <AddressFieldset form={form} />
        <TextField
          label={t('stores.fields.website')}
          type="url"
          placeholder={URL_PLACEHOLDER}
          control={form}
          name="website"
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <SelectField
            label={t('stores.register.programme_city')}
            placeholder={cities.isPending ? t('global.loading') : t('auth.register.pick_city')}
            data={(cities.data ?? []).map(({ id, name }) => ({ value: id, label: name }))}
            searchable
            required
            nothingFoundMessage={t('global.no_results')}
            control={form}
            name="cityId"
          />
          <SelectField
            label={t('stores.register.language')}
            data={LOCALES.map((locale) => ({ value: locale, label: t(`stores.register.languages.${locale}`) }))}
            allowDeselect={false}
            required
            control={form}
            name="language"
          />
        </SimpleGrid>
        <LegalAcknowledgements control={form} />
        <Button type="submit" fullWidth size="md" loading={register.isPending} mt="xs">
          {t('stores.register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
