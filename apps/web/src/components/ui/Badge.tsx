import type { ReactNode } from 'react';

const tones = {
  neutral: 'bg-slate-100 text-slate-700',
  info: 'bg-brand-50 text-brand-900',
  success: 'bg-emerald-50 text-emerald-800',
  warning: 'bg-amber-50 text-amber-900',
  danger: 'bg-red-50 text-red-800',
};
export type BadgeTone = keyof typeof tones;

/** A short state word on a tinted pill; the word carries the meaning, the colour only helps. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>
      {children}
    </span>
  );
}
