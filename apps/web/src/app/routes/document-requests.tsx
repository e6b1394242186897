import { PublicShell } from '@/components/layout/PublicShell';
import { ScreenPlaceholder } from '@/components/layout/ScreenPlaceholder';
import { RequireCandidate } from '../guards';

export default function DocumentRequestsScreen() {
  return (
    <RequireCandidate>
      <PublicShell>
        <ScreenPlaceholder title="Documentos pendientes por cargar">
          <p>Aquí verás y responderás las solicitudes de documentos de tu proceso.</p>
        </ScreenPlaceholder>
      </PublicShell>
    </RequireCandidate>
  );
}
