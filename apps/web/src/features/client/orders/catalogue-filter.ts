import type { CatalogueJob } from '@portal/shared/orders/client';
import { POSITION_CATEGORIES } from '@portal/shared/constants';
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

/**
 * The picker's chips: the spec's six categories always, in their order (an empty one says so), then
 * any other category the company's catalogue has. The catalogue call lists only categories that have
 * positions, so building the chips from it alone hid Calidad from a company without quality positions.
 */
export const pickerCategories = (catalogueCategories: string[]) => [
  ...new Set<string>([...POSITION_CATEGORIES, ...catalogueCategories]),
];
