import { Spinner } from '../ui/Spinner';

/** Fallback while a screen's code or data loads. */
export function PageLoader({ label = 'Cargando...' }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-brand-700"
    >
      <Spinner className="size-8" />
      <span className="text-sm font-medium text-slate-600">{label}</span>
    </div>
  );
}
