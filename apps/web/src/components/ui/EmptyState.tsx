import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  /** What the person can do next (clear filters, create the first one). */
  action?: ReactNode;
}

/** What a list shows when it has nothing to show, with the way forward. */
export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <div role="status" className="rounded-xl bg-white p-6 text-center ring-1 ring-slate-200">
      <p className="font-semibold text-slate-800">{title}</p>
      {children && <div className="mt-1 text-sm text-slate-600">{children}</div>}
      {action && <div className="mt-4 flex justify-center">{action}</div>}
    </div>
  );
}
