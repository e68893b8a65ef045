import { ActionIcon, Group, Image, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { BADGE_MODE_TYPES } from '@mobiverte/contracts';
import { IconArchive, IconArchiveOff, IconAward, IconPencil, IconTrash } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import type { EmptyStateAction } from '@/components/empty-state/empty-state';
import { useFormatters } from '@/lib/use-formatters';
import { badgeNameIn, type Badge } from '@/lib/api/badges';

const column = createColumnHelper<Badge>();

interface BadgesTableProps {
  badges: Badge[];
  loading: boolean;
  /** The archived badges (with when each was archived, and a restore action) rather than those in use. */
  archived: boolean;
  /** False for a co-admin without edit rights: the actions show, disabled. */
  canEdit: boolean;
  emptyAction?: EmptyStateAction;
  onEdit: (badge: Badge) => void;
  /** Archives a badge in use, or restores an archived one. */
  onArchive: (badge: Badge) => void;
  onDelete: (badge: Badge) => void;
}

/**
 * The city's badges in use, or its archived ones: icon and name, type, quantity with its unit, level, points, mode,
 * holders (and when archived); sortable.
 */
export function BadgesTable(props: BadgesTableProps) {
  const { badges, loading, archived, canEdit, emptyAction, onEdit, onArchive, onDelete } = props;
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const columns = useMemo(() => {
    const nameOf = (badge: Badge) => badgeNameIn(badge, i18n.language);
    return [
      column.accessor(nameOf, {
        id: 'name',
        header: () => t('badges.fields.name'),
        meta: { pinned: true },
        cell: (info) => (
          <Group gap="sm" wrap="nowrap">
            {info.row.original.thumbnailUrl ? (
              <Image src={info.row.original.thumbnailUrl} w={32} h={32} radius="sm" alt="" />
            ) : (
              <ThemeIcon variant="light" size={32} radius="sm" aria-hidden>
                <IconAward size={18} />
              </ThemeIcon>
            )}
            <Text fz="sm" fw={600}>
              {info.getValue()}
            </Text>
          </Group>
        ),
      }),
      column.accessor((badge) => t(`badges.types.${badge.type}`), {
        id: 'type',
        header: () => t('badges.fields.type'),
      }),
      column.accessor('quantity', {
        header: () => t('badges.fields.quantity'),
        meta: { align: 'right' },
        cell: (info) => (
          <Text span fz="sm" style={{ whiteSpace: 'nowrap' }}>
            {t(`badges.quantity.${info.row.original.unit}`, {
              count: info.getValue(),
              value: format.number(info.getValue()),
            })}
          </Text>
        ),
      }),
      column.accessor('level', {
        header: () => t('badges.fields.level'),
        meta: { align: 'right' },
        cell: (info) => format.number(info.getValue()),
      }),
      column.accessor('points', {
        header: () => t('badges.fields.points'),
        meta: { align: 'right' },
        cell: (info) => format.number(info.getValue()),
      }),
      column.accessor((badge) => (badge.activityType ? t(`transport_modes.${badge.activityType}`) : ''), {
        id: 'mode',
        header: () => t('badges.fields.mode'),
        meta: { secondary: true },
        cell: (info) => {
          const mode = info.getValue();
          const none = BADGE_MODE_TYPES.includes(info.row.original.type) ? 'badges.all_modes_short' : 'badges.no_mode';
          return (
            <Text span fz="sm" c={mode ? undefined : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
              {mode || t(none)}
            </Text>
          );
        },
      }),
      column.accessor('holders', {
        header: () => t('badges.fields.holders'),
        meta: { align: 'right' },
        cell: (info) => format.number(info.getValue()),
      }),
      ...(archived
        ? [
            column.accessor((badge) => badge.archivedAt ?? '', {
              id: 'archivedAt',
              header: () => t('badges.fields.archived_at'),
              cell: (info) => (info.getValue() ? format.date(info.getValue()) : ''),
            }),
          ]
        : []),
      column.display({
        id: 'actions',
        header: () => t('badges.fields.actions'),
        cell: (info) => {
          const badge = info.row.original;
          const name = nameOf(badge);
          const held = badge.holders > 0;
          const archiveLabel = t(archived ? 'badges.actions.restore' : 'badges.actions.archive', { name });
          return (
            <Group gap={4} wrap="nowrap">
              <Tooltip label={t('badges.actions.edit', { name })}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('badges.actions.edit', { name })}
                  disabled={!canEdit}
                  onClick={() => onEdit(badge)}
                >
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={archiveLabel}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={archiveLabel}
                  disabled={!canEdit}
                  onClick={() => onArchive(badge)}
                >
                  {archived ? <IconArchiveOff size={18} aria-hidden /> : <IconArchive size={18} aria-hidden />}
                </ActionIcon>
              </Tooltip>
              <Tooltip label={held ? t('badges.actions.delete_held') : t('badges.actions.delete', { name })}>
                <ActionIcon
                  variant="subtle"
                  color="red.8"
                  aria-label={t('badges.actions.delete', { name })}
                  disabled={!canEdit || held}
                  onClick={() => onDelete(badge)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          );
        },
      }),
    ];
  }, [t, i18n.language, format, archived, canEdit, onEdit, onArchive, onDelete]);
  return (
    <DataTable
      data={badges}
      columns={columns}
      loading={loading}
      caption={t(archived ? 'badges.list.caption_archived' : 'badges.list.caption')}
      getRowId={(badge) => badge.id}
      emptyTitle={t(archived ? 'badges.list.empty_archived' : 'badges.list.empty')}
      emptyDescription={t(archived ? 'badges.list.empty_archived_hint' : 'badges.list.empty_hint')}
      emptyAction={emptyAction}
      pageSize={25}
    />
  );
}
