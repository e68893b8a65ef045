import { Avatar, Group, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LOCALES, type PostalCountry } from '@mobiverte/contracts';
import { useTranslation } from 'react-i18next';
import { focusFirstError } from '@/components/form/first-error';
import { FormActions } from '@/components/form/form-actions';
import { HINT_BELOW_INPUT } from '@/components/form/field-binding';
import { NumberField } from '@/components/form/number-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { FormBody } from '@/components/form/read-only';
import { AddressFieldset } from '@/components/form/address-fieldset';
import { PersonFieldset } from '@/components/form/person-fieldset';
import { LANGUAGE_NAMES } from '@/lib/i18n';
import { toRegionOptions, useRegions } from '@/lib/regions';
import type { OrganisationProfile } from '../api/get-organisation-profile';
import { useUpdateOrganisationProfile } from '../api/update-organisation-profile';
import { useCountryOptions } from '@/lib/use-country-options';
import { useSaveFeedback } from '../hooks/use-save-feedback';
import {
  COORDINATOR_NAMES,
  DEFAULT_COUNTRY,
  mapProfileErrors,
  POSTAL_CODE_ERROR,
  POSTAL_CODE_EXAMPLES,
  profileValidation,
  type ProfileValues,
  toProfileInput,
  toProfileValues,
} from '../lib/profile-form';
import { ProfileSection } from './profile-section';

interface OrganisationProfileFormProps {
  profile: OrganisationProfile;
  /** Co-admins without edit rights see the profile without being able to change it. */
  readOnly: boolean;
}

/** Every field of the organisation's profile, checked inline before it is sent. */
export function OrganisationProfileForm({ profile, readOnly }: OrganisationProfileFormProps) {
  const { t, i18n } = useTranslation();
  const regions = useRegions();
  const countries = useCountryOptions();
  const update = useUpdateOrganisationProfile();
  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: toProfileValues(profile),
    validate: profileValidation,
    validateInputOnBlur: true,
  });
  const country: PostalCountry = form.values.country ?? DEFAULT_COUNTRY;
  const countryName = countries.find(({ value }) => value === country)?.label ?? country;

  const feedback = useSaveFeedback(form, toProfileValues, mapProfileErrors);
  const submit = form.onSubmit(
    (values) => update.mutate({ organisationId: profile.id, body: toProfileInput(values) }, feedback),
    focusFirstError,
  );

  const changeCountry = (value: string | null) => {
    form.setFieldValue('country', value as PostalCountry | null);
    if (form.values.postalCode.trim() !== '') form.validateField('postalCode');
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('profile.form.label')}>
      <FormBody readOnly={readOnly}>
        <Stack gap="lg">
          <ProfileSection title={t('profile.form.organisation')} description={t('profile.form.organisation_hint')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextField
                label={t('fields.organisation_name')}
                autoComplete="organization"
                required
                control={form}
                name="name"
              />
              <NumberField
                label={t('fields.employees_count')}
                description={t('profile.form.employees_hint')}
                inputWrapperOrder={HINT_BELOW_INPUT}
                min={1}
                required
                control={form}
                name="employeesCount"
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextareaField
                label={t('profile.fields.description_fr')}
                autosize
                minRows={3}
                maxRows={8}
                lang="fr"
                required
                control={form}
                name="descriptionFr"
              />
              <TextareaField
                label={t('profile.fields.description_en')}
                autosize
                minRows={3}
                maxRows={8}
                lang="en"
                required
                control={form}
                name="descriptionEn"
              />
            </SimpleGrid>
            <Group gap="md" align="center" wrap="nowrap">
              <Avatar
                src={form.values.logoUrl.trim() || null}
                size={52}
                radius="md"
                color="brand"
                alt={t('profile.fields.logo_alt', { name: form.values.name })}
              >
                {form.values.name.trim().charAt(0).toUpperCase()}
              </Avatar>
              <TextField
                label={t('profile.fields.logo_url')}
                description={t('profile.form.logo_hint')}
                inputWrapperOrder={HINT_BELOW_INPUT}
                placeholder={t('profile.form.logo_placeholder')}
                type="url"
                inputMode="url"
                style={{ flex: 1 }}
                control={form}
                name="logoUrl"
              />
            </Group>
          </ProfileSection>

          <ProfileSection title={t('profile.form.contact')} description={t('profile.form.contact_hint')}>
            <PersonFieldset
              form={form}
              names={COORDINATOR_NAMES}
              labels={{
                firstName: t('profile.fields.coordinator_first_name'),
                lastName: t('profile.fields.coordinator_last_name'),
              }}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextField
                label={t('profile.fields.contact_email')}
                description={t('profile.form.contact_email_hint')}
                inputWrapperOrder={HINT_BELOW_INPUT}
                type="email"
                autoComplete="email"
                required
                control={form}
                name="contactEmail"
              />
              <TextField
                label={t('fields.login_email')}
                description={t('profile.form.login_email_hint')}
                inputWrapperOrder={HINT_BELOW_INPUT}
                value={profile.email}
                readOnly
                variant="filled"
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <SelectField
                label={t('profile.fields.language')}
                description={t('profile.form.language_hint')}
                inputWrapperOrder={HINT_BELOW_INPUT}
                data={LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }))}
                allowDeselect={false}
                required
                control={form}
                name="language"
              />
            </SimpleGrid>
          </ProfileSection>

          <ProfileSection title={t('profile.form.address')} description={t('profile.form.address_hint')}>
            <AddressFieldset
              form={form}
              postalCodeRequired
              postalCodeProps={{
                placeholder: POSTAL_CODE_EXAMPLES[country],
                ...(form.errors.postalCode === POSTAL_CODE_ERROR && {
                  error: <>{t(POSTAL_CODE_ERROR, { country: countryName, example: POSTAL_CODE_EXAMPLES[country] })}</>,
                }),
              }}
            >
              <SelectField
                label={t('profile.fields.country')}
                placeholder={t('profile.form.country_placeholder')}
                data={countries}
                clearable
                control={form}
                name="country"
                onChange={changeCountry}
              />
            </AddressFieldset>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <SelectField
                label={t('fields.region')}
                placeholder={regions.isPending ? t('global.loading') : t('profile.form.region_placeholder')}
                data={toRegionOptions(regions.data, i18n.language)}
                searchable
                required
                nothingFoundMessage={t('global.no_results')}
                control={form}
                name="regionId"
              />
              <TextField
                label={t('profile.fields.programme_city')}
                description={t('profile.form.programme_city_hint')}
                inputWrapperOrder={HINT_BELOW_INPUT}
                value={profile.cityName}
                readOnly
                variant="filled"
              />
            </SimpleGrid>
          </ProfileSection>

          <FormActions
            form={form}
            submitLabel={t('profile.form.submit')}
            resetLabel={t('profile.form.reset')}
            loading={update.isPending}
          />
        </Stack>
      </FormBody>
    </form>
  );
}
