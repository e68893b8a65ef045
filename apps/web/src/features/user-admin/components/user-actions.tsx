import {
  Button,
  Menu,
  Modal,
  NumberInput,
  PasswordInput,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconChevronDown,
  IconCoin,
  IconKey,
  IconMail,
  IconPlayerPause,
  IconPlayerPlay,
  IconTrash,
  IconUserCog,
  IconUserMinus,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirm } from '@/components/confirm-dialog/use-confirm';
import { getErrorMessageKey } from '@/lib/api-error';
import type { UserDetail } from '../api/get-user';
import { useChangePoints } from '../api/change-points';
import { useDeaffiliateUser } from '../api/deaffiliate-user';
import { useDeleteUser } from '../api/delete-user';
import { useSetUserActive } from '../api/set-user-active';
import { useUpdateUser } from '../api/update-user';

type Dialog = 'points' | 'email' | 'password' | 'role' | 'delete' | null;

/**
 * The actions menu of a participant's page: edit points, change email / password / role, activate or
 * deactivate, de-affiliate and (city admins) delete completely; each confirmed, each with its toast.
 */
export function UserActions({
  user,
  canWrite,
  canDelete,
}: {
  user: UserDetail;
  canWrite: boolean;
  canDelete: boolean;
}) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const active = useSetUserActive(user.id);
  const deaffiliate = useDeaffiliateUser(user.id);
  const name = `${user.firstName} ${user.lastName}`;
  const failed = (error: unknown) => notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) });

  const toggleActive = async () => {
    const next = !user.active;
    const yes = await confirm({
      title: t(next ? 'user_admin.activate.title' : 'user_admin.deactivate.title'),
      message: t(next ? 'user_admin.activate.message' : 'user_admin.deactivate.message', { name }),
      confirmLabel: t(next ? 'user_admin.activate.confirm' : 'user_admin.deactivate.confirm'),
      danger: !next,
    });
    if (!yes) return;
    active.mutate(next, {
      onSuccess: () =>
        notifications.show({
          color: 'brand',
          message: t(next ? 'user_admin.activate.success' : 'user_admin.deactivate.success', { name }),
        }),
      onError: failed,
    });
  };

  const deaffiliateUser = async () => {
    const yes = await confirm({
      title: t('user_admin.deaffiliate.title'),
      message: t('user_admin.deaffiliate.message', { name, organisation: user.affiliation.organisationName ?? '' }),
      confirmLabel: t('user_admin.deaffiliate.confirm'),
      danger: true,
    });
    if (!yes) return;
    deaffiliate.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'brand', message: t('admin.deaffiliate_user_success') }),
      onError: () => notifications.show({ color: 'red', message: t('admin.delete_user_failed') }),
    });
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button rightSection={<IconChevronDown size={16} aria-hidden />} disabled={!canWrite}>
            {t('user_admin.actions.menu')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconCoin size={16} />} onClick={() => setDialog('points')}>
            {t('user_admin.actions.points')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconMail size={16} />}
            onClick={() => setDialog('email')}
            disabled={!user.hasAccount}
          >
            {t('user_admin.actions.email')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconKey size={16} />}
            onClick={() => setDialog('password')}
            disabled={!user.hasAccount}
          >
            {t('user_admin.actions.password')}
          </Menu.Item>
          <Menu.Item leftSection={<IconUserCog size={16} />} onClick={() => setDialog('role')}>
            {t('user_admin.actions.role')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item
            leftSection={user.active ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
            onClick={() => void toggleActive()}
          >
            {t(user.active ? 'user_admin.actions.deactivate' : 'user_admin.actions.activate')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconUserMinus size={16} />}
            onClick={() => void deaffiliateUser()}
            disabled={!user.affiliation.organisationId}
          >
            {t('user_admin.actions.deaffiliate')}
          </Menu.Item>
          {canDelete && (
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => setDialog('delete')}>
              {t('user_admin.actions.delete')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <PointsDialog user={user} opened={dialog === 'points'} onClose={() => setDialog(null)} />
      <AccountDialog user={user} kind={dialog} onClose={() => setDialog(null)} />
      <DeleteDialog
        user={user}
        opened={dialog === 'delete'}
        onClose={() => setDialog(null)}
        onDeleted={() => void navigate('/users', { replace: true })}
      />
    </>
  );
}

function PointsDialog({ user, opened, onClose }: { user: UserDetail; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useChangePoints(user.id);
  const [delta, setDelta] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const value = typeof delta === 'number' ? delta : Number.NaN;
  const after = Number.isFinite(value) ? user.balance + value : user.balance;
  const invalid = !Number.isInteger(value) || value === 0 || reason.trim() === '' || after < 0;
  const close = () => {
    setDelta('');
    setReason('');
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('user_admin.points.title')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (invalid) return;
          change.mutate(
            { delta: value, reason: reason.trim() },
            {
              onSuccess: ({ balance }) => {
                notifications.show({ color: 'brand', message: t('user_admin.points.success', { balance }) });
                close();
              },
              onError: (error) => notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) }),
            },
          );
        }}
      >
        <Stack>
          <Text fz="sm">{t('user_admin.points.help')}</Text>
          <NumberInput
            label={t('user_admin.points.delta')}
            description={t('user_admin.points.delta_help')}
            value={delta}
            onChange={setDelta}
            allowDecimal={false}
            required
            data-autofocus
          />
          <Textarea
            label={t('user_admin.points.reason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={300}
            required
            autosize
            minRows={2}
          />
          <Text fz="sm" c={after < 0 ? 'red.8' : 'dimmed'}>
            {after < 0 ? t('errors.negative_balance') : t('user_admin.points.preview', { before: user.balance, after })}
          </Text>
          <Button type="submit" disabled={invalid} loading={change.isPending}>
            {t('user_admin.points.submit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}

function AccountDialog({ user, kind, onClose }: { user: UserDetail; kind: Dialog; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateUser(user.id);
  const [value, setValue] = useState('');
  const opened = kind === 'email' || kind === 'password' || kind === 'role';
  const close = () => {
    setValue('');
    onClose();
  };
  const submit = () => {
    const body =
      kind === 'email'
        ? { email: value.trim() }
        : kind === 'password'
          ? { password: value }
          : { role: 'participant' as const };
    update.mutate(body, {
      onSuccess: () => {
        notifications.show({ color: 'brand', message: t('settings.success') });
        close();
      },
      onError: (error) => notifications.show({ color: 'red', message: t(getErrorMessageKey(error)) }),
    });
  };
  return (
    <Modal opened={opened} onClose={close} title={kind ? t(`user_admin.account.${kind}_title`) : ''}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          {kind === 'email' && (
            <TextInput
              type="email"
              label={t('user_admin.account.email')}
              description={t('user_admin.account.email_help', { email: user.email })}
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
              required
              data-autofocus
            />
          )}
          {kind === 'password' && (
            <PasswordInput
              label={t('user_admin.account.password')}
              description={t('user_admin.account.password_rule')}
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
              required
              data-autofocus
            />
          )}
          {kind === 'role' && (
            <>
              <Select
                label={t('user_admin.account.role')}
                data={[{ value: 'participant', label: t('user_admin.account.role_participant') }]}
                value="participant"
                allowDeselect={false}
              />
              <Text fz="sm" c="dimmed">
                {t('user_admin.account.role_help')}
              </Text>
            </>
          )}
          <Button type="submit" loading={update.isPending} disabled={kind !== 'role' && value.trim() === ''}>
            {t('user_admin.account.submit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}

function DeleteDialog({
  user,
  opened,
  onClose,
  onDeleted,
}: {
  user: UserDetail;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteUser(user.id);
  const [typed, setTyped] = useState('');
  const word = t('user_admin.delete.word');
  return (
    <Modal opened={opened} onClose={onClose} title={t('user_admin.delete.title')}>
      <Stack>
        <Text fz="sm">{t('user_admin.delete.message', { name: `${user.firstName} ${user.lastName}` })}</Text>
        <TextInput
          label={t('user_admin.delete.type', { word })}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          data-autofocus
        />
        <Button
          color="red.8"
          disabled={typed.trim() !== word}
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                notifications.show({ color: 'brand', message: t('admin.delete_user_success') });
                onDeleted();
              },
              onError: () => notifications.show({ color: 'red', message: t('admin.delete_user_failed') }),
            })
          }
        >
          {t('user_admin.delete.confirm')}
        </Button>
      </Stack>
    </Modal>
  );
}
