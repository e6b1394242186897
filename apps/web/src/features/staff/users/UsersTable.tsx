import { roleLabels, type StaffUser } from '@portal/shared/staff';
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

function RowActions({
  user,
  me,
  onEdit,
  onDeactivate,
  wrap,
}: Omit<UsersTableProps, 'users'> & { user: StaffUser; wrap: boolean }) {
  const name = `${user.primer_nombre} ${user.primer_apellido}`;
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

/** A table on wide screens; a list of cards on phones, where seven columns cannot fit. */
export function UsersTable(props: UsersTableProps) {
  const { users } = props;
  return (
    <>
      <ul className="space-y-3 md:hidden">
        {users.map((user) => (
          <li key={user.id_usuario} className="rounded-xl bg-white p-4 shadow-xs ring-1 ring-slate-200">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  {user.primer_nombre} {user.primer_apellido}
                </p>
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
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-xs ring-1 ring-slate-200 md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Usuarios</caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              {['Nombre', 'Correo', 'Rol', 'Grupo', 'Empresa', 'Estado', 'Acciones'].map((title) => (
                <th key={title} scope="col" className="px-4 py-3 font-semibold">
                  {title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {users.map((user) => (
              <tr key={user.id_usuario}>
                <td className="px-4 py-3 font-medium text-slate-900">
                  {user.primer_nombre} {user.primer_apellido}
                </td>
                <td className="max-w-56 break-all px-4 py-3 text-slate-700">{user.correo}</td>
                <td className="px-4 py-3">{roleLabels[user.rol]}</td>
                <td className="px-4 py-3">{user.nombre_grupo ?? '—'}</td>
                <td className="px-4 py-3">{user.razon_social ?? '—'}</td>
                <td className="px-4 py-3">
                  <StateBadge user={user} />
                </td>
                <td className="px-4 py-3">
                  <RowActions {...props} user={user} wrap={false} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
