import { type NotificationsProps, notificationsStore, useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

/**
 * Mantine's toasts container (with its transitions, about 5 kB compressed) is not in the entry: it loads the
 * first time notifications.show() is called. The store the features call stays in the entry, so a toast shown
 * before the container arrives shows when it does.
 */
const NotificationsHost = lazy(() =>
  import('./notifications-host').then((module) => ({ default: module.NotificationsHost })),
);

type LazyNotificationsProps = Pick<NotificationsProps, 'autoClose' | 'position'>;

export function LazyNotifications({ autoClose, position = 'bottom-right' }: LazyNotificationsProps) {
  // What the container sets when it mounts, in place before it does: toasts shown earlier go to its corner.
  useState(() => notificationsStore.setState({ ...notificationsStore.getState(), defaultPosition: position }));
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <NotificationsHost autoClose={autoClose} position={position} />
    </Suspense>
  ) : null;
}
