import { MyData } from '@/features/candidate/my-data/MyData';
import { CandidateShell } from '../../CandidateShell';
import { RequireCandidate } from '../../guards';

/** /mis-datos: the candidate's authorizations and data (Ley 1581 de 2012), linked from Mi Perfil. */
export default function MyDataScreen() {
  return (
    <RequireCandidate>
      <CandidateShell>
        <MyData />
      </CandidateShell>
    </RequireCandidate>
  );
}
