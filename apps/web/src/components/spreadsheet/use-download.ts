import { useMutation } from '@tanstack/react-query';
import { useAlerts } from '@/components/alerts/alerts-context';
import { apiErrorMessage } from '@/lib/api-client';

/**
 * A file downloaded on demand: pending while it comes (its button says so), and a failure told in an
 * alert, in the API's own words when it gave some, else `failed`.
 */
export function useDownload<T>(download: (choice: T) => Promise<void>, failed: string) {
  const { showAlert } = useAlerts();
  return useMutation({
    mutationFn: download,
    onError: (error) => showAlert({ type: 'error', message: apiErrorMessage(error, failed) }),
  });
}
