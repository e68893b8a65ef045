import { Notifications, type NotificationsProps } from '@mantine/notifications';

/** Mantine's toasts container, loaded with the first toast. */
export function NotificationsHost(props: NotificationsProps) {
  return <Notifications {...props} />;
}
