import { landingHead } from '@portal/shared/messages';
import { PublicShell } from '@/components/layout/PublicShell';
import { CompaniesSection } from '@/features/public/landing/CompaniesSection';
import { LandingHero } from '@/features/public/landing/LandingHero';
import { NewestVacancies } from '@/features/public/vacancies/NewestVacancies';
import { QuickSearch } from '@/features/public/vacancies/QuickSearch';

/** How many of the newest open vacancies the landing shows. */
const NEWEST_COUNT = 6;

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
      <NewestVacancies count={NEWEST_COUNT} />
      <CompaniesSection />
    </PublicShell>
  );
}
