import { Link, type LinkProps } from 'react-router';

/** A link that looks like the primary button, for navigation actions. */
export function LinkButton({ className = '', ...props }: LinkProps) {
  return (
    <Link
      {...props}
      className={`inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 py-2 text-sm font-semibold text-white transition-colors hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-900 ${className}`}
    />
  );
}
