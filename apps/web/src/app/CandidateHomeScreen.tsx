import { lazy, Suspense } from 'react';
import { PageLoader } from '@/components/layout/PageLoader';
import { CandidateAssignments } from '@/features/assignments/AssignmentList';
import { ApplicationsList } from '@/features/candidate/applications/ApplicationsList';
import { CandidateHome } from '@/features/candidate/home/CandidateHome';
import { DocumentsShortcut } from '@/features/candidate/documents/components/DocumentsShortcut';
import { MyDataShortcut } from '@/features/candidate/my-data/MyDataShortcut';
import { ProfileForm } from '@/features/candidate/profile/ProfileForm';
import { VacancySearch } from '@/features/public/vacancies/VacancySearch';
import { MyHoursLink } from '@/features/timesheets/MyHoursLink';

const TotpSettings = lazy(() =>
  import('@/features/candidate/identity/TotpSettings').then((module) => ({ default: module.TotpSettings })),
);

/**
 * The signed-in `/`: the candidate home with each tab's feature composed in. Mi Perfil also leads to the
 * document portal; each assignment once started leads to its hours. Two-step sign-in settings live in Mi Perfil, and under the greeting on wide screens.
 */
export default function CandidateHomeScreen() {
  const security = (
    <Suspense fallback={<PageLoader />}>
      <TotpSettings />
    </Suspense>
  );
  return (
    <CandidateHome
      aside={security}
      tabs={{
        jobs: <VacancySearch />,
        applications: (
          <>
            <CandidateAssignments
              actions={(assignment) =>
                assignment.estado === 'por_iniciar' ? null : <MyHoursLink assignment={assignment} />
              }
            />
            <ApplicationsList />
          </>
        ),
        profile: (
          <div className="max-w-3xl space-y-6">
            <ProfileForm />
            <DocumentsShortcut />
            <MyDataShortcut />
            {security}
          </div>
        ),
      }}
    />
  );
}
