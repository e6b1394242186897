import type { PublicConfig } from './config';

/**
 * What a page's first HTML hands the SPA so its first render needs no round trip (decision 0041): the
 * runtime config of GET /api/config and, on some public pages, the answers of the page's first
 * queries by their React Query key. A JSON script element, which CSP lets through and nothing runs.
 */
export const BOOT_ELEMENT_ID = 'portal-boot';

/** A query's key as the web app names it, and its answer as the API would send it. */
export type BootQuery = [key: readonly unknown[], data: unknown];

export interface BootData {
  config: PublicConfig;
  queries?: BootQuery[];
}
