import { useEffect, useRef } from 'react';

interface SelectionCheckboxProps {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange(checked: boolean): void;
  /** Show the label next to the box (the phone's "select all"); otherwise it is for screen readers. */
  showLabel?: boolean;
  className?: string;
}

/** A native checkbox, 24 px for thumbs, with the mixed state a partly selected page needs. */
export function SelectionCheckbox({
  label,
  checked,
  indeterminate = false,
  onChange,
  showLabel = false,
  className = '',
}: SelectionCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate && !checked;
  }, [indeterminate, checked]);
  return (
    <label
      className={`inline-flex min-h-6 cursor-pointer items-center gap-2 text-sm text-slate-700 ${className}`}
    >
      <input
        ref={ref}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 accent-brand-700"
      />
      <span className={showLabel ? '' : 'sr-only'}>{label}</span>
    </label>
  );
}
