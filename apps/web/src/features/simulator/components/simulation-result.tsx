import { Alert, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-formatters';
import type { Simulation } from '../api/run-simulation';

type Totals = Simulation['happened'];

const FIGURES = ['greenpoints', 'value', 'ghgKg', 'countedTrips'] as const;
const money = (currency: string) =>
  ({ style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }) as const;
const SIDES = ['happened', 'planned'] as const;
const DIFFERENCES = ['greenpoints', 'value', 'ghgKg'] as const;

/** What happened beside what the planned rule would have given, with the difference and who it touches. */
export function SimulationResult({ result }: { result: Simulation }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const show = (figure: (typeof FIGURES)[number], totals: Totals) =>
    figure === 'value'
      ? format.number(totals.value, money(result.currency))
      : figure === 'ghgKg'
        ? t('simulator.result.kg', { value: format.number(totals.ghgKg, { maximumFractionDigits: 1 }) })
        : format.number(totals[figure]);
  const difference = (figure: (typeof FIGURES)[number]) => {
    const delta = result.planned[figure] - result.happened[figure];
    const sign = delta > 0 ? '+' : '';
    if (figure === 'value') {
      return `${sign}${format.number(delta, money(result.currency))}`;
    }
    return `${sign}${format.number(delta, { maximumFractionDigits: 1 })}`;
  };

  if (result.trips === 0) {
    return (
      <Alert icon={<IconInfoCircle size={18} />} title={t('simulator.result.empty_title')} color="gray">
        {t('simulator.result.empty')}
      </Alert>
    );
  }
  return (
    <Stack gap="md" aria-live="polite">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {SIDES.map((side) => (
          <Card key={side} withBorder padding="lg" aria-labelledby={`simulation-${side}`}>
            <Title order={3} size="h4" id={`simulation-${side}`} mb="sm">
              {t(`simulator.result.${side}`)}
            </Title>
            <Stack gap={6}>
              {FIGURES.map((figure) => (
                <Group key={figure} justify="space-between" wrap="nowrap">
                  <Text size="sm" c="dimmed">
                    {t(`simulator.result.figures.${figure}`)}
                  </Text>
                  <Text fw={600} data-figure={`${side}-${figure}`}>
                    {show(figure, result[side])}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Table withTableBorder maw={720} aria-label={t('simulator.result.difference')}>
        <Table.Tbody>
          {DIFFERENCES.map((figure) => (
            <Table.Tr key={figure}>
              <Table.Th scope="row">{t(`simulator.result.difference_of.${figure}`)}</Table.Th>
              <Table.Td>{difference(figure)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row">{t('simulator.result.participants_affected')}</Table.Th>
            <Table.Td>
              <Group gap="xs">
                <Text span fw={600} data-figure="participants-affected">
                  {format.number(result.participantsAffected)}
                </Text>
                <Text span size="sm" c="dimmed">
                  {t('simulator.result.of_participants', { count: result.participants })}
                </Text>
              </Group>
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('simulator.result.trips')}</Table.Th>
            <Table.Td>{format.number(result.trips)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed">
        {t('simulator.result.note')}
      </Text>
    </Stack>
  );
}
