import { queryOptions } from '@tanstack/react-query';
import type { ReportFormat } from '@portal/shared/report-format';
import type { UserFilters } from '@portal/shared/users/filters';
import type { RegisterUserBody, StaffUser, UpdateUserBody } from '@portal/shared/users/staff';
import { apiRequest } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { parsedWith, schemaIn } from '@/lib/parse-later';

// The panel asks for the companies on its first screen: the schemas load with the call (decision 0073).
const schema = schemaIn(() => import('@portal/shared/users/staff'));

/**
 * The users a role may list (spec §6): admin all; director and disenador their group; others their
 * company. Each row says which actions the viewer may take on it (`acciones`).
 */
export const usersQuery = (me: StaffUser) =>
  queryOptions({
    queryKey: ['staff', 'users', me.rol, me.id_grupo, me.id_empresa],
    queryFn: () =>
      parsedWith(
        schema('staffUserListSchema'),
        me.rol === 'admin'
          ? apiRequest('/all_users')
          : me.rol === 'empresa'
            ? apiRequest('/all_users_by_company', { query: { id_empresa: me.id_empresa ?? 0 } })
            : apiRequest('/all_users_by_group', { query: { id_grupo: me.id_grupo ?? 0 } }),
      ),
  });

export const groupsQuery = queryOptions({
  queryKey: ['staff', 'groups'],
  queryFn: () => parsedWith(schema('groupListSchema'), apiRequest('/groups')),
  staleTime: 5 * 60_000,
});

export const companiesQuery = queryOptions({
  queryKey: ['staff', 'companies'],
  queryFn: () => parsedWith(schema('companyListSchema'), apiRequest('/companies')),
  staleTime: 5 * 60_000,
});

export const registerUser = (body: RegisterUserBody) =>
  parsedWith(schema('registerResultSchema'), apiRequest('/auth/register', { method: 'POST', body }));

export const updateUser = (body: UpdateUserBody) =>
  parsedWith(schema('registerResultSchema'), apiRequest('/update_user', { method: 'PUT', body }));

export const deleteUser = (id: number) =>
  parsedWith(schema('messageSchema'), apiRequest('/delete_user', { method: 'DELETE', body: { id } }));

export const reactivateUser = (id: number) =>
  parsedWith(
    schema('registerResultSchema'),
    apiRequest('/reactivate_user', { method: 'POST', body: { id } }),
  );

export const resendInvitation = (id: number) =>
  parsedWith(
    schema('registerResultSchema'),
    apiRequest('/resend_invitation', { method: 'POST', body: { id } }),
  );

/** The list as a file, cut by the screen's filters and the viewer's scope (decision 0068). */
export const exportUsers = (filters: UserFilters, formato: ReportFormat) =>
  downloadFile('/staff/users/export', { ...filters, formato }, `usuarios.${formato}`);
