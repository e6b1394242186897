import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/**
 * A checkbox with its label as a 44 px tall target; register it like any input. A long label (a
 * consent) wraps beside the box; `detail` (a link to read) and `error` sit under it, tied with
 * aria-describedby.
 */
export function CheckboxField({
  label,
  detail,
  error,
  ...props
}: { label: string; detail?: ReactNode; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const detailId = detail ? `${id}-detail` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [detailId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label className="flex min-h-11 items-start gap-3 rounded-lg px-2 text-sm text-slate-800 hover:bg-slate-50">
        <input
          type="checkbox"
          className="mt-2.5 size-5 shrink-0 accent-brand-700"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...props}
        />
        <span className="py-2.5">{label}</span>
      </label>
      {detail && (
        <div id={detailId} className="pl-10 text-sm text-slate-600">
          {detail}
        </div>
      )}
      {error && (
        <p id={errorId} className="pl-10 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
