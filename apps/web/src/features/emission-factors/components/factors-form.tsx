import { Badge, Button, Card, Group, NumberInput, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import type { CityEmissionFactors, EmissionFactor, EmissionFactorsInput } from '@mobiverte/contracts';
import { emissionFactorSchema } from '@mobiverte/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedAction } from '@/components/confirm-dialog/use-confirmed-action';
import { useFormatters } from '@/lib/use-formatters';

type Row = { mode: EmissionFactor['mode']; kgPerKm: number | string; source: string; year: number | string };

const toRows = (data: CityEmissionFactors): Row[] =>
  data.factors.map(({ mode, kgPerKm, source, year }) => ({ mode, kgPerKm, source, year }));

/** The factors in force, editable by the city's admins, and the switch to per-mode crediting. */
export function FactorsForm({
  data,
  canEdit,
  onSave,
}: {
  data: CityEmissionFactors;
  canEdit: boolean;
  onSave: (input: EmissionFactorsInput) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const run = useConfirmedAction();
  const [rows, setRows] = useState<Row[]>(() => toRows(data));
  const [perMode, setPerMode] = useState(data.perModeSince !== null);
  const defaults = new Map(data.defaults.map((factor) => [factor.mode, factor]));
  const parsed = rows.map((row) =>
    emissionFactorSchema.safeParse({ ...row, kgPerKm: Number(row.kgPerKm), year: Number(row.year) }),
  );
  const invalid = parsed.some((result) => !result.success) || rows.some((row) => row.kgPerKm === '' || row.year === '');
  const change = (index: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const isDefault = (row: Row) => {
    const base = defaults.get(row.mode);
    return (
      !!base && Number(row.kgPerKm) === base.kgPerKm && row.source === base.source && Number(row.year) === base.year
    );
  };
  const save = () =>
    run({
      title: t('emission_factors.save.confirm_title'),
      message: perMode ? t('emission_factors.save.confirm_per_mode') : t('emission_factors.save.confirm_flat'),
      confirmLabel: t('emission_factors.save.submit'),
      success: t('emission_factors.save.success'),
      run: () =>
        onSave({
          perMode,
          factors: parsed.flatMap((result) => (result.success && !isDefault(result.data) ? [result.data] : [])),
        }),
    });

  return (
    <Card withBorder>
      <Stack gap="md">
        <Switch
          checked={perMode}
          disabled={!canEdit}
          onChange={(event) => setPerMode(event.currentTarget.checked)}
          label={t('emission_factors.per_mode.label')}
          description={
            data.perModeSince
              ? t('emission_factors.per_mode.since', { date: format.dateTime(data.perModeSince) })
              : t('emission_factors.per_mode.off')
          }
        />
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('emission_factors.columns.mode')}</Table.Th>
                <Table.Th>{t('emission_factors.columns.kg_per_km')}</Table.Th>
                <Table.Th>{t('emission_factors.columns.source')}</Table.Th>
                <Table.Th>{t('emission_factors.columns.year')}</Table.Th>
                <Table.Th>{t('emission_factors.columns.origin')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => {
                const label = t(`transport_modes.${row.mode}`);
                const base = defaults.get(row.mode)!;
                return (
                  <Table.Tr key={row.mode}>
                    <Table.Td>{label}</Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={t('emission_factors.fields.kg_per_km', { mode: label })}
                        value={row.kgPerKm}
                        onChange={(value) => change(index, { kgPerKm: value })}
                        min={0}
                        max={2}
                        step={0.001}
                        decimalScale={5}
                        decimalSeparator={format.number(1.5).includes(',') ? ',' : '.'}
                        readOnly={!canEdit}
                        w={120}
                        error={parsed[index]!.success ? undefined : true}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={t('emission_factors.fields.source', { mode: label })}
                        value={row.source}
                        onChange={(event) => change(index, { source: event.currentTarget.value })}
                        maxLength={200}
                        readOnly={!canEdit}
                        miw={220}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={t('emission_factors.fields.year', { mode: label })}
                        value={row.year}
                        onChange={(value) => change(index, { year: value })}
                        min={1990}
                        max={2100}
                        allowDecimal={false}
                        thousandSeparator=""
                        readOnly={!canEdit}
                        w={90}
                      />
                    </Table.Td>
                    <Table.Td>
                      {isDefault(row) ? (
                        <Badge variant="light" color="gray">
                          {t('emission_factors.origin.default')}
                        </Badge>
                      ) : (
                        <Group gap={6} wrap="nowrap">
                          <Badge variant="light">{t('emission_factors.origin.custom')}</Badge>
                          {canEdit && (
                            <Button
                              size="compact-xs"
                              variant="subtle"
                              onClick={() =>
                                change(index, { kgPerKm: base.kgPerKm, source: base.source, year: base.year })
                              }
                            >
                              {t('emission_factors.origin.reset')}
                            </Button>
                          )}
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {canEdit ? (
          <Group justify="flex-end">
            {invalid && (
              <Text c="red" fz="sm">
                {t('emission_factors.save.invalid')}
              </Text>
            )}
            <Button onClick={() => void save()} disabled={invalid}>
              {t('emission_factors.save.submit')}
            </Button>
          </Group>
        ) : (
          <Text fz="sm" c="dimmed">
            {t('emission_factors.read_only')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
