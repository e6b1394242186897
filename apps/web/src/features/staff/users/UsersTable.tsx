import { useMemo } from 'react';
import { roleLabels, type StaffUser } from '@portal/shared/staff';
import { DataTable, type DataColumn } from '@/components/data-table/DataTable';
import { Button } from '@/components/ui/Button';
import { stateLabels, stateOf } from './filters';

interface UsersTableProps {
  users: StaffUser[];
  me: StaffUser;
  onEdit(user: StaffUser): void;
  onDeactivate(user: StaffUser): void;
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

const fullName = (user: StaffUser) => `${user.primer_nombre} ${user.primer_apellido}`;

function RowActions({
  user,
  me,
  onEdit,
  onDeactivate,
  wrap,
}: Omit<UsersTableProps, 'users'> & { user: StaffUser; wrap: boolean }) {
  const name = fullName(user);
  return (
    <div className={`flex gap-2 ${wrap ? 'flex-wrap' : 'flex-nowrap'}`}>
      <Button
        variant="secondary"
        className="min-h-9 px-3"
        aria-label={`Editar a ${name}`}
        onPress={() => onEdit(user)}
      >
        Editar
      </Button>
      {user.activo && user.id_usuario !== me.id_usuario && (
        <Button
          variant="ghost"
          className="min-h-9 px-3 text-red-700"
          aria-label={`Desactivar a ${name}`}
          onPress={() => onDeactivate(user)}
        >
          Desactivar
        </Button>
      )}
    </div>
  );
}

/** The users list: sortable columns on wide screens, one card per user on phones. */
export function UsersTable(props: UsersTableProps) {
  const { users, me, onEdit, onDeactivate } = props;
  const columns = useMemo<DataColumn<StaffUser>[]>(
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
        cell: (user) => user.correo,
        sortValue: (user) => user.correo,
        className: 'max-w-56 break-all text-slate-700',
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
        cell: (user) => (
          <RowActions me={me} onEdit={onEdit} onDeactivate={onDeactivate} user={user} wrap={false} />
        ),
      },
    ],
    [me, onEdit, onDeactivate],
  );
  return (
    <DataTable
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
              <p className="break-all text-sm text-slate-600">{user.correo}</p>
            </div>
            <StateBadge user={user} />
          </div>
          <p className="mt-2 text-sm text-slate-700">
            {roleLabels[user.rol]} · {user.razon_social ?? user.nombre_grupo ?? 'Sin grupo'}
          </p>
          <div className="mt-3">
            <RowActions {...props} user={user} wrap />
          </div>
        </>
      )}
    />
  );
}
