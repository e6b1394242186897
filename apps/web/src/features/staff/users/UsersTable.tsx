import { useMemo } from 'react';
import { roleLabels, type ListedUser, type StaffUser } from '@portal/shared/users/staff';
import { DataTable, type DataColumn } from '@/components/data-table/DataTable';
import { EmailText } from './EmailText';
import { stateLabels, stateOf } from '@portal/shared/users/filters';
import { RowActions, type RowActionsProps } from './RowActions';
import { fullName } from './use-row-actions';

interface UsersTableProps {
  users: ListedUser[];
  onAction: RowActionsProps['onAction'];
  /** The user whose action is under way. */
  busyId?: number;
}

const stateTone = {
  activo: 'bg-emerald-50 text-emerald-800',
  invitado: 'bg-amber-50 text-amber-900',
  inactivo: 'bg-slate-100 text-slate-600',
};

function StateBadge({ user }: { user: StaffUser }) {
  const state = stateOf(user);
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${stateTone[state]}`}>
      {stateLabels[state]}
    </span>
  );
}

/** The users list: sortable columns on wide screens, one card per user on phones. */
export function UsersTable({ users, onAction, busyId }: UsersTableProps) {
  const columns = useMemo<DataColumn<ListedUser>[]>(
    () => [
      {
        id: 'nombre',
        header: 'Nombre',
        cell: fullName,
        sortValue: fullName,
        className: 'font-medium text-slate-900',
      },
      {
        id: 'correo',
        header: 'Correo',
        cell: (user) => <EmailText correo={user.correo} />,
        sortValue: (user) => user.correo,
        className: 'max-w-56 text-slate-700',
      },
      { id: 'rol', header: 'Rol', cell: (user) => roleLabels[user.rol], sortValue: (user) => user.rol },
      {
        id: 'grupo',
        header: 'Grupo',
        cell: (user) => user.nombre_grupo ?? '—',
        sortValue: (user) => user.nombre_grupo ?? '',
      },
      {
        id: 'empresa',
        header: 'Empresa',
        cell: (user) => user.razon_social ?? '—',
        sortValue: (user) => user.razon_social ?? '',
      },
      { id: 'estado', header: 'Estado', cell: (user) => <StateBadge user={user} />, sortValue: stateOf },
      {
        id: 'acciones',
        header: 'Acciones',
        cell: (user) => <RowActions user={user} onAction={onAction} busy={user.id_usuario === busyId} />,
      },
    ],
    [onAction, busyId],
  );
  return (
    <DataTable<ListedUser>
      caption="Usuarios"
      rows={users}
      columns={columns}
      getRowId={(user) => String(user.id_usuario)}
      rowLabel={fullName}
      renderCard={(user) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{fullName(user)}</p>
              <EmailText correo={user.correo} className="block text-sm text-slate-600" />
            </div>
            <StateBadge user={user} />
          </div>
          <p className="mt-2 text-sm text-slate-700">
            {roleLabels[user.rol]} · {user.razon_social ?? user.nombre_grupo ?? 'Sin grupo'}
          </p>
          <div className="mt-3">
            <RowActions user={user} onAction={onAction} busy={user.id_usuario === busyId} wrap />
          </div>
        </>
      )}
    />
  );
}
