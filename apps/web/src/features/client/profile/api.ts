import { queryOptions } from '@tanstack/react-query';
import { clientProfileSchema, type UpdateClientProfileBody } from '@portal/shared/users/client-profile';
import { messageSchema } from '@portal/shared/users/staff';
import { apiRequest } from '@/lib/api-client';

export const clientProfileQuery = queryOptions({
  queryKey: ['client', 'profile'],
  queryFn: async () => clientProfileSchema.parse(await apiRequest('/client/profile')),
});

export const saveClientProfile = async (body: UpdateClientProfileBody) =>
  messageSchema.parse(await apiRequest('/client/profile', { method: 'PUT', body }));
