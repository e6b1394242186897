import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isDocumentTypeVisible, needsAttention } from '@portal/shared/documents/rules';
import type { DocumentTypeReport } from '@portal/shared/documents/candidate';
import { useSession } from '@/lib/session/session-context';
import { documentsApi } from './api';

export const reportKey = (idCandidato: number | undefined) => ['documents', 'report', idCandidato] as const;

/** The candidate document report (spec §3); a failed load reads as an empty list (spec §8). */
export function useDocumentReport() {
  const { candidate } = useSession();
  const id = candidate?.id_candidato;
  return useQuery({
    queryKey: reportKey(id),
    enabled: id !== undefined,
    staleTime: 0,
    queryFn: async (): Promise<{ data: DocumentTypeReport[]; status_code: number }> => {
      try {
        return await documentsApi.report(id!);
      } catch {
        return { data: [], status_code: 500 };
      }
    },
  });
}

/** Spec §8 keeps a failed load as an empty list with status 500; the screens say it failed (issue 9 item 11). */
export const reportFailed = (report: { data?: { status_code: number } }) => report.data?.status_code === 500;

/**
 * How many document cards need the candidate (spec §4: required and empty, requested and empty, or an
 * update asked for; hidden cards do not count). The one count of the portal page and the menu badge.
 */
export const attentionCount = (types: DocumentTypeReport[]) =>
  types.filter((type) => isDocumentTypeVisible(type) && needsAttention(type)).length;

/** The attention count from the same report query (one fetch); undefined until it has loaded. */
export function useAttentionCount(): number | undefined {
  const report = useDocumentReport();
  if (!report.data || reportFailed(report)) return undefined;
  return attentionCount(report.data.data);
}

export function useReloadReport() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['documents'] });
}

export function useUploadSettings() {
  return useQuery({
    queryKey: ['documents', 'settings'],
    queryFn: documentsApi.settings,
    staleTime: Infinity,
  });
}
