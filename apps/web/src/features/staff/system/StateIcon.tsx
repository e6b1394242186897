import type { CheckState } from '@portal/shared/system/status';

const PATHS: Record<CheckState, string> = {
  ok: 'M5 12.5l4.5 4.5L19 7.5',
  aviso: 'M12 7v6m0 3.5v.5',
  falla: 'M7 7l10 10M17 7L7 17',
};

/** Colour per state: the word next to it carries the meaning, the colour only helps. */
export const stateTone = {
  ok: {
    badge: 'success',
    stripe: 'bg-emerald-500',
    icon: 'bg-emerald-600',
    panel: 'bg-emerald-50 ring-emerald-200 text-emerald-900',
  },
  aviso: {
    badge: 'warning',
    stripe: 'bg-amber-400',
    icon: 'bg-amber-500',
    panel: 'bg-amber-50 ring-amber-200 text-amber-950',
  },
  falla: {
    badge: 'danger',
    stripe: 'bg-red-600',
    icon: 'bg-red-700',
    panel: 'bg-red-50 ring-red-200 text-red-900',
  },
} as const;

/** A tick, an exclamation mark or a cross on a disc of the state's colour; decorative. */
export function StateIcon({ estado, className = 'size-6' }: { estado: CheckState; className?: string }) {
  return (
    <span
      aria-hidden
      className={`inline-flex shrink-0 items-center justify-center rounded-full text-white ${stateTone[estado].icon} ${className}`}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-[70%]"
        fill="none"
        stroke="currentColor"
        strokeWidth={3}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={PATHS[estado]} />
      </svg>
    </span>
  );
}
