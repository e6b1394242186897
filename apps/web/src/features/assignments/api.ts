import { queryOptions } from '@tanstack/react-query';
import {
  type AssignmentFilter,
  assignmentListSchema,
  type CreateAssignmentBody,
  type EndAssignmentBody,
  type ExtendAssignmentBody,
  pendingHireListSchema,
} from '@portal/shared/assignments/assignment';
import { messageSchema } from '@portal/shared/users/staff';
import { apiRequest } from '@/lib/api-client';

/** Whose assignments: the worker's own, the company's, or the agency's (by filter and company). */
export type AssignmentArea = 'candidate' | 'client' | 'staff';

export const assignmentsKey = ['assignments'] as const;

export const assignmentsQuery = (
  area: AssignmentArea,
  filters: { filtro?: AssignmentFilter; empresa?: number } = {},
) =>
  queryOptions({
    queryKey: [...assignmentsKey, area, filters],
    queryFn: async ({ signal }) =>
      assignmentListSchema.parse(
        await apiRequest(`/${area}/assignments`, {
          query: area === 'staff' ? { filtro: filters.filtro, empresa: filters.empresa } : undefined,
          signal,
        }),
      ),
  });

// The agency's actions.

export const pendingHiresQuery = queryOptions({
  queryKey: ['assignments', 'pending-hires'],
  queryFn: async ({ signal }) =>
    pendingHireListSchema.parse(await apiRequest('/staff/assignments/pending-hires', { signal })),
});

export const createAssignment = async (body: CreateAssignmentBody) =>
  messageSchema.parse(await apiRequest('/staff/assignments', { method: 'POST', body }));

export const extendAssignment = async (id: number, body: ExtendAssignmentBody) =>
  messageSchema.parse(await apiRequest(`/staff/assignments/${id}/extend`, { method: 'POST', body }));

export const endAssignment = async (id: number, body: EndAssignmentBody) =>
  messageSchema.parse(await apiRequest(`/staff/assignments/${id}/end`, { method: 'POST', body }));
