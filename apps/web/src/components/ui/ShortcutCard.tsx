import { useId } from 'react';
import { Link } from 'react-router';

/** A card that leads to another screen: a title, one line saying what is there, and the link. */
export function ShortcutCard({
  title,
  body,
  to,
  action,
}: {
  title: string;
  body: string;
  to: string;
  action: string;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id={titleId} className="text-lg font-bold text-brand-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{body}</p>
      </div>
      <Link
        to={to}
        className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {action}
      </Link>
    </section>
  );
}
