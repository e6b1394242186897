import { queryOptions } from '@tanstack/react-query';
import {
  companyListSchema,
  groupListSchema,
  messageSchema,
  registerResultSchema,
  staffUserListSchema,
  type RegisterUserBody,
  type StaffUser,
  type UpdateUserBody,
} from '@portal/shared/users/staff';
import type { ReportFormat } from '@portal/shared/report-format';
import type { UserFilters } from '@portal/shared/users/filters';
import { apiRequest } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

/**
 * The users a role may list (spec §6): admin all; director and disenador their group; others their
 * company. Each row says which actions the viewer may take on it (`acciones`).
 */
export const usersQuery = (me: StaffUser) =>
  queryOptions({
    queryKey: ['staff', 'users', me.rol, me.id_grupo, me.id_empresa],
    queryFn: async () => {
      const answer =
        me.rol === 'admin'
          ? await apiRequest('/all_users')
          : me.rol === 'empresa'
            ? await apiRequest('/all_users_by_company', { query: { id_empresa: me.id_empresa ?? 0 } })
            : await apiRequest('/all_users_by_group', { query: { id_grupo: me.id_grupo ?? 0 } });
      return staffUserListSchema.parse(answer);
    },
  });

export const groupsQuery = queryOptions({
  queryKey: ['staff', 'groups'],
  queryFn: async () => groupListSchema.parse(await apiRequest('/groups')),
  staleTime: 5 * 60_000,
});

export const companiesQuery = queryOptions({
  queryKey: ['staff', 'companies'],
  queryFn: async () => companyListSchema.parse(await apiRequest('/companies')),
  staleTime: 5 * 60_000,
});

export const registerUser = async (body: RegisterUserBody) =>
  registerResultSchema.parse(await apiRequest('/auth/register', { method: 'POST', body }));

export const updateUser = async (body: UpdateUserBody) =>
  registerResultSchema.parse(await apiRequest('/update_user', { method: 'PUT', body }));

export const deleteUser = async (id: number) =>
  messageSchema.parse(await apiRequest('/delete_user', { method: 'DELETE', body: { id } }));

export const reactivateUser = async (id: number) =>
  registerResultSchema.parse(await apiRequest('/reactivate_user', { method: 'POST', body: { id } }));

export const resendInvitation = async (id: number) =>
  registerResultSchema.parse(await apiRequest('/resend_invitation', { method: 'POST', body: { id } }));

/** The list as a file, cut by the screen's filters and the viewer's scope (decision 0068). */
export const exportUsers = (filters: UserFilters, formato: ReportFormat) =>
  downloadFile('/staff/users/export', { ...filters, formato }, `usuarios.${formato}`);
