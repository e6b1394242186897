import type { ReactNode } from 'react';

/** A panel screen's title (its one h1) and the line under it that says what the screen is for. */
export function ScreenHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div>
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      {children && <p className="text-sm text-slate-600">{children}</p>}
    </div>
  );
}
