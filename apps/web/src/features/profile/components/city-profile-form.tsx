import { SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { focusFirstError } from '@/components/form/first-error';
import { CityLocationFields } from '@/components/form/city-location-fields';
import { FormActions } from '@/components/form/form-actions';
import { HINT_BELOW_INPUT } from '@/components/form/field-binding';
import { TextField } from '@/components/form/text-field';
import { FormBody } from '@/components/form/read-only';
import type { CityProfile } from '../api/get-city-profile';
import { useUpdateCityProfile } from '../api/update-city-profile';
import { useSaveFeedback } from '../hooks/use-save-feedback';
import {
  type CityProfileValues,
  cityProfileValidation,
  mapCityProfileErrors,
  toCityProfileInput,
  toCityProfileValues,
} from '../lib/city-profile-form';
import { ProfileSection } from './profile-section';

interface CityProfileFormProps {
  profile: CityProfile;
  /** Co-admins without edit rights see the profile without being able to change it. */
  readOnly: boolean;
}

/** The city's name, contact, location and time zone, checked inline before they are sent. */
export function CityProfileForm({ profile, readOnly }: CityProfileFormProps) {
  const { t } = useTranslation();
  const update = useUpdateCityProfile();
  const form = useForm<CityProfileValues>({
    mode: 'controlled',
    initialValues: toCityProfileValues(profile),
    validate: cityProfileValidation,
    validateInputOnBlur: true,
  });
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
            <CityLocationFields
              form={form}
              currentTimeZone={profile.timezone}
              labels={{
                country: t('profile.city.country'),
                countryPlaceholder: t('profile.city.country_placeholder'),
                province: t('profile.city.province'),
                provinceHint: t('profile.city.province_hint'),
                timezone: t('profile.city.timezone'),
                timezoneHint: t('profile.city.timezone_hint'),
                timezonePlaceholder: t('profile.city.timezone_placeholder'),
              }}
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
