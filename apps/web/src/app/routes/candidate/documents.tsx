import { DocumentPortal } from '@/features/candidate/documents/components/DocumentPortal';
import { CandidateShell } from '../../CandidateShell';
import { RequireCandidate } from '../../guards';

/** /documentos: the candidate document portal (spec §2), in the candidate menu and linked from Mi Perfil. */
export default function DocumentsScreen() {
  return (
    <RequireCandidate>
      <CandidateShell>
        <DocumentPortal />
      </CandidateShell>
    </RequireCandidate>
  );
}
