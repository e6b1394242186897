import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { notificationMessages as text } from '@portal/shared/messages/notifications';
import { notificationsPage, notificationsQuery, useMarkRead, type BellArea } from './api';
import { NotificationList } from './NotificationList';

function BellIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-6 w-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path strokeLinecap="round" strokeLinejoin="round" d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path strokeLinecap="round" strokeLinejoin="round" d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/**
 * When news arrives while the page is open: screen readers hear "Tienes 1 aviso nuevo", and what the
 * page shows is asked again (the news is about it: a process list gets its new candidates at once).
 */
function useNewsArrival(newest: number | undefined, unread: number | undefined) {
  const client = useQueryClient();
  const previous = useRef<{ newest: number; unread: number } | undefined>(undefined);
  const [notice, setNotice] = useState('');
  useEffect(() => {
    if (newest === undefined || unread === undefined) return;
    const before = previous.current;
    previous.current = { newest, unread };
    if (!before || newest <= before.newest) return;
    const fresh = Math.max(1, unread - before.unread);
    setNotice(fresh === 1 ? 'Tienes 1 aviso nuevo.' : `Tienes ${fresh} avisos nuevos.`);
    void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'notifications' });
  }, [client, newest, unread]);
  return notice;
}

/**
 * The bell of each area's menu: the unread count, and a panel with the latest notifications that
 * closes with Escape or a click elsewhere. It asks for news every few seconds while the tab is open.
 */
export function NotificationBell({ area, className = '' }: { area: BellArea; className?: string }) {
  const list = useQuery(notificationsQuery(area));
  const markRead = useMarkRead(area);
  const [open, setOpen] = useState(false);
  const [top, setTop] = useState<number>();
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const unread = list.data?.no_leidas;
  // An empty bell's newest is 0: the first notification it ever gets is news too.
  const notice = useNewsArrival(list.data && (list.data.items[0]?.id ?? 0), unread);

  useEffect(() => {
    if (!open) return;
    heading.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div ref={wrapper} className={`relative ${className}`}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread ? text.bellWithUnread(unread) : text.bell}
        onClick={() => {
          // On a phone the panel spans the screen just under the bell, wherever the menu put it.
          const wide = window.matchMedia?.('(min-width: 640px)').matches ?? true;
          setTop(wide ? undefined : (button.current?.getBoundingClientRect().bottom ?? 56) + 8);
          setOpen((value) => !value);
        }}
        className="relative inline-flex h-11 w-11 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <BellIcon />
        {Boolean(unread) && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-400 px-1 text-xs font-bold text-brand-900 tabular-nums"
          >
            {unread! > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <span role="status" className="sr-only">
        {notice}
      </span>
      {open && (
        <div
          id={panelId}
          style={{ top }}
          className="fixed inset-x-3 top-16 z-40 max-h-[75vh] overflow-y-auto rounded-xl bg-white p-4 text-left shadow-xl ring-1 ring-slate-200 sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
        >
          <div className="mb-2 flex items-center justify-between gap-3">
            <h2 ref={heading} tabIndex={-1} className="text-base font-bold text-slate-900 outline-none">
              {text.bell}
            </h2>
            {Boolean(unread) && (
              <button
                type="button"
                onClick={() => markRead.mutate(undefined)}
                disabled={markRead.isPending}
                className="min-h-11 rounded-lg px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                {text.markAll}
              </button>
            )}
          </div>
          <NotificationList
            list={list}
            compact
            onOpen={(id) => {
              markRead.mutate(id);
              setOpen(false);
            }}
          />
          <Link
            to={notificationsPage[area]}
            onClick={() => setOpen(false)}
            className="mt-3 flex min-h-11 items-center justify-center rounded-lg text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            {text.seeAll}
          </Link>
        </div>
      )}
    </div>
  );
}
