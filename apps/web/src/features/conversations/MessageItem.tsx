import {
  conversationMessages as text,
  type ConversationMessage,
  type ProposalState,
} from '@portal/shared/conversations';
import { Badge, type BadgeTone } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { formatDate, formatDateTime } from '@/lib/format';

const proposalTones: Record<ProposalState, BadgeTone> = {
  abierta: 'warning',
  aceptada: 'success',
  reemplazada: 'neutral',
};

interface MessageItemProps {
  message: ConversationMessage;
  attachmentHref: string;
  isAccepting: boolean;
  onAccept(): void;
}

/** One message: one's own on the right, the other side's on the left, with its read state and extras. */
export function MessageItem({ message, attachmentHref, isAccepting, onAccept }: MessageItemProps) {
  const own = message.propio;
  return (
    <li className={`flex ${own ? 'justify-end' : 'justify-start'}`}>
      <article
        className={`max-w-[85%] space-y-2 rounded-2xl px-4 py-3 sm:max-w-[70%] ${
          own ? 'bg-brand-50 ring-1 ring-brand-100' : 'bg-white ring-1 ring-slate-200'
        }`}
      >
        <header className="flex flex-wrap items-baseline gap-x-2 text-xs text-slate-600">
          <span className="font-semibold text-slate-800">{own ? text.you : message.autor}</span>
          <time dateTime={message.creado_en}>{formatDateTime(message.creado_en)}</time>
          {own && <span>· {message.leido ? text.seen : text.unseen}</span>}
        </header>
        <p className="text-sm whitespace-pre-line text-slate-900">{message.texto}</p>
        {message.adjunto && (
          <a
            href={attachmentHref}
            target="_blank"
            rel="noreferrer"
            className="inline-flex min-h-11 items-center text-sm font-semibold break-all text-brand-800 underline"
          >
            Adjunto: {message.adjunto.nombre}
          </a>
        )}
        {message.fecha_propuesta && message.propuesta_estado && (
          <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-2">
            <span className="text-sm font-semibold text-slate-900">
              {text.proposal(formatDate(message.fecha_propuesta))}
            </span>
            <Badge tone={proposalTones[message.propuesta_estado]}>
              {text.proposalStates[message.propuesta_estado]}
            </Badge>
            {message.puede_aceptar && (
              <Button isLoading={isAccepting} onPress={onAccept}>
                {text.accept}
              </Button>
            )}
          </div>
        )}
      </article>
    </li>
  );
}
