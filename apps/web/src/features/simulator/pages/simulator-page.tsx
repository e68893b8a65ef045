import { Alert, Card, Loader, Stack, Text } from '@mantine/core';
import { localDayOf } from '@mobiverte/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { useOrganisationOptions } from '@/lib/api/users-list';
import { getErrorMessageKey } from '@/lib/api-error';
import { useMe } from '@/lib/auth/session';
import { useRunSimulation } from '../api/run-simulation';
import { SimulationForm } from '../components/simulation-form';
import { SimulationResult } from '../components/simulation-result';
import { initialSimulationValues, toSimulationRequest, type SimulationFormValues } from '../lib/simulation-form';

/**
 * `/simulator`: before creating a happy hour or changing the points coefficient, replay a past period's trips
 * under the planned rule and compare with what happened. A city admin chooses the city or one organisation; an
 * organisation admin simulates its own organisation.
 */
export function SimulatorPage() {
  const { t } = useTranslation();
  const me = useMe();
  const isCity = me.role === 'city';
  const options = useOrganisationOptions();
  const simulation = useRunSimulation();
  const [params] = useSearchParams();
  const today = localDayOf(new Date(), me.city.timezone);
  const initialValues = useMemo(() => {
    const values = initialSimulationValues(today, isCity ? 'city' : (me.organisationId ?? ''));
    if (params.get('rule') === 'points_coefficient') values.kind = 'points_coefficient';
    return values;
  }, [today, isCity, me.organisationId, params]);
  const scopes = isCity
    ? [
        { value: 'city', label: t('simulator.fields.whole_city') },
        ...(options.data?.organisations ?? []).map((row) => ({ value: row.id, label: row.name })),
      ]
    : [];
  const submit = (values: SimulationFormValues) => simulation.mutate(toSimulationRequest(values, me.cityId));

  return (
    <Stack gap="lg">
      <PageHeader />
      <Card withBorder padding="lg">
        <SimulationForm
          initialValues={initialValues}
          today={today}
          scopes={scopes}
          pending={simulation.isPending}
          onSubmit={submit}
        />
      </Card>
      {simulation.isPending && (
        <Stack align="center" gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            {t('simulator.result.running')}
          </Text>
        </Stack>
      )}
      {simulation.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {t(getErrorMessageKey(simulation.error))}
        </Alert>
      )}
      {simulation.data && !simulation.isPending && <SimulationResult result={simulation.data} />}
      {!simulation.data && !simulation.isPending && !simulation.isError && (
        <Text size="sm" c="dimmed">
          {t('simulator.result.idle')}
        </Text>
      )}
    </Stack>
  );
}
