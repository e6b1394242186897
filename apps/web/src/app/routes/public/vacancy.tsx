import { useParams } from 'react-router';
import { ApplyPanel } from '@/features/candidate/applications/ApplyPanel';
import { VacancyDetailScreen } from '@/features/public/vacancies/VacancyDetailScreen';
import { CandidateShell } from '../../CandidateShell';

/** `/vacancy/:id`: the public vacancy page with the apply panel composed in (spec §2); the menu if signed in. */
export default function VacancyScreen() {
  const { id = '' } = useParams();
  return (
    <CandidateShell>
      <VacancyDetailScreen key={id} id={id} apply={(vacancy) => <ApplyPanel vacancy={vacancy} />} />
    </CandidateShell>
  );
}
