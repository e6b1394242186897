import { useId, useState, type InputHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  label: string;
  /** react-hook-form's register(); absent for read-only values. */
  registration?: UseFormRegisterReturn;
  error?: FieldError;
  hint?: string;
}

const inputClass =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-xs placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 read-only:bg-slate-100 read-only:text-slate-700 aria-invalid:border-red-600';

/**
 * A labelled input; its hint and error are tied to it with aria-describedby. Password inputs get a
 * Mostrar/Ocultar toggle. One component for every form of the portal (sign-in, sign-up, profile).
 */
export function TextField({
  label,
  registration,
  error,
  hint,
  type = 'text',
  className = '',
  ...props
}: TextFieldProps) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={isPassword && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...props}
          className={`${inputClass} ${error ? 'border-red-600' : 'border-slate-300'} ${isPassword ? 'pr-24' : ''} ${className}`}
          {...registration}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setRevealed((value) => !value)}
            aria-label={revealed ? 'Ocultar contraseña' : 'Mostrar contraseña'}
            aria-controls={id}
            className="absolute inset-y-1 right-1 rounded-md px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            {revealed ? 'Ocultar' : 'Mostrar'}
          </button>
        )}
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error?.message && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error.message}
        </p>
      )}
    </div>
  );
}
