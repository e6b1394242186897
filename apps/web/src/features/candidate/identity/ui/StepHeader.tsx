import type { ReactNode } from 'react';

/** Title and intro of a sign-in step; the title is the step's landmark heading. */
export function StepHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="space-y-2">
      <h1 tabIndex={-1} className="text-2xl font-bold tracking-tight text-brand-900 focus:outline-none">
        {title}
      </h1>
      {children && <p className="text-sm leading-relaxed text-slate-600">{children}</p>}
    </header>
  );
}
