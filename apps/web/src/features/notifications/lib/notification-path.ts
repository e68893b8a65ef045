import { paths } from '@/config/paths';

/** The page of one notification. */
export const notificationPath = (id: string) => paths.notifications.detail.replace(':notificationId', id);
