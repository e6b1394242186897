import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { clientDataMessages } from '@portal/shared/messages';
import type { StaffUser } from '@portal/shared/staff';
import { useAlerts } from '@/components/alerts/alerts-context';
import { PageLoader } from '@/components/layout/PageLoader';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/ui/FormAlert';
import { ApiError } from '@/lib/api-client';
import { useUrlFilters } from '@/lib/use-url-filters';
import { deleteUser, usersQuery } from './api';
import { ConfirmDeactivateDialog } from './ConfirmDeactivateDialog';
import { filterUsers, pageOf, readFilters, type UserFilters } from './filters';
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
  const [editing, setEditing] = useState<StaffUser | null | 'new'>(null);
  const [deactivating, setDeactivating] = useState<StaffUser | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['staff', 'users'] });
  const deactivate = useMutation({
    mutationFn: (user: StaffUser) => deleteUser(user.id_usuario),
    onSuccess: async () => {
      showAlert({ type: 'success', message: clientDataMessages.deleteUserSuccess });
      setDeactivating(null);
      await refresh();
    },
    onError: (error) =>
      showAlert({
        type: 'error',
        message:
          error instanceof ApiError
            ? `${clientDataMessages.deleteUserError}: ${error.message}`
            : clientDataMessages.deleteUserError,
      }),
  });

  const change = (name: keyof UserFilters, value: string) => changeFilter(name, value);

  if (users.isPending) return <PageLoader label="Cargando usuarios..." />;
  if (users.error) {
    return (
      <FormAlert tone="error">
        No pudimos cargar los usuarios. {users.error instanceof ApiError ? users.error.message : ''}{' '}
        <button type="button" className="font-semibold underline" onClick={() => void users.refetch()}>
          Reintentar
        </button>
      </FormAlert>
    );
  }
  const matching = filterUsers(users.data, filters);
  const page = pageOf(matching, filters.page);
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
      {page.rows.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
          Ningún usuario coincide con la búsqueda.
        </p>
      ) : (
        <UsersTable users={page.rows} me={me} onEdit={setEditing} onDeactivate={setDeactivating} />
      )}
      {page.pages > 1 && (
        <nav aria-label="Páginas de usuarios" className="flex items-center justify-between gap-3">
          <Button
            variant="secondary"
            isDisabled={page.current <= 1}
            onPress={() => change('page', String(page.current - 1))}
          >
            Anterior
          </Button>
          <span className="text-sm text-slate-700">
            Página {page.current} de {page.pages}
          </span>
          <Button
            variant="secondary"
            isDisabled={page.current >= page.pages}
            onPress={() => change('page', String(page.current + 1))}
          >
            Siguiente
          </Button>
        </nav>
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
        <ConfirmDeactivateDialog
          user={deactivating}
          isPending={deactivate.isPending}
          onCancel={() => setDeactivating(null)}
          onConfirm={() => deactivate.mutate(deactivating)}
        />
      )}
    </section>
  );
}
