import { useParams } from 'react-router';
import { PublicShell } from '@/components/layout/PublicShell';
import { ApplyPanel } from '@/features/candidate/applications/ApplyPanel';
import { VacancyDetailScreen } from '@/features/public/vacancies/VacancyDetailScreen';

/** `/vacancy/:id`: the public vacancy page with the apply panel composed in (spec §2). */
export default function VacancyScreen() {
  const { id = '' } = useParams();
  return (
    <PublicShell>
      <VacancyDetailScreen key={id} id={id} apply={(vacancy) => <ApplyPanel vacancy={vacancy} />} />
    </PublicShell>
  );
}
