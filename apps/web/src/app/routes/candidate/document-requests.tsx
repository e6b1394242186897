import { DocumentRequests } from '@/features/candidate/documents/components/DocumentRequests';
import { CandidateShell } from '../../CandidateShell';
import { RequireCandidate } from '../../guards';

/** /solicitudes-documentos (spec §2): signed-in candidates only; the guard remembers path and query. */
export default function DocumentRequestsScreen() {
  return (
    <RequireCandidate>
      <CandidateShell>
        <DocumentRequests />
      </CandidateShell>
    </RequireCandidate>
  );
}
