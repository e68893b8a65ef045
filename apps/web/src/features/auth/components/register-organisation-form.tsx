import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { NumberField } from '@/components/form/number-field';
import { PasswordField } from '@/components/form/password-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { usePreloadCommonPasswords } from '@/lib/common-passwords';
import { PersonFieldset } from '@/components/form/person-fieldset';
import { personRules } from '@/components/form/fieldset-rules';
import { focusFirstError } from '@/components/form/first-error';
import { LegalAcknowledgements } from '@/components/legal-document/legal-acknowledgements';
import { toLocale } from '@/lib/format';
import {
  validateChecked,
  validateEmail,
  validateNewPassword,
  validateOptionalEmail,
  validatePositiveInteger,
  validateRequired,
} from '@/lib/validation';
import { usePublicCities } from '@/lib/api/cities';
import { useRegisterOrganisation } from '../api/register-organisation';
import { mapRegisterError } from '../lib/register-errors';

interface RegisterValues {
  organisationName: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  contactEmail: string;
  cityId: string | null;
  regionId: string | null;
  employeesCount: number | string;
  acceptTerms: boolean;
  acceptPrivacy: boolean;
}

export function RegisterOrganisationForm() {
  usePreloadCommonPasswords();
  const { t, i18n } = useTranslation();
  const cities = usePublicCities();
  const register = useRegisterOrganisation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RegisterValues>({
    mode: 'controlled',
    initialValues: {
      organisationName: '',
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      contactEmail: '',
      cityId: null,
      regionId: null,
      employeesCount: '',
      acceptTerms: false,
      acceptPrivacy: false,
    },
    validate: {
      organisationName: validateRequired,
      ...personRules(),
      email: validateEmail,
      password: validateNewPassword,
      contactEmail: validateOptionalEmail,
      cityId: validateRequired,
      employeesCount: validatePositiveInteger,
      acceptTerms: (value) => validateChecked(value, 'auth.register.errors.accept_terms'),
      acceptPrivacy: (value) => validateChecked(value, 'auth.register.errors.accept_privacy'),
    },
  });

  const selectedCity = cities.data?.find(({ id }) => id === form.values.cityId);
  const regions = selectedCity?.regions ?? [];

  const selectCity = (cityId: string | null) => {
    form.setFieldValue('cityId', cityId);
    form.setFieldValue('regionId', null);
  };

  const submit = form.onSubmit((values) => {
    setFormError(null);
    register.mutate(
      {
        organisationName: values.organisationName.trim(),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
        contactEmail: values.contactEmail.trim() || undefined,
        cityId: values.cityId ?? '',
        regionId: values.regionId ?? undefined,
        employeesCount: Number(values.employeesCount),
        acceptTerms: values.acceptTerms,
        acceptPrivacy: values.acceptPrivacy,
        locale: toLocale(i18n.language),
      },
      {
        onSuccess: () => notifications.show({ color: 'brand', message: t('auth.register.success') }),
        onError: (error) => {
          const { fields, form: message } = mapRegisterError(error);
          form.setErrors(fields);
          setFormError(message);
        },
      },
    );
  }, focusFirstError);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert messageKey={formError} />
        <TextField
          label={t('fields.organisation_name')}
          autoComplete="organization"
          required
          control={form}
          name="organisationName"
        />
        <PersonFieldset form={form} />
        <TextField
          label={t('fields.login_email')}
          description={t('auth.register.login_email_hint')}
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
        <TextField
          label={t('fields.contact_email')}
          description={t('auth.register.contact_email_hint')}
          type="email"
          autoComplete="off"
          control={form}
          name="contactEmail"
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <SelectField
            label={t('fields.city')}
            placeholder={cities.isPending ? t('global.loading') : t('auth.register.pick_city')}
            data={(cities.data ?? []).map(({ id, name }) => ({ value: id, label: name }))}
            searchable
            required
            nothingFoundMessage={t('global.no_results')}
            control={form}
            name="cityId"
            onChange={selectCity}
          />
          <SelectField
            label={t('fields.region')}
            placeholder={t('auth.register.pick_region')}
            data={regions.map(({ id, name }) => ({ value: id, label: name }))}
            disabled={regions.length === 0}
            clearable
            control={form}
            name="regionId"
          />
        </SimpleGrid>
        {cities.isError && (
          <Text fz="sm" c="red.9" role="alert">
            {t('auth.register.cities_failed')}
          </Text>
        )}
        <NumberField
          label={t('fields.employees_count')}
          min={1}
          required
          maw={240}
          control={form}
          name="employeesCount"
        />
        <LegalAcknowledgements control={form} />
        <Button type="submit" fullWidth size="md" loading={register.isPending} mt="xs">
          {t('auth.register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
