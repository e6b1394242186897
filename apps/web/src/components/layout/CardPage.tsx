import type { ReactNode } from 'react';
import { PublicShell } from './PublicShell';

/** A public page holding one narrow card: sign-in, invitation and password screens. */
export function CardPage({ children }: { children: ReactNode }) {
  return (
    <PublicShell>
      <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">{children}</div>
      </section>
    </PublicShell>
  );
}
