import { Alert, Card, Stack, Text } from '@mantine/core';
import { type CalendarPeriod, type DayRange, periodKeyRange } from '@mobiverte/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CorridorMap } from '../components/corridor-map';
import { HoursField } from '../components/hours-field';

/** The dashboard's period, as its statistics ask for it. */
export interface DashboardPeriod {
  period: string;
  periodKey?: string;
  startDate?: string;
  endDate?: string;
}

const CALENDAR: readonly string[] = ['week', 'month', 'year'];

/** The days of the dashboard's period; null for a challenge (its participants, not a map's). */
export function dashboardRange({ period, periodKey, startDate, endDate }: DashboardPeriod): DayRange | null {
  if (CALENDAR.includes(period) && periodKey) return periodKeyRange(period as CalendarPeriod, periodKey);
  if (period === 'range' && startDate && endDate) return { startDate, endDate };
  return null;
}

/**
 * The organisation dashboard's map tab: its own participants' corridors over the dashboard's period, with the
 * same privacy threshold as the city's map (never a single participant's trip). Loaded only when the tab opens.
 */
export function OrganisationMapPanel({ organisationId, params }: { organisationId: string; params: DashboardPeriod }) {
  const { t } = useTranslation();
  const [hours, setHours] = useState<string | null>(null);
  const range = dashboardRange(params);
  if (!range && params.period === 'challenges')
    return (
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={20} />}>
        {t('maps.organisation.no_challenge')}
      </Alert>
    );
  return (
    <Card>
      <Stack gap="sm">
        <Text c="dimmed" fz="sm">
          {t('maps.organisation.intro')}
        </Text>
        <Stack gap={4}>
          <Text component="span" fz="sm" fw={500}>
            {t('maps.filters.hours')}
          </Text>
          <HoursField value={hours} onChange={setHours} />
        </Stack>
        <CorridorMap
          scope={{ organisationId }}
          range={range}
          filters={{ hours, modes: [], organisationId: null }}
          name="organisation-corridors"
          height={460}
        />
      </Stack>
    </Card>
  );
}
