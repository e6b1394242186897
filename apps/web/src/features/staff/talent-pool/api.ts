import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { poolFileSchema } from '@portal/shared/talent-pool/file';
import {
  invitationAnswerSchema,
  matchResultSchema,
  poolSettingsSchema,
  type InvitationBody,
  type MatchTarget,
  type PoolSettings,
} from '@portal/shared/talent-pool/matching';
import { poolSearchResultSchema } from '@portal/shared/talent-pool/search';
import type { ReportFormat } from '@portal/shared/report-format';
import { apiRequest } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { poolApiQuery, type PoolFilters } from './filters';

/** The talent pool of the agency (issue 33): search, a candidate's file, matching and invitations. */

export const talentPoolKey = ['staff', 'talent-pool'] as const;
const BASE = '/staff/talent-pool';

export const poolSearchQuery = (filters: PoolFilters) =>
  queryOptions({
    queryKey: [...talentPoolKey, 'search', poolApiQuery(filters)],
    queryFn: async ({ signal }) =>
      poolSearchResultSchema.parse(await apiRequest(BASE, { query: poolApiQuery(filters), signal })),
    // A new filter keeps the last page on screen (dimmed) until its answer comes.
    placeholderData: keepPreviousData,
  });

export const usePoolSearch = (filters: PoolFilters) => useQuery(poolSearchQuery(filters));

export const poolFileQuery = (id: number) =>
  queryOptions({
    queryKey: [...talentPoolKey, 'file', id],
    queryFn: async ({ signal }) => poolFileSchema.parse(await apiRequest(`${BASE}/${id}`, { signal })),
  });

export const usePoolFile = (id: number) => useQuery(poolFileQuery(id));

export const matchesQuery = (target: MatchTarget) =>
  queryOptions({
    queryKey: [...talentPoolKey, 'matches', target.id_vacante ?? null, target.id_proceso ?? null],
    queryFn: async ({ signal }) =>
      matchResultSchema.parse(
        await apiRequest(`${BASE}/matches`, {
          query: { id_vacante: target.id_vacante, id_proceso: target.id_proceso },
          signal,
        }),
      ),
  });

export const useMatches = (target: MatchTarget) => useQuery(matchesQuery(target));

export const poolSettingsQuery = queryOptions({
  queryKey: [...talentPoolKey, 'settings'],
  queryFn: async ({ signal }) => poolSettingsSchema.parse(await apiRequest(`${BASE}/settings`, { signal })),
});

export const usePoolSettings = () => useQuery(poolSettingsQuery);

/** PUT the weights and the invitation cap (admins only; the API answers 403 to anyone else). */
export const savePoolSettings = async (body: PoolSettings) =>
  poolSettingsSchema.parse(await apiRequest(`${BASE}/settings`, { method: 'PUT', body }));

/** Invites a candidate to apply to the vacancy (or the order line's vacancy); 409 says why not. */
export const inviteCandidate = async (body: InvitationBody) =>
  invitationAnswerSchema.parse(await apiRequest(`${BASE}/invitations`, { method: 'POST', body }));

/** Saves the search's candidates (every page, with the current filters) as Excel or CSV. */
export async function downloadPoolExport(filters: PoolFilters, formato: ReportFormat) {
  const { page: _page, page_size: _size, ...query } = poolApiQuery(filters);
  await downloadFile(`${BASE}/export`, { ...query, formato }, `base-de-talento.${formato}`);
}
