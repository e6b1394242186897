import { useEffect, useRef, type ReactNode } from 'react';

const tones = {
  error: 'bg-red-50 text-red-800 ring-red-200',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  info: 'bg-brand-50 text-brand-900 ring-brand-100',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
} as const;

export type AlertTone = keyof typeof tones;

/**
 * A message inside a form; an error takes the focus when it appears, so keyboard and screen-reader
 * users hear it. Each failed attempt mounts a new alert (the previous one is cleared first).
 */
export function FormAlert({ tone, children }: { tone: AlertTone; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const isError = tone === 'error';
  useEffect(() => {
    if (isError) ref.current?.focus();
  }, [isError]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg px-4 py-3 text-sm ring-1 focus:outline-2 focus:outline-brand-600 ${tones[tone]}`}
    >
      {children}
    </div>
  );
}
