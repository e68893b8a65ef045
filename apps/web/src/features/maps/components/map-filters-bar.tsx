import { Card, Divider, Group, MultiSelect, Select, Stack, Switch, Text } from '@mantine/core';
import { previousRange } from '@mobiverte/contracts';
import { IconBuildingCommunity, IconBike } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOrganisationOptions } from '@/lib/api/users-list';
import { getMapRange, MAP_FILTER_MODES, type MapFilters } from '../lib/map-filters';
import { HoursField } from './hours-field';
import { RangeField } from './range-field';

interface MapFiltersBarProps {
  filters: MapFilters;
  /** Today in the city's time zone. */
  today: string;
  onChange: (filters: MapFilters) => void;
  /** A city narrows to one of its organisations. */
  withOrganisation?: boolean;
  /** The heat map compares two periods. */
  withComparison?: boolean;
  /**
   * The hours and modes of the trips: the postal areas' figures come from the participants' totals, which have
   * neither, so that page leaves them out rather than show filters that change nothing.
   */
  withTripFilters?: boolean;
}

/** Period, hours of the day, modes and (for a city) organisation; on the heat map, a second period to compare. */
export function MapFiltersBar({
  filters,
  today,
  onChange,
  withOrganisation = false,
  withComparison = false,
  withTripFilters = true,
}: MapFiltersBarProps) {
  const { t } = useTranslation();
  const organisations = useOrganisationOptions();
  const shown = getMapRange(filters, today);
  return (
    <Card>
      <Stack gap="sm">
        <RangeField
          value={shown ?? { startDate: filters.startDate ?? today, endDate: filters.endDate ?? today }}
          today={today}
          onChange={(range) => onChange({ ...filters, ...range })}
        />
        <Group align="flex-start" gap="md" wrap="wrap">
          {withTripFilters && (
            <Stack gap={4}>
              <Text component="span" fz="sm" fw={500}>
                {t('maps.filters.hours')}
              </Text>
              <HoursField value={filters.hours} onChange={(hours) => onChange({ ...filters, hours })} />
            </Stack>
          )}
          {withTripFilters && (
            <MultiSelect
              label={t('maps.filters.modes')}
              placeholder={filters.modes.length === 0 ? t('maps.filters.all_modes') : undefined}
              leftSection={<IconBike size={16} aria-hidden />}
              data={MAP_FILTER_MODES.map((mode) => ({ value: mode, label: t(`transport_modes.${mode}`) }))}
              value={filters.modes}
              onChange={(modes) => onChange({ ...filters, modes: modes as MapFilters['modes'] })}
              clearable
              searchable
              w={320}
            />
          )}
          {withOrganisation && (
            <Select
              label={t('maps.filters.organisation')}
              placeholder={t('maps.filters.all_organisations')}
              leftSection={<IconBuildingCommunity size={16} aria-hidden />}
              data={(organisations.data?.organisations ?? []).map(({ id, name }) => ({ value: id, label: name }))}
              value={filters.organisationId}
              onChange={(organisationId) => onChange({ ...filters, organisationId })}
              clearable
              searchable
              nothingFoundMessage={t('maps.filters.no_organisation')}
              w={280}
            />
          )}
        </Group>
        {withComparison && (
          <>
            <Divider />
            <Switch
              label={t('maps.compare.toggle')}
              description={t('maps.compare.hint')}
              checked={filters.compare !== null}
              disabled={!shown}
              onChange={(event) =>
                onChange({ ...filters, compare: event.currentTarget.checked && shown ? previousRange(shown) : null })
              }
            />
            {filters.compare && (
              <RangeField
                value={filters.compare}
                today={today}
                withPresets={false}
                onChange={(compare) => onChange({ ...filters, compare })}
              />
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
