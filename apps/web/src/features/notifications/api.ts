import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreferenceBody } from '@portal/shared/notifications';
import { notificationsQueryKey } from '@portal/shared/system/bell-query-key';
import { apiRequest } from '@/lib/api-client';
import { parsedWith } from '@/lib/parse-later';

// The bell sits in the candidate's menu on public pages too: its schemas load with its first call.
const schemas = () => import('@portal/shared/notifications');
const messageSchema = async () => (await import('@portal/shared/users/staff')).messageSchema;

/** Whose bell: the candidate's (/api/candidate), the agency's (/api/staff) or a company's (/api/client). */
export type BellArea = 'candidate' | 'staff' | 'client';

/**
 * How often an open tab asks for news. The answer carries an ETag and `no-cache`, so the browser
 * revalidates and an unchanged bell costs a 304; a hidden tab does not ask, and asks at once on return.
 */
export const BELL_REFRESH_MS = 15_000;

/** The bell's key; a signed-in page's boot data seeds it (decision 0077). */
export const notificationsKey = (area: BellArea) => notificationsQueryKey(area);

export const notificationsQuery = (area: BellArea) =>
  queryOptions({
    queryKey: notificationsKey(area),
    queryFn: ({ signal }) =>
      parsedWith(
        async () => (await schemas()).notificationListSchema,
        apiRequest(`/${area}/notifications`, { signal }),
      ),
    refetchInterval: BELL_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });

export const preferencesQuery = (area: BellArea) =>
  queryOptions({
    queryKey: [...notificationsKey(area), 'preferences'],
    queryFn: ({ signal }) =>
      parsedWith(
        async () => (await schemas()).notificationPreferencesSchema,
        apiRequest(`/${area}/notifications/preferences`, { signal }),
      ),
  });

/** Marks one notification read (by id) or all of them (no id), then asks the bell again. */
export function useMarkRead(area: BellArea) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id?: number) =>
      parsedWith(
        messageSchema,
        apiRequest(
          id === undefined ? `/${area}/notifications/read-all` : `/${area}/notifications/${id}/read`,
          {
            method: 'POST',
          },
        ),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationsKey(area), exact: true }),
  });
}

export function useSavePreference(area: BellArea) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PreferenceBody) =>
      parsedWith(messageSchema, apiRequest(`/${area}/notifications/preferences`, { method: 'PUT', body })),
    onSuccess: () => client.invalidateQueries({ queryKey: preferencesQuery(area).queryKey }),
  });
}

/** Where each area's notifications page is. */
export const notificationsPage: Record<BellArea, string> = {
  candidate: '/avisos',
  staff: '/dashboard/avisos',
  client: '/order/avisos',
};
