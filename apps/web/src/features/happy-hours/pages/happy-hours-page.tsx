import '@mantine/core/styles/SegmentedControl.css';
import { Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { instantToLocalDateTime } from '@mobiverte/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirm } from '@/components/confirm-dialog/use-confirm';
import { QueryError } from '@/components/feedback/query-error';
import { PageHeader } from '@/components/page-header/page-header';
import { paths } from '@/config/paths';
import { getErrorMessageKey } from '@/lib/api-error';
import { canUse } from '@/lib/auth/permissions';
import { useMe } from '@/lib/auth/session';
import { useFormatters } from '@/lib/use-formatters';
import { useCreateHappyHour } from '../api/create-happy-hour';
import { useDeleteHappyHour } from '../api/delete-happy-hour';
import { useHappyHours, type HappyHour } from '../api/get-happy-hours';
import { useUpdateHappyHour } from '../api/update-happy-hour';
import { HappyHourForm, type HappyHourFormValues } from '../components/happy-hour-form';
import { HappyHoursCalendar } from '../components/happy-hours-calendar';
import { HappyHoursList } from '../components/happy-hours-list';

type Editing = { kind: 'create' } | { kind: 'edit'; happyHour: HappyHour };
const VIEWS = ['list', 'calendar'] as const;
type View = (typeof VIEWS)[number];

/** A new happy hour's defaults: next Monday (or the next day) from 7 to 9 a.m., city time, ×2, every mode. */
function defaults(timeZone: string): HappyHourFormValues {
  const tomorrow = instantToLocalDateTime(new Date(Date.now() + 86_400_000), timeZone).slice(0, 10);
  return {
    name: '',
    startAt: `${tomorrow}T07:00`,
    endAt: `${tomorrow}T09:00`,
    multiplier: 2,
    activityTypes: [],
    organisationId: null,
    branchId: null,
  };
}

function valuesOf(happyHour: HappyHour, timeZone: string): HappyHourFormValues {
  return {
    name: happyHour.name,
    startAt: instantToLocalDateTime(happyHour.startAt, timeZone),
    endAt: instantToLocalDateTime(happyHour.endAt, timeZone),
    multiplier: happyHour.multiplier,
    activityTypes: happyHour.activityTypes ?? [],
    organisationId: happyHour.organisationId,
    branchId: happyHour.branchId,
  };
}

/** The city's happy hours (spec §2 `/happy_hours`): planned, changed and deleted by the city in a modal. */
export function HappyHoursPage() {
  const { t } = useTranslation();
  const me = useMe();
  const format = useFormatters();
  const happyHours = useHappyHours();
  const create = useCreateHappyHour();
  const update = useUpdateHappyHour();
  const remove = useDeleteHappyHour();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [view, setView] = useState<View>('list');
  const timeZone = happyHours.data?.timeZone ?? me.city.timezone;
  const canEdit = canUse(me, 'happy-hours.write', { cityId: me.cityId });
  const close = () => setEditing(null);
  const openCreate = () => setEditing({ kind: 'create' });

  const askDelete = async (happyHour: HappyHour) => {
    const confirmed = await confirm({
      title: t('happy_hours.delete.title'),
      message: t('happy_hours.delete.message', { name: happyHour.name }),
      confirmLabel: t('happy_hours.delete.confirm'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(happyHour.id);
      notifications.show({ color: 'brand', message: t('happy_hours.delete.success') });
    } catch (error) {
      notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) });
    }
  };

  return (
    <Stack gap="lg">
      <PageHeader
        actions={
          <Group gap="sm">
            {canUse(me, 'simulator.run', { cityId: me.cityId }) && (
              <Button component={Link} to={paths.simulator} variant="default">
                {t('happy_hours.simulate_first')}
              </Button>
            )}
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={openCreate} disabled={!canEdit}>
              {t('happy_hours.create.open')}
            </Button>
          </Group>
        }
      />
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed" maw={720}>
          {t('happy_hours.list.time_zone', { zone: format.timeZone(timeZone) })}
        </Text>
        <SegmentedControl
          aria-label={t('happy_hours.views.label')}
          value={view}
          onChange={(value) => setView(value as View)}
          data={VIEWS.map((value) => ({ value, label: t(`happy_hours.views.${value}`) }))}
        />
      </Group>
      {happyHours.isError ? (
        <QueryError error={happyHours.error} onRetry={() => void happyHours.refetch()} />
      ) : view === 'calendar' && !happyHours.isPending ? (
        <HappyHoursCalendar
          happyHours={happyHours.data?.data ?? []}
          timeZone={timeZone}
          onOpen={(happyHour) => setEditing({ kind: 'edit', happyHour })}
        />
      ) : (
        <HappyHoursList
          happyHours={happyHours.data?.data ?? []}
          loading={happyHours.isPending}
          canEdit={canEdit}
          emptyAction={
            canEdit
              ? { label: t('happy_hours.create.open'), onClick: openCreate, icon: <IconPlus size={18} aria-hidden /> }
              : undefined
          }
          onEdit={(happyHour) => setEditing({ kind: 'edit', happyHour })}
          onDelete={(happyHour) => void askDelete(happyHour)}
        />
      )}
      <Modal
        opened={editing !== null}
        onClose={close}
        title={t(editing?.kind === 'edit' ? 'happy_hours.edit.title' : 'happy_hours.create.title')}
        centered
        size="lg"
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        {editing?.kind === 'create' && (
          <HappyHourForm
            initialValues={defaults(timeZone)}
            timeZone={timeZone}
            submitLabel={t('happy_hours.create.submit')}
            pending={create.isPending}
            onSubmit={(body) => create.mutateAsync(body)}
            onSaved={() => {
              notifications.show({ color: 'brand', message: t('happy_hours.create.success') });
              close();
            }}
            onCancel={close}
          />
        )}
        {editing?.kind === 'edit' && (
          <HappyHourForm
            initialValues={valuesOf(editing.happyHour, timeZone)}
            timeZone={timeZone}
            state={editing.happyHour.state}
            submitLabel={t('happy_hours.edit.submit')}
            pending={update.isPending}
            onSubmit={(body) =>
              update.mutateAsync({
                id: editing.happyHour.id,
                // A current happy hour keeps its stored start to the second: only its end moves.
                body: editing.happyHour.state === 'current' ? { ...body, startAt: editing.happyHour.startAt } : body,
              })
            }
            onSaved={() => {
              notifications.show({ color: 'brand', message: t('happy_hours.edit.success') });
              close();
            }}
            onCancel={close}
          />
        )}
      </Modal>
    </Stack>
  );
}
