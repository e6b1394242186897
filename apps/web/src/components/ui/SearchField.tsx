import { useId } from 'react';

interface SearchFieldProps {
  label: string;
  value: string;
  placeholder?: string;
  onChange(value: string): void;
}

/** A labelled search box for list filters. */
export function SearchField({ label, value, placeholder, onChange }: SearchFieldProps) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className="block min-h-11 w-full rounded-lg border border-slate-300 px-3 text-base focus:outline-2 focus:outline-brand-600"
      />
    </div>
  );
}
