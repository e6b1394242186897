import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  conversationFileSchema,
  conversationSchema,
  type SendMessageBody,
} from '@portal/shared/conversations';
import { messageSchema } from '@portal/shared/users/staff';
import { apiRequest, apiUrl, uploadFile } from '@/lib/api-client';

/** Whose side: a company's (/api/client) or the agency's (/api/staff). */
export type ConversationArea = 'client' | 'staff';

/** An open conversation asks for news as often as the bell does. */
export const CONVERSATION_REFRESH_MS = 15_000;

const base = (area: ConversationArea, id: number) => `/${area}/processes/${id}/messages`;
export const conversationKey = (area: ConversationArea, id: number) => ['conversation', area, id] as const;

export const conversationQuery = (area: ConversationArea, id: number) =>
  queryOptions({
    queryKey: conversationKey(area, id),
    queryFn: async ({ signal }) => conversationSchema.parse(await apiRequest(base(area, id), { signal })),
    refetchInterval: CONVERSATION_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });

/** Where a message's attachment opens (the API checks who asks and sends on to a short-lived link). */
export const attachmentHref = (area: ConversationArea, id: number, messageId: number) =>
  apiUrl(`${base(area, id)}/${messageId}/attachment`);

/** After any change the conversation is asked again. */
function useRefreshAfter(area: ConversationArea, id: number) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: conversationKey(area, id) });
}

/** Sends a message; a chosen file is uploaded first and the message names it. */
export function useSendMessage(area: ConversationArea, id: number) {
  const refresh = useRefreshAfter(area, id);
  return useMutation({
    mutationFn: async ({ body, file }: { body: SendMessageBody; file: File | null }) => {
      const attached = file
        ? conversationFileSchema.parse(await uploadFile(`/${area}/conversation-files`, file))
        : undefined;
      return messageSchema.parse(
        await apiRequest(base(area, id), {
          method: 'POST',
          body: { ...body, adjunto_url: attached?.adjunto_url },
        }),
      );
    },
    onSuccess: refresh,
  });
}

/** Accepting a date changes the process itself: everything of the area is asked again. */
export function useAcceptProposal(area: ConversationArea, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (messageId: number) =>
      messageSchema.parse(await apiRequest(`${base(area, id)}/${messageId}/accept`, { method: 'POST' })),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [area] }),
        client.invalidateQueries({ queryKey: conversationKey(area, id) }),
      ]),
  });
}

export function useMarkConversationRead(area: ConversationArea, id: number) {
  const refresh = useRefreshAfter(area, id);
  return useMutation({
    mutationFn: async () =>
      messageSchema.parse(await apiRequest(`${base(area, id)}/read`, { method: 'POST' })),
    onSuccess: refresh,
  });
}
