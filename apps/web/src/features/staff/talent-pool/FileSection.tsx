import { useId, type ReactNode } from 'react';

/** One part of the file: its heading (h2) and what it holds, on a card named by that heading. */
export function FileSection({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** Term and value pairs; a missing value reads «Sin dato». */
export function Facts({ items }: { items: readonly [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm lg:grid-cols-3">
      {items.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="font-medium text-slate-600">{term}</dt>
          <dd className="break-words text-slate-900">{value ?? 'Sin dato'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Words as chips (skills, categories); a sentence when there are none. */
export function Chips({ words, none }: { words: readonly string[]; none: string }) {
  if (words.length === 0) return <span className="text-slate-600">{none}</span>;
  return (
    <ul className="mt-1 flex flex-wrap gap-1.5">
      {words.map((word) => (
        <li key={word} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800">
          {word}
        </li>
      ))}
    </ul>
  );
}

/** What the caller's group does not reach, only counted: "2 postulaciones en vacantes de otros grupos." */
export function OutOfReach({
  count,
  one,
  many,
  children,
}: {
  count: number;
  one: string;
  many: string;
  children?: ReactNode;
}) {
  if (count === 0) return null;
  return (
    <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
      {count} {count === 1 ? one : many}. {children}
    </p>
  );
}
