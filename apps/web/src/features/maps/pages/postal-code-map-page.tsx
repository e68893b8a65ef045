import { Group, Stack, Text } from '@mantine/core';
import type { FeatureCollection } from 'geojson';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header/page-header';
import { SegmentedChoice } from '@/components/segmented/segmented-choice';
import { useMe } from '@/lib/auth/session';
import { useFormatters } from '@/lib/use-formatters';
import { usePostalAreas } from '../api/get-postal-areas';
import { useMapConfig } from '../api/get-map-config';
import { MapCanvas } from '@/components/map/map-canvas';
import { MapFiltersBar } from '../components/map-filters-bar';
import { MapCorner, MapLegend } from '@/components/map/map-legend';
import { stepEntries } from '../lib/color-scales';
import { MapPageFrame } from '../components/map-page-frame';
import { MapEmptyNote, MapLoadingBadge } from '@/components/map/map-status';
import { PostalAreasTable } from '../components/postal-areas-table';
import { PostalAreasUpload } from '../components/postal-areas-upload';
import { PrivacyNote } from '../components/privacy-note';
import { useMapUrlState } from '../hooks/use-map-url-state';
import { useStepLabel } from '../components/use-step-label';
import { CHOROPLETH_COLORS, legendSteps, quantileBreaks, SUPPRESSED_COLOR } from '../lib/color-scales';
import { boundsOf } from '@/components/map/map-bounds';
import { HATCH_IMAGE, postalOverlay } from '../lib/map-layers';
import { getMapRange, toMapQuery } from '../lib/map-filters';
import { hatchPattern } from '@/components/map/offline-style';
import { POSTAL_MEASURES, type PostalMeasure, readPostalMeasure, toPostalRows } from '../lib/postal-measures';

const IMAGES = { [HATCH_IMAGE]: hatchPattern() };

/** `/postalCodeMap`: participants and their figures by the postal area of their home, and the areas' upload. */
export function PostalCodeMapPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const me = useMe();
  const cityId = me.cityId ?? '';
  const { filters, today, setFilters, search, setParam } = useMapUrlState();
  const measure = readPostalMeasure(search.get('measure'));
  const config = useMapConfig();
  const range = getMapRange(filters, today);
  const postal = usePostalAreas(range ? toMapQuery(filters, { cityId }, range) : null);
  const areas = (postal.data?.areas as FeatureCollection | undefined) ?? null;
  const rows = useMemo(() => toPostalRows(areas?.features ?? []), [areas]);
  const values = rows.flatMap((row) => (row.figures ? [row.figures[measure]] : []));
  const steps = legendSteps(quantileBreaks(values), CHOROPLETH_COLORS);
  const overlay = useMemo(
    () => postalOverlay(areas ?? { type: 'FeatureCollection', features: [] }, measure, steps),
    // the steps follow the areas and the measure
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [areas, measure],
  );
  const showValue: Record<PostalMeasure, (value: number) => string> = {
    participants: (value) => format.number(value),
    activeShare: (value) => format.percent(value),
    ghgAvoidedKg: (value) => t('maps.postal.kg', { value: format.number(value, { maximumFractionDigits: 0 }) }),
  };
  const stepLabel = useStepLabel(showValue[measure]);
  const minParticipants = postal.data?.minParticipants ?? config.data?.minParticipants ?? 5;
  const nothingUploaded = postal.data && postal.data.areas.features.length === 0;

  return (
    <Stack gap="lg">
      <PageHeader />
      <MapFiltersBar filters={filters} today={today} onChange={setFilters} withOrganisation withTripFilters={false} />
      <Group justify="space-between" wrap="wrap">
        <SegmentedChoice
          aria-label={t('maps.postal.measure')}
          value={measure}
          onChange={(next) => setParam('measure', next === 'participants' ? null : next)}
          data={POSTAL_MEASURES.map((value) => ({ value, label: t(`maps.postal.measures.${value}`) }))}
        />
        {postal.data?.uploadedAt && (
          <Text fz="sm" c="dimmed">
            {t('maps.postal.uploaded', {
              date: format.date(postal.data.uploadedAt),
              property: postal.data.codeProperty ?? '',
            })}
          </Text>
        )}
      </Group>
      <MapPageFrame config={config} range={range} errors={[postal]}>
        {(mapConfig) => (
          <Stack gap="sm">
            <MapCanvas
              config={mapConfig}
              basemapAreas={null}
              overlay={overlay}
              images={IMAGES}
              name="postal-areas"
              label={t('maps.postal.label')}
              bounds={areas ? boundsOf([areas]) : null}
            >
              {postal.isFetching && <MapLoadingBadge />}
              {nothingUploaded && (
                <MapEmptyNote title={t('maps.postal.no_areas')} text={t('maps.postal.no_areas_hint')} />
              )}
              {rows.length > 0 && (
                <MapCorner>
                  <MapLegend
                    title={t(`maps.postal.measures.${measure}`)}
                    entries={[
                      ...stepEntries(steps, stepLabel),
                      {
                        key: 'hidden',
                        color: SUPPRESSED_COLOR,
                        hatched: true,
                        label: t('maps.postal.below_threshold', { count: minParticipants }),
                      },
                    ]}
                  />
                </MapCorner>
              )}
            </MapCanvas>
            {postal.data && (
              <PrivacyNote kind="areas" hidden={postal.data.suppressedAreas} minParticipants={minParticipants} />
            )}
          </Stack>
        )}
      </MapPageFrame>
      {rows.length > 0 && <PostalAreasTable rows={rows} minParticipants={minParticipants} />}
      <PostalAreasUpload cityId={cityId} currentAreas={postal.data ? postal.data.areas.features.length : null} />
    </Stack>
  );
}
