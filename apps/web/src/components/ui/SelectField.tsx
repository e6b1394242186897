import { useId, type SelectHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly SelectOption[];
  /** First, empty option (for "any" in filters, or "choose…" in forms). */
  placeholder?: string;
  registration?: UseFormRegisterReturn;
  error?: Pick<FieldError, 'message'>;
  /** A line under the select that explains it (tied with aria-describedby). */
  hint?: string;
}

/**
 * A labelled native select: the phone's own picker on mobile, full keyboard support everywhere. Its
 * hint and error are tied to it with aria-describedby.
 */
export function SelectField({
  label,
  options,
  placeholder,
  registration,
  error,
  hint,
  className = '',
  ...props
}: SelectFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={`space-y-1.5 ${className}`}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...props}
        {...registration}
        className={`block w-full min-h-11 rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-xs focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 ${error ? 'border-red-600' : 'border-slate-300'}`}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error.message}
        </p>
      )}
    </div>
  );
}
