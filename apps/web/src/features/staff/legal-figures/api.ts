import { queryOptions } from '@tanstack/react-query';
import { type AddLegalFigureBody, legalFigureListSchema } from '@portal/shared/legal-figures';
import { messageSchema } from '@portal/shared/users/staff';
import { apiRequest } from '@/lib/api-client';

export const legalFiguresQuery = queryOptions({
  queryKey: ['staff', 'legal-figures'],
  queryFn: async ({ signal }) =>
    legalFigureListSchema.parse(await apiRequest('/staff/legal-figures', { signal })),
});

export const addLegalFigure = async (body: AddLegalFigureBody) =>
  messageSchema.parse(await apiRequest('/staff/legal-figures', { method: 'POST', body }));

export const removeLegalFigure = async (id: number) =>
  messageSchema.parse(await apiRequest(`/staff/legal-figures/${id}`, { method: 'DELETE' }));
