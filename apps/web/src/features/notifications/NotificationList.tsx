import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { NotificationList as List } from '@portal/shared/notifications';
import { notificationMessages as text } from '@portal/shared/messages/notifications';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { formatRecent } from '@/lib/format';

interface NotificationListProps {
  list: UseQueryResult<List>;
  /** The bell's panel: the body on two lines at most. */
  compact?: boolean;
  /** A notification was followed: mark it read. */
  onOpen(id: number): void;
}

/** The latest notifications, unread first in weight: each one a link to the record it is about. */
export function NotificationList({ list, compact = false, onOpen }: NotificationListProps) {
  if (list.isPending)
    return (
      <p role="status" className="flex items-center gap-2 py-4 text-sm text-slate-600">
        <Spinner className="size-5 text-brand-700" /> Cargando avisos...
      </p>
    );
  if (list.isError)
    return (
      <LoadError title={text.loadError} onRetry={() => void list.refetch()} isRetrying={list.isFetching} />
    );
  if (list.data.items.length === 0) return <p className="py-4 text-sm text-slate-600">{text.empty}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {list.data.items.map((item) => (
        <li key={item.id}>
          <Link
            to={item.enlace}
            onClick={() => !item.leida && onOpen(item.id)}
            className="flex gap-3 rounded-lg px-2 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <span
              aria-hidden="true"
              className={`mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full ${item.leida ? 'bg-transparent' : 'bg-brand-700'}`}
            />
            <span className="min-w-0 flex-1">
              <span className={`block text-sm text-slate-900 ${item.leida ? 'font-medium' : 'font-bold'}`}>
                {!item.leida && <span className="sr-only">Sin leer:</span>} {item.titulo}
              </span>{' '}
              <span className={`block text-sm text-slate-700 ${compact ? 'line-clamp-2' : ''}`}>
                {item.cuerpo}
              </span>{' '}
              <span className="mt-0.5 block text-xs text-slate-600">{formatRecent(item.creada_en)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
