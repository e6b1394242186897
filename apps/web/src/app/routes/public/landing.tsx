import { landingHead } from '@portal/shared/messages';
import { LANDING_NEWEST_COUNT } from '@portal/shared/vacancies/constants';
import { PublicShell } from '@/components/layout/PublicShell';
import { CompaniesSection } from '@/features/public/landing/CompaniesSection';
import { LandingHero } from '@/features/public/landing/LandingHero';
import { NewestVacancies } from '@/features/public/vacancies/NewestVacancies';
import { QuickSearch } from '@/features/public/vacancies/QuickSearch';

/**
 * `/landing` (spec §2): for candidates, a search by city and category and the newest vacancies; for
 * companies, what the agency offers and how ordering works. The server writes the same title and
 * description into the first HTML (public-pages/routes.ts).
 */
export default function LandingScreen() {
  return (
    <PublicShell>
      <title>{landingHead.title}</title>
      <LandingHero search={<QuickSearch />} />
      <NewestVacancies count={LANDING_NEWEST_COUNT} />
      <CompaniesSection />
    </PublicShell>
  );
}
