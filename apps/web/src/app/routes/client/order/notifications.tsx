import { NotificationsScreen } from '@/features/notifications/NotificationsScreen';

/** /order/avisos: the company's notifications and how each reaches it. */
export default function OrderNotificationsScreen() {
  return <NotificationsScreen area="client" />;
}
