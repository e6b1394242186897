import { PublicShell } from '@/components/layout/PublicShell';
import { UnsubscribeAlerts } from '@/features/public/vacancy-alerts/UnsubscribeAlerts';

/** /alertas/cancelar?token=…: the digest's one-click unsubscribe, no sign-in. */
export default function UnsubscribeAlertsScreen() {
  return (
    <PublicShell>
      <UnsubscribeAlerts />
    </PublicShell>
  );
}
