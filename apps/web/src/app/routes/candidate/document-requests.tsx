import { PublicShell } from '@/components/layout/PublicShell';
import { DocumentRequests } from '@/features/candidate/documents/components/DocumentRequests';
import { RequireCandidate } from '../../guards';

/** /solicitudes-documentos (spec §2): signed-in candidates only; the guard remembers path and query. */
export default function DocumentRequestsScreen() {
  return (
    <RequireCandidate>
      <PublicShell>
        <DocumentRequests />
      </PublicShell>
    </RequireCandidate>
  );
}
