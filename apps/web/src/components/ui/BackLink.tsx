import { Link } from 'react-router';

/** '‹ Where you came from': the way back from a detail screen, a 44 px tall target. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline"
    >
      <span aria-hidden="true">‹&nbsp;</span>
      {children}
    </Link>
  );
}
