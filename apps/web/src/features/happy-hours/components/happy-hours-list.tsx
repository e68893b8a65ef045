import { ActionIcon, Badge, Card, Group, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { HappyHourState } from '@mobiverte/contracts';
import { IconBolt, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, type EmptyStateAction } from '@/components/empty-state/empty-state';
import { useFormatters } from '@/lib/use-formatters';
import type { HappyHour } from '../api/get-happy-hours';

const SECTIONS: readonly HappyHourState[] = ['current', 'upcoming', 'past'];
const STATE_COLORS: Record<HappyHourState, string> = { current: 'brand', upcoming: 'blue', past: 'gray' };

interface HappyHoursListProps {
  happyHours: readonly HappyHour[];
  loading: boolean;
  /** False for a co-admin without edit rights: the actions show, disabled. */
  canEdit: boolean;
  emptyAction?: EmptyStateAction;
  onEdit: (happyHour: HappyHour) => void;
  onDelete: (happyHour: HappyHour) => void;
}

/** The city's happy hours by state (under way, upcoming, past: newest first), in the city's time zone. */
export function HappyHoursList({ happyHours, loading, canEdit, emptyAction, onEdit, onDelete }: HappyHoursListProps) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('happy_hours.list.loading')}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} h={84} radius="md" />
        ))}
      </Stack>
    );
  }
  if (happyHours.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<IconBolt size={28} aria-hidden />}
          title={t('happy_hours.list.empty')}
          text={t('happy_hours.list.empty_hint')}
          action={emptyAction}
        />
      </Card>
    );
  }
  return (
    <Stack gap="lg">
      {SECTIONS.map((state) => {
        const rows = happyHours.filter((row) => row.state === state);
        if (rows.length === 0) return null;
        const ordered = state === 'past' ? [...rows].reverse() : rows;
        return (
          <Stack key={state} gap="xs" component="section" aria-labelledby={`happy-hours-${state}`}>
            <Title order={2} size="h4" id={`happy-hours-${state}`}>
              {t(`happy_hours.sections.${state}`)} ({rows.length})
            </Title>
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {ordered.map((row) => (
                <HappyHourItem key={row.id} happyHour={row} canEdit={canEdit} onEdit={onEdit} onDelete={onDelete} />
              ))}
            </Stack>
          </Stack>
        );
      })}
    </Stack>
  );
}

function HappyHourItem({
  happyHour,
  canEdit,
  onEdit,
  onDelete,
}: {
  happyHour: HappyHour;
  canEdit: boolean;
  onEdit: (happyHour: HappyHour) => void;
  onDelete: (happyHour: HappyHour) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const past = happyHour.state === 'past';
  const scope = happyHour.organisationName
    ? happyHour.branchName
      ? `${happyHour.organisationName} · ${happyHour.branchName}`
      : happyHour.organisationName
    : t('happy_hours.whole_city');
  const modes = happyHour.activityTypes
    ? happyHour.activityTypes.map((mode) => t(`transport_modes.${mode}`)).join(', ')
    : t('happy_hours.all_modes');
  const editLabel = t(happyHour.state === 'current' ? 'happy_hours.actions.move_end' : 'happy_hours.actions.edit', {
    name: happyHour.name,
  });
  const deleteLabel = t('happy_hours.actions.delete', { name: happyHour.name });
  const sameDay = format.date(happyHour.startAt) === format.date(happyHour.endAt);
  const windowText = sameDay
    ? t('happy_hours.window_same_day', {
        day: format.date(happyHour.startAt),
        start: format.clockTime(new Date(happyHour.startAt)),
        end: format.clockTime(new Date(happyHour.endAt)),
      })
    : t('happy_hours.window', { start: format.dateTime(happyHour.startAt), end: format.dateTime(happyHour.endAt) });
  return (
    <Card component="li" withBorder padding="md" data-testid="happy-hour" opacity={past ? 0.8 : 1}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{happyHour.name}</Text>
            <Badge color={STATE_COLORS[happyHour.state]} variant="light">
              {t(`happy_hours.states.${happyHour.state}`)}
            </Badge>
            <Badge
              color="orange"
              variant="filled"
              aria-label={t('happy_hours.multiplier_label', { value: format.number(happyHour.multiplier) })}
            >
              ×{format.number(happyHour.multiplier)}
            </Badge>
          </Group>
          <Text size="sm">{windowText}</Text>
          <Text size="sm" c="dimmed">
            {t('happy_hours.details', { modes, scope })}
          </Text>
        </Stack>
        {!past && (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={editLabel}>
              <ActionIcon variant="subtle" aria-label={editLabel} disabled={!canEdit} onClick={() => onEdit(happyHour)}>
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={happyHour.state === 'current' ? t('happy_hours.actions.delete_locked') : deleteLabel}>
              <ActionIcon
                variant="subtle"
                color="red.8"
                aria-label={deleteLabel}
                disabled={!canEdit || happyHour.state === 'current'}
                onClick={() => onDelete(happyHour)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Group>
    </Card>
  );
}
