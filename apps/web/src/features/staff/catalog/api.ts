import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  catalogPositionListSchema,
  catalogPositionSchema,
  type CatalogPositionInput,
} from '@portal/shared/catalog/staff';
import { apiRequest } from '@/lib/api-client';

export const catalogKey = ['staff', 'catalog'] as const;

export const catalogQuery = (idEmpresa: number | null) =>
  queryOptions({
    queryKey: [...catalogKey, idEmpresa],
    queryFn: async () =>
      catalogPositionListSchema.parse(
        await apiRequest('/staff/catalog', { query: { id_empresa: idEmpresa ?? undefined } }),
      ),
  });

const answerSchema = z.object({ message: z.string(), position: catalogPositionSchema });

export const savePosition = async (id: number | null, body: CatalogPositionInput) =>
  answerSchema.parse(
    await apiRequest(id ? `/staff/catalog/${id}` : '/staff/catalog', { method: id ? 'PUT' : 'POST', body }),
  );
