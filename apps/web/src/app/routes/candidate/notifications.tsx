import { NotificationsScreen } from '@/features/notifications/NotificationsScreen';
import { CandidateShell } from '../../CandidateShell';
import { RequireCandidate } from '../../guards';

/** /avisos: the candidate's notifications and how each reaches them (linked from the bell and every mail). */
export default function CandidateNotificationsScreen() {
  return (
    <RequireCandidate>
      <CandidateShell>
        <NotificationsScreen area="candidate" />
      </CandidateShell>
    </RequireCandidate>
  );
}
