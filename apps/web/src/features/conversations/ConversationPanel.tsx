import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { conversationMessages as text } from '@portal/shared/conversations';
import { useAlerts } from '@/components/alerts/alerts-context';
import { PageLoader } from '@/components/layout/PageLoader';
import { FormAlert } from '@/components/ui/FormAlert';
import { apiErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import {
  attachmentHref,
  conversationQuery,
  useAcceptProposal,
  useMarkConversationRead,
  type ConversationArea,
} from './api';
import { MessageForm } from './MessageForm';
import { MessageItem } from './MessageItem';

interface ConversationPanelProps {
  area: ConversationArea;
  processId: number;
  /** Scrolled into view when it opens (a notification's link asked for it). */
  focus?: boolean;
}

/**
 * The conversation of one process between the company and the agency (issue 30 item 4). Seen while
 * open: the other side's messages are marked read as they arrive, and it asks for news every 15 s.
 */
export function ConversationPanel({ area, processId, focus = false }: ConversationPanelProps) {
  const conversation = useQuery(conversationQuery(area, processId));
  const markRead = useMarkConversationRead(area, processId);
  const accept = useAcceptProposal(area, processId);
  const { showAlert } = useAlerts();
  const section = useRef<HTMLElement>(null);
  const unread = conversation.data?.no_leidos ?? 0;
  const newest = conversation.data?.mensajes.at(-1)?.id ?? 0;
  const { mutate: markSeen } = markRead;
  // Once per newest message: a failed mark is not retried in a loop, the next message tries again.
  const markedUpTo = useRef(0);
  useEffect(() => {
    if (unread === 0 || newest <= markedUpTo.current) return;
    markedUpTo.current = newest;
    markSeen();
  }, [unread, newest, markSeen]);
  useEffect(() => {
    if (focus && conversation.data) section.current?.scrollIntoView({ block: 'start' });
  }, [focus, conversation.data]);

  const title = area === 'client' ? text.title : text.staffTitle;
  return (
    <section
      ref={section}
      aria-labelledby={`conversacion-${processId}`}
      className="space-y-4 rounded-xl bg-white p-5 ring-1 ring-slate-200"
    >
      <div>
        <h2 id={`conversacion-${processId}`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className="text-sm text-slate-600">{text.intro}</p>
        {conversation.data?.fecha_inicio && (
          <p className="mt-1 text-sm text-slate-800">
            Fecha de inicio: <strong>{formatDate(conversation.data.fecha_inicio)}</strong>
          </p>
        )}
      </div>
      {conversation.isPending ? (
        <PageLoader label="Cargando la conversación..." />
      ) : conversation.error ? (
        <FormAlert tone="error">{apiErrorMessage(conversation.error, text.loadError)}</FormAlert>
      ) : (
        <>
          {conversation.data.mensajes.length === 0 ? (
            <p className="text-sm text-slate-600">{text.empty}</p>
          ) : (
            <ol className="space-y-3" aria-label="Mensajes">
              {conversation.data.mensajes.map((message) => (
                <MessageItem
                  key={message.id}
                  message={message}
                  attachmentHref={attachmentHref(area, processId, message.id)}
                  isAccepting={accept.isPending && accept.variables === message.id}
                  onAccept={() =>
                    accept.mutate(message.id, {
                      onSuccess: (answer) => showAlert({ type: 'success', message: answer.message }),
                      onError: (error) =>
                        showAlert({ type: 'error', message: apiErrorMessage(error, text.loadError) }),
                    })
                  }
                />
              ))}
            </ol>
          )}
          <MessageForm
            area={area}
            processId={processId}
            allowsDate={conversation.data.admite_fecha}
            onSent={(message) => showAlert({ type: 'success', message })}
          />
        </>
      )}
    </section>
  );
}
