import { useQuery } from '@tanstack/react-query';
import { clientDataMessages } from '@portal/shared/messages';
import { useAlerts } from '@/components/alerts/alerts-context';
import { documentsApi } from './api';

// Not in use-documents.ts: the candidate menu counts documents from there on public pages (/ and
// /vacancy/:id), which should not load this hook's message catalogue (bench/web.ts measures them).

/** Signed links for every URL shown; links live 15 minutes, so they are renewed every 10. */
export function useSignedUrls(urls: string[]) {
  const { showAlert } = useAlerts();
  const sorted = [...new Set(urls)].sort();
  const query = useQuery({
    queryKey: ['documents', 'signed', sorted],
    enabled: sorted.length > 0,
    refetchInterval: 10 * 60 * 1000,
    staleTime: 5 * 60 * 1000,
    queryFn: async () => {
      try {
        const { urls: signed } = await documentsApi.signMany(sorted);
        return Object.fromEntries(signed.map((u) => [u.original_url, u.signed_url]));
      } catch {
        showAlert({ type: 'error', message: clientDataMessages.signedUrlsError });
        return Object.fromEntries(sorted.map((url) => [url, url]));
      }
    },
  });
  return (url: string) => query.data?.[url];
}
