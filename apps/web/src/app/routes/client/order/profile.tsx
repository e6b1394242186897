import { ClientProfileScreen } from '@/features/client/profile/ClientProfileScreen';

export default function OrderProfileScreen() {
  return <ClientProfileScreen />;
}
