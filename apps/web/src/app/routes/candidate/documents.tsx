import { PublicShell } from '@/components/layout/PublicShell';
import { DocumentPortal } from '@/features/candidate/documents/components/DocumentPortal';
import { RequireCandidate } from '../../guards';

/** /documentos: the candidate document portal (spec §2), linked from Mi Perfil. */
export default function DocumentsScreen() {
  return (
    <RequireCandidate>
      <PublicShell>
        <DocumentPortal />
      </PublicShell>
    </RequireCandidate>
  );
}
