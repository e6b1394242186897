import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ListedUser, StaffUser } from '@portal/shared/users/staff';
import { useAlerts } from '@/components/alerts/alerts-context';
import { PageLoader } from '@/components/layout/PageLoader';
import { ExportMenu } from '@/components/spreadsheet/ExportMenu';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { FormAlert } from '@/components/ui/FormAlert';
import { apiErrorMessage } from '@/lib/api-client';
import { useUrlFilters } from '@/lib/use-url-filters';
import { exportUsers, usersQuery } from './api';
import { filterUsers, type UserFilters } from '@portal/shared/users/filters';
import { readFilters } from './filters';
import type { RowAction } from './RowActions';
import { useRowActions } from './use-row-actions';
import { UserFiltersBar } from './UserFiltersBar';
import { UserFormDialog } from './UserFormDialog';
import { UsersTable } from './UsersTable';

/** `/dashboard/usuarios`: the users the signed-in role may see, with search, filters and row actions. */
export function UsersScreen({ me }: { me: StaffUser }) {
  const users = useQuery(usersQuery(me));
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const { params, change: changeFilter } = useUrlFilters();
  const filters = readFilters(params);
  const [editing, setEditing] = useState<ListedUser | null | 'new'>(null);
  const [deactivating, setDeactivating] = useState<ListedUser | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['staff', 'users'] });
  const { deactivate, reactivate, resend } = useRowActions(() => setDeactivating(null));
  const onAction = (action: RowAction, user: ListedUser) => {
    if (action === 'editar') setEditing(user);
    if (action === 'desactivar') setDeactivating(user);
    if (action === 'reactivar') reactivate.mutate(user);
    if (action === 'reenviar_invitacion') resend.mutate(user);
  };
  const busyId = [reactivate, resend].find((call) => call.isPending)?.variables?.id_usuario;

  const change = (name: keyof UserFilters, value: string) => changeFilter(name, value);

  if (users.isPending) return <PageLoader label="Cargando usuarios..." />;
  if (users.error) {
    return (
      <FormAlert tone="error">
        No pudimos cargar los usuarios. {apiErrorMessage(users.error, '')}{' '}
        <button type="button" className="font-semibold underline" onClick={() => void users.refetch()}>
          Reintentar
        </button>
      </FormAlert>
    );
  }
  const matching = filterUsers(users.data, filters);
  return (
    <section className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-brand-900">Usuarios</h1>
          <p className="text-sm text-slate-600">
            {matching.length} de {users.data.length} usuario{users.data.length === 1 ? '' : 's'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {me.rol !== 'empresa' && (
            <ExportMenu what="usuarios" onExport={(formato) => exportUsers(filters, formato)} />
          )}
          {me.rol !== 'empresa' && (
            <Link
              to="/dashboard/usuarios/importar"
              className="inline-flex min-h-11 items-center rounded-lg bg-white px-4 text-sm font-semibold text-brand-800 ring-1 ring-brand-700/30 hover:bg-brand-50"
            >
              Registro masivo
            </Link>
          )}
          <Button onPress={() => setEditing('new')}>Invitar usuario</Button>
        </div>
      </div>
      <UserFiltersBar filters={filters} onChange={change} />
      {matching.length === 0 ? (
        <EmptyState title="Ningún usuario coincide con la búsqueda.">
          Prueba con otro nombre o correo, o quita algún filtro.
        </EmptyState>
      ) : (
        <UsersTable users={matching} onAction={onAction} busyId={busyId} />
      )}
      {editing && (
        <UserFormDialog
          me={me}
          user={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            showAlert({ type: 'success', message });
            setEditing(null);
            void refresh();
          }}
        />
      )}
      {deactivating && (
        <ConfirmDialog
          title={`¿Desactivar a ${deactivating.primer_nombre} ${deactivating.primer_apellido}?`}
          confirmLabel="Desactivar"
          isPending={deactivate.isPending}
          onCancel={() => setDeactivating(null)}
          onConfirm={() => deactivate.mutate(deactivating)}
        >
          {deactivating.correo} no podrá iniciar sesión y sus sesiones abiertas se cerrarán. Su historial se
          conserva.
        </ConfirmDialog>
      )}
    </section>
  );
}
