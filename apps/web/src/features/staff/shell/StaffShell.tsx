import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { systemScreen } from '@portal/shared/messages';
import {
  ADMIN_ROLES,
  COMPANY_ROLES,
  DATA_REQUEST_ROLES,
  ROLES,
  roleLabels,
  roleMayUse,
  STAFF_ROLES,
  type Role,
} from '@portal/shared/users/roles';
import type { StaffUser } from '@portal/shared/users/staff';
import { Logo } from '@/components/layout/Logo';
import { PlainButton } from '@/components/ui/PlainButton';

export interface NavEntry {
  to: string;
  label: string;
  /** Exact match (the home entry), instead of any path below it. */
  end?: boolean;
  /** The roles the API serves there (the same lists its guards use): no one sees what refuses them. */
  roles: readonly Role[];
}

/** The back office's navigation, declared as data. */
export const staffNavigation: NavEntry[] = [
  { to: '/dashboard', label: 'Inicio', end: true, roles: ROLES },
  { to: '/dashboard/ordenes', label: 'Órdenes', roles: STAFF_ROLES },
  { to: '/dashboard/vacantes', label: 'Vacantes', roles: STAFF_ROLES },
  { to: '/dashboard/candidatos', label: 'Base de talento', roles: STAFF_ROLES },
  { to: '/dashboard/misiones', label: 'Misiones', roles: STAFF_ROLES },
  { to: '/dashboard/nomina', label: 'Nómina', roles: STAFF_ROLES },
  { to: '/dashboard/contratos', label: 'Contratos', roles: STAFF_ROLES },
  { to: '/dashboard/catalogo', label: 'Catálogo', roles: STAFF_ROLES },
  { to: '/dashboard/usuarios', label: 'Usuarios', end: true, roles: ROLES },
  { to: '/dashboard/usuarios/importar', label: 'Registro masivo', roles: STAFF_ROLES },
  { to: '/dashboard/solicitudes-datos', label: 'Solicitudes de datos', roles: DATA_REQUEST_ROLES },
  { to: '/dashboard/parametros-legales', label: 'Parámetros legales', roles: STAFF_ROLES },
  { to: '/dashboard/auditoria', label: 'Auditoría', roles: ADMIN_ROLES },
  { to: '/system', label: systemScreen.navLabel, roles: ADMIN_ROLES },
  // A company user's own area: where their orders and processes are.
  { to: '/order', label: 'Área de clientes', roles: COMPANY_ROLES },
];

/** The entries a role sees: those whose calls the API answers for that role. */
export const navigationFor = (rol: Role) => staffNavigation.filter((entry) => roleMayUse(rol, entry.roles));

interface StaffShellProps {
  me: StaffUser;
  navigation: NavEntry[];
  isSigningOut: boolean;
  onLogout(): void;
  /** The notification bell, composed by the app. */
  bell?: ReactNode;
  children: ReactNode;
}

/** Header with who is signed in and Cerrar sesión; the menu scrolls sideways on narrow phones. */
export function StaffShell({ me, navigation, isSigningOut, onLogout, bell, children }: StaffShellProps) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex w-full max-w-7xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Logo />
          <div className="flex items-center gap-2 sm:gap-3">
            {bell}
            <p className="hidden text-right text-sm leading-tight sm:block">
              <span className="block font-semibold text-slate-900">
                {me.primer_nombre} {me.primer_apellido}
              </span>
              <span className="text-slate-600">{roleLabels[me.rol]}</span>
            </p>
            {/* A plain button: the panel's first screen loads no React Aria (decision 0073). */}
            <PlainButton
              variant="secondary"
              className="whitespace-nowrap"
              isLoading={isSigningOut}
              onPress={onLogout}
            >
              Cerrar sesión
            </PlainButton>
          </div>
        </div>
        <nav
          aria-label="Panel de la agencia"
          className="mx-auto w-full max-w-7xl overflow-x-auto px-2 sm:px-4"
        >
          <ul className="flex gap-1">
            {navigation.map((entry) => (
              <li key={entry.to}>
                <NavLink
                  to={entry.to}
                  end={entry.end}
                  className={({ isActive }) =>
                    `inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-3 text-sm font-semibold ${isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-brand-800'}`
                  }
                >
                  {entry.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6">{children}</main>
    </div>
  );
}
