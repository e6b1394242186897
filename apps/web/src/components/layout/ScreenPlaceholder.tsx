import type { ReactNode } from 'react';

/** Frame for screens whose content a later issue delivers: it says what the screen will hold. */
export function ScreenPlaceholder({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        <div className="mt-3 space-y-2 text-slate-600">{children}</div>
      </div>
    </section>
  );
}
