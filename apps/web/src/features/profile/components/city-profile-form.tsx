import { SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { PostalCountry } from '@mobiverte/contracts';
import { IconWorld } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstError } from '@/components/form/first-error';
import { FormActions } from '@/components/form/form-actions';
import { HINT_BELOW_INPUT } from '@/components/form/field-binding';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { FormBody } from '@/components/form/read-only';
import { toIntlLocale } from '@/lib/format';
import type { CityProfile } from '../api/get-city-profile';
import { useUpdateCityProfile } from '../api/update-city-profile';
import { useCountryOptions } from '../hooks/use-country-options';
import { useSaveFeedback } from '../hooks/use-save-feedback';
import {
  type CityProfileValues,
  cityProfileValidation,
  mapCityProfileErrors,
  toCityProfileInput,
  toCityProfileValues,
} from '../lib/city-profile-form';
import { filterTimeZones, TIME_ZONES_BY_COUNTRY, timeZoneOptions } from '../lib/time-zones';
import { ProfileSection } from './profile-section';

interface CityProfileFormProps {
  profile: CityProfile;
  /** Co-admins without edit rights see the profile without being able to change it. */
  readOnly: boolean;
}

/** The city's name, contact, location and time zone, checked inline before they are sent. */
export function CityProfileForm({ profile, readOnly }: CityProfileFormProps) {
  const { t, i18n } = useTranslation();
  const countries = useCountryOptions();
  const update = useUpdateCityProfile();
  const form = useForm<CityProfileValues>({
    mode: 'controlled',
    initialValues: toCityProfileValues(profile),
    validate: cityProfileValidation,
    validateInputOnBlur: true,
  });
  const country = form.values.country;
  const locale = toIntlLocale(i18n.language);
  const timeZones = useMemo(() => {
    const names = Object.fromEntries(countries.map(({ value, label }) => [value, label])) as Record<
      PostalCountry,
      string
    >;
    return timeZoneOptions(locale, names, { country, current: profile.timezone });
  }, [countries, locale, country, profile.timezone]);

  /** Picking a country with a single time zone (France, Germany, Belgium, Switzerland) picks that zone too. */
  const changeCountry = (value: string | null) => {
    const next = value as PostalCountry | null;
    form.setFieldValue('country', next);
    const zones = next ? TIME_ZONES_BY_COUNTRY[next] : [];
    if (zones.length === 1 && form.values.timezone !== zones[0]) form.setFieldValue('timezone', zones[0] ?? null);
  };

  const feedback = useSaveFeedback(form, toCityProfileValues, mapCityProfileErrors);
  const submit = form.onSubmit(
    (values) => update.mutate({ cityId: profile.id, body: toCityProfileInput(values) }, feedback),
    focusFirstError,
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('profile.city.form_label')}>
      <FormBody readOnly={readOnly}>
        <Stack gap="lg">
          <ProfileSection title={t('profile.city.section_city')} description={t('profile.city.section_city_hint')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextField
                label={t('profile.city.name')}
                autoComplete="address-level2"
                required
                control={form}
                name="name"
              />
              <TextField
                label={t('profile.city.email')}
                description={t('profile.city.email_hint')}
                inputWrapperOrder={HINT_BELOW_INPUT}
                type="email"
                autoComplete="email"
                required
                control={form}
                name="email"
              />
            </SimpleGrid>
          </ProfileSection>

          <ProfileSection
            title={t('profile.city.section_location')}
            description={t('profile.city.section_location_hint')}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <SelectField
                label={t('profile.city.country')}
                placeholder={t('profile.city.country_placeholder')}
                data={countries}
                allowDeselect={false}
                required
                control={form}
                name="country"
                onChange={changeCountry}
              />
              <TextField
                label={t('profile.city.province')}
                description={t('profile.city.province_hint')}
                inputWrapperOrder={HINT_BELOW_INPUT}
                autoComplete="address-level1"
                control={form}
                name="province"
              />
            </SimpleGrid>
            <SelectField
              label={t('profile.city.timezone')}
              description={t('profile.city.timezone_hint')}
              inputWrapperOrder={HINT_BELOW_INPUT}
              placeholder={t('profile.city.timezone_placeholder')}
              leftSection={<IconWorld size={18} aria-hidden />}
              data={timeZones}
              filter={filterTimeZones}
              searchable
              allowDeselect={false}
              maxDropdownHeight={320}
              nothingFoundMessage={t('global.no_results')}
              required
              control={form}
              name="timezone"
            />
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
