import { Notifications, type NotificationsProps } from '@mantine/notifications';
import classes from './notifications-host.module.css';

/** Mantine's toasts container, loaded with the first toast, below the app's header. */
export function NotificationsHost(props: NotificationsProps) {
  return <Notifications {...props} classNames={{ root: classes.root }} />;
}
