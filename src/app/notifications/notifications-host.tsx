import { Notifications } from '@mantine/notifications';

/** The toasts' container (its transitions, portal and drag handling): loaded by AppNotifications. */
export default function NotificationsHost() {
  return <Notifications position="top-center" limit={3} />;
}
