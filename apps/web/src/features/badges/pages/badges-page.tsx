import '@mantine/core/styles/SegmentedControl.css';
import { Button, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/confirm-dialog/use-confirm';
import { QueryError } from '@/components/feedback/query-error';
import { PageHeader } from '@/components/page-header/page-header';
import { getErrorMessageKey } from '@/lib/api-error';
import { canUse } from '@/lib/auth/permissions';
import { useMe } from '@/lib/auth/session';
import { useCreateBadge } from '../api/create-badge';
import { useDeleteBadge } from '../api/delete-badge';
import { useBadges, type Badge } from '@/lib/api/badges';
import { useSetBadgeArchived } from '../api/set-badge-archived';
import { useUpdateBadge } from '../api/update-badge';
import { BadgeForm, EMPTY_BADGE, type BadgeFormValues } from '../components/badge-form';
import { BadgesTable } from '../components/badges-table';

type Editing = { kind: 'create' } | { kind: 'edit'; badge: Badge };
type View = 'in_use' | 'archived';
const VIEWS: readonly View[] = ['in_use', 'archived'];

const valuesOf = (badge: Badge): BadgeFormValues => ({
  nameFr: badge.nameFr,
  nameEn: badge.nameEn,
  nameDe: badge.nameDe ?? '',
  type: badge.type,
  quantity: badge.quantity,
  level: badge.level,
  points: badge.points,
  activityType: badge.activityType,
  icon: badge.imageId && badge.thumbnailUrl ? { id: badge.imageId, url: badge.thumbnailUrl } : null,
});

/**
 * The city's badges (spec §2 `/badges`): those in use and the archived ones, each a sortable table; created and
 * changed in a modal; archived, restored and deleted once confirmed.
 */
export function BadgesPage() {
  const { t } = useTranslation();
  const me = useMe();
  const badges = useBadges();
  const create = useCreateBadge();
  const update = useUpdateBadge();
  const remove = useDeleteBadge();
  const setArchived = useSetBadgeArchived();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [view, setView] = useState<View>('in_use');
  const shown = useMemo(() => {
    const all = badges.data ?? [];
    const archived = all.filter((badge) => badge.archivedAt !== null);
    return { in_use: all.filter((badge) => badge.archivedAt === null), archived };
  }, [badges.data]);
  const canEdit = canUse(me, 'badges.write', { cityId: me.cityId });
  const close = () => setEditing(null);
  const openCreate = () => setEditing({ kind: 'create' });
  const onEdit = useCallback((badge: Badge) => setEditing({ kind: 'edit', badge }), []);

  const onDelete = useCallback(
    async (badge: Badge) => {
      const confirmed = await confirm({
        title: t('badges.delete.title'),
        message: t('badges.delete.message', { name: badge.nameFr }),
        confirmLabel: t('badges.delete.confirm'),
        danger: true,
      });
      if (!confirmed) return;
      try {
        await remove.mutateAsync(badge.id);
        notifications.show({ color: 'brand', message: t('badges.delete.success') });
      } catch (error) {
        notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) });
      }
    },
    [confirm, remove, t],
  );

  const onArchive = useCallback(
    async (badge: Badge) => {
      const archive = badge.archivedAt === null;
      const key = archive ? 'archive' : 'restore';
      const confirmed = await confirm({
        title: t(`badges.${key}.title`),
        message: t(`badges.${key}.message`, { name: badge.nameFr, count: badge.holders }),
        confirmLabel: t(`badges.${key}.confirm`),
      });
      if (!confirmed) return;
      try {
        await setArchived.mutateAsync({ id: badge.id, archived: archive });
        notifications.show({ color: 'brand', message: t(`badges.${key}.success`) });
      } catch (error) {
        notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) });
      }
    },
    [confirm, setArchived, t],
  );

  return (
    <Stack gap="lg">
      <PageHeader
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={openCreate} disabled={!canEdit}>
            {t('badges.create.open')}
          </Button>
        }
      />
      <Text size="sm" c="dimmed" maw={860}>
        {t('badges.list.intro')}
      </Text>
      <SegmentedControl
        aria-label={t('badges.list.view')}
        value={view}
        onChange={(value) => setView(value as View)}
        data={VIEWS.map((value) => ({
          value,
          label: badges.data
            ? t(`badges.views.${value}_count`, { count: shown[value].length })
            : t(`badges.views.${value}`),
        }))}
        style={{ alignSelf: 'flex-start' }}
      />
      {badges.isError ? (
        <QueryError error={badges.error} onRetry={() => void badges.refetch()} />
      ) : (
        <BadgesTable
          badges={shown[view]}
          loading={badges.isPending}
          archived={view === 'archived'}
          canEdit={canEdit}
          emptyAction={
            canEdit && view === 'in_use'
              ? { label: t('badges.create.open'), onClick: openCreate, icon: <IconPlus size={18} aria-hidden /> }
              : undefined
          }
          onEdit={onEdit}
          onArchive={(badge) => void onArchive(badge)}
          onDelete={(badge) => void onDelete(badge)}
        />
      )}
      <Modal
        opened={editing !== null}
        onClose={close}
        title={t(editing?.kind === 'edit' ? 'badges.edit.title' : 'badges.create.title')}
        centered
        size="lg"
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        {editing?.kind === 'create' && (
          <BadgeForm
            initialValues={EMPTY_BADGE}
            submitLabel={t('badges.create.submit')}
            pending={create.isPending}
            onSubmit={(body) => create.mutateAsync(body)}
            onSaved={() => {
              notifications.show({ color: 'brand', message: t('badges.create.success') });
              close();
            }}
            onCancel={close}
          />
        )}
        {editing?.kind === 'edit' && (
          <BadgeForm
            initialValues={valuesOf(editing.badge)}
            submitLabel={t('badges.edit.submit')}
            pending={update.isPending}
            onSubmit={(body) => update.mutateAsync({ id: editing.badge.id, body })}
            onSaved={() => {
              notifications.show({ color: 'brand', message: t('badges.edit.success') });
              close();
            }}
            onCancel={close}
          />
        )}
      </Modal>
    </Stack>
  );
}
