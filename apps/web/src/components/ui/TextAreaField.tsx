import { useId, type TextareaHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'> {
  label: string;
  registration?: UseFormRegisterReturn;
  error?: Pick<FieldError, 'message'>;
  hint?: string;
}

/** A labelled multi-line input; its hint and error are tied to it with aria-describedby. */
export function TextAreaField({
  label,
  registration,
  error,
  hint,
  rows = 3,
  className = '',
  ...props
}: TextAreaFieldProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`space-y-1.5 ${className}`}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...registration}
        {...props}
        className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-base focus:outline-2 focus:outline-brand-600 aria-invalid:border-red-600"
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error.message}
        </p>
      )}
    </div>
  );
}
