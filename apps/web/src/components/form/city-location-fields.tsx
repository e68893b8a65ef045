import { SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { PostalCountry } from '@mobiverte/contracts';
import { singleTimeZoneOf } from '@/lib/time-zones';
import { useCountryOptions } from '@/lib/use-country-options';
import { HINT_BELOW_INPUT } from './field-binding';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import { TimeZoneField } from './time-zone-field';

export interface CityLocationValues {
  country: PostalCountry | null;
  province: string;
  timezone: string | null;
}

export interface CityLocationLabels {
  country: string;
  countryPlaceholder?: string;
  province: string;
  provinceHint: string;
  timezone: string;
  timezoneHint: string;
  timezonePlaceholder: string;
}

/**
 * A city's country, province and time zone (the fields `country`, `province`, `timezone` of the form). Picking
 * a country with a single time zone (France, Germany, Belgium, Switzerland) picks that zone too.
 */
export function CityLocationFields<Values extends CityLocationValues>({
  form,
  labels,
  currentTimeZone,
}: {
  form: UseFormReturnType<Values>;
  labels: CityLocationLabels;
  /** The stored zone, kept as an option even when no list has it. */
  currentTimeZone?: string;
}) {
  const countries = useCountryOptions();
  const location = form as unknown as UseFormReturnType<CityLocationValues>;
  const changeCountry = (value: string | null) => {
    const next = value as PostalCountry | null;
    location.setFieldValue('country', next);
    const zone = singleTimeZoneOf(next);
    if (zone && location.values.timezone !== zone) location.setFieldValue('timezone', zone);
  };
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SelectField
          label={labels.country}
          placeholder={labels.countryPlaceholder}
          data={countries}
          allowDeselect={false}
          required
          control={location}
          name="country"
          onChange={changeCountry}
        />
        <TextField
          label={labels.province}
          description={labels.provinceHint}
          inputWrapperOrder={HINT_BELOW_INPUT}
          autoComplete="address-level1"
          control={location}
          name="province"
        />
      </SimpleGrid>
      <TimeZoneField
        label={labels.timezone}
        description={labels.timezoneHint}
        inputWrapperOrder={HINT_BELOW_INPUT}
        placeholder={labels.timezonePlaceholder}
        country={location.values.country}
        current={currentTimeZone}
        required
        control={location}
        name="timezone"
      />
    </>
  );
}
