import { Card, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import type { EmissionFactorChange } from '@mobiverte/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state/empty-state';
import { useFormatters } from '@/lib/use-formatters';

type Value = {
  kgPerKm?: number;
  source?: string;
  year?: number;
  startDate?: string;
  endDate?: string;
  changed?: number;
};

/** Who changed what and when: factors, resets, the switch and the recomputations, newest first. */
export function FactorHistory({
  changes,
  total,
  page,
  pageSize,
  onPage,
}: {
  changes: EmissionFactorChange[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const describe = (change: EmissionFactorChange) => {
    const before = (change.oldValue ?? {}) as Value;
    const after = (change.newValue ?? {}) as Value;
    const factor = (value: Value) =>
      value.kgPerKm === undefined
        ? '–'
        : `${format.number(value.kgPerKm, { maximumFractionDigits: 5 })} (${value.source}, ${value.year})`;
    switch (change.action) {
      case 'factor':
      case 'reset':
        return t(`emission_factors.history.${change.action}`, {
          mode: t(`transport_modes.${change.mode}`),
          before: factor(before),
          after: factor(after),
        });
      case 'switch':
        return change.newValue ? t('emission_factors.history.switch_on') : t('emission_factors.history.switch_off');
      case 'recompute':
        return t('emission_factors.history.recompute', {
          range: after.startDate && after.endDate ? format.calendarRange(after.startDate, after.endDate) : '',
          changed: format.number(after.changed ?? 0),
        });
    }
  };
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('emission_factors.history.title')}
        </Title>
        {changes.length === 0 ? (
          <EmptyState title={t('emission_factors.history.empty')} />
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('emission_factors.history.when')}</Table.Th>
                  <Table.Th>{t('emission_factors.history.who')}</Table.Th>
                  <Table.Th>{t('emission_factors.history.what')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {changes.map((change) => (
                  <Table.Tr key={change.id}>
                    <Table.Td>{format.dateTime(change.changedAt)}</Table.Td>
                    <Table.Td>{change.changedBy ?? t('emission_factors.history.deleted_account')}</Table.Td>
                    <Table.Td>{describe(change)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {total > pageSize && (
          <Group justify="space-between">
            <Text fz="sm" c="dimmed">
              {t('table.results', { count: total, formatted: format.number(total) })}
            </Text>
            <Pagination total={Math.ceil(total / pageSize)} value={page} onChange={onPage} size="sm" />
          </Group>
        )}
      </Stack>
    </Card>
  );
}
