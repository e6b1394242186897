import type { InputHTMLAttributes } from 'react';

/** A checkbox with its label as a 44 px tall target; register it like any input. */
export function CheckboxField({
  label,
  ...props
}: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="flex min-h-11 items-center gap-3 rounded-lg px-2 text-sm text-slate-800 hover:bg-slate-50">
      <input type="checkbox" className="size-5 accent-brand-700" {...props} />
      {label}
    </label>
  );
}
