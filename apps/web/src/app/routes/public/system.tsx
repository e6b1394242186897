import { ScreenPlaceholder } from '@/components/layout/ScreenPlaceholder';
import { PublicShell } from '@/components/layout/PublicShell';

export default function SystemScreen() {
  return (
    <PublicShell>
      <ScreenPlaceholder title="Sistema">
        <p>Estado del sistema y herramientas internas.</p>
      </ScreenPlaceholder>
    </PublicShell>
  );
}
