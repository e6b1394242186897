import { NavLink } from 'react-router';
import { POLICIES, policyPath } from '../policy-catalog';

const itemClass = (isActive: boolean) =>
  `flex min-h-11 items-center gap-3 rounded-lg border-l-4 px-3 py-2 text-sm transition-colors ${
    isActive
      ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900'
      : 'border-transparent text-slate-700 hover:bg-slate-100 hover:text-brand-900'
  }`;

/** The three policies; NavLink marks the current one with aria-current="page". */
export function PolicyNavList({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className="space-y-1">
      {POLICIES.map((policy) => (
        <li key={policy.slug}>
          <NavLink
            to={policyPath(policy.slug)}
            onClick={onNavigate}
            className={({ isActive }) => itemClass(isActive)}
          >
            {policy.title}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
