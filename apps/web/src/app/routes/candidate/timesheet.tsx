import { useParams } from 'react-router';
import { assignmentMessages } from '@portal/shared/assignments/assignment';
import { BackLink } from '@/components/ui/BackLink';
import { WeekTimesheet } from '@/features/timesheets/WeekTimesheet';
import { CandidateShell } from '../../CandidateShell';
import { RequireCandidate } from '../../guards';

/** /mis-horas/:id: the worker's hours on one assignment, week by week, from 'Mis misiones'. */
export default function MyHoursScreen() {
  const id = Number(useParams().id);
  return (
    <RequireCandidate>
      <CandidateShell>
        <div className="mx-auto w-full max-w-3xl space-y-4 px-4 pt-4 pb-8 sm:px-6">
          <BackLink to="/?tab=applications">{assignmentMessages.candidateTitle}</BackLink>
          <WeekTimesheet area="candidate" idMision={id} />
        </div>
      </CandidateShell>
    </RequireCandidate>
  );
}
