import type { CatalogueJob } from '@portal/shared/client-orders';
import { matchesAllWords } from '@portal/shared/text';

/** 'Ver todas' in the category picker: every category of the catalogue. */
export const ALL_CATEGORIES = 'todas';

/** Positions of the chosen category (or all) whose name or description holds every word typed. */
export const filterCatalogue = (jobs: CatalogueJob[], category: string, query: string) =>
  jobs.filter(
    (job) =>
      (category === ALL_CATEGORIES || job.category === category) &&
      matchesAllWords(`${job.name} ${job.description}`, query),
  );
