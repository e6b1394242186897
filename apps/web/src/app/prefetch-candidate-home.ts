import type { QueryClient } from '@tanstack/react-query';
import { tabFrom } from '@/features/candidate/home/greeting';
import { consentsQuery } from '@/features/candidate/my-data/api';
import { notificationsQuery } from '@/features/notifications/api';
import { vacancySearchQuery } from '@/features/public/vacancies/api';
import { filtersFromParams } from '@/features/public/vacancies/filter-params';
import { categoriesQuery, citiesQuery } from '@/lib/catalog-queries';

/**
 * The candidate home's reads that do not need the candidate record: the bell, the consents, the option
 * lists and, on the jobs tab, the search the address names. Started when the sign-in ends (DONE),
 * alongside get_by_document, instead of after it and the home's render (issue 35). Not at the tap: on
 * a slow network they would share it with Amplify's files, which the sign-in waits for.
 */
export function prefetchCandidateHomeReads(client: QueryClient, address: Location = window.location) {
  const params = new URLSearchParams(address.search);
  void client.prefetchQuery(notificationsQuery('candidate'));
  void client.prefetchQuery(consentsQuery);
  void client.prefetchQuery(citiesQuery);
  void client.prefetchQuery(categoriesQuery);
  if (tabFrom(params) === 'jobs') void client.prefetchQuery(vacancySearchQuery(filtersFromParams(params)));
}

/**
 * The schemas those reads parse with (loaded with each call, decision 0025), fetched at the tap with
 * the home's files: at DONE only the calls are left, and they do not queue for a connection behind
 * these files with get_by_document.
 */
export function preloadCandidateHomeSchemas() {
  const ignore = () => undefined;
  void import('@portal/shared/notifications').catch(ignore);
  void import('@portal/shared/catalog/public').catch(ignore);
  void import('@portal/shared/vacancies/public').catch(ignore);
}
