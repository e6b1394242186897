import { useId, type InputHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  label: string;
  registration?: UseFormRegisterReturn;
  error?: FieldError;
  hint?: string;
}

/** A labelled input whose hint and error are announced with it (aria-describedby). */
export function Field({ label, registration, error, hint, ...props }: FieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...props}
        {...registration}
        className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 read-only:bg-slate-100 read-only:text-slate-700 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 ${
          error ? 'border-red-600' : 'border-slate-300'
        }`}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error?.message && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error.message}
        </p>
      )}
    </div>
  );
}
