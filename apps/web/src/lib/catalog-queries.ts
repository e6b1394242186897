import { queryOptions } from '@tanstack/react-query';
import { categoryListSchema, cityListSchema } from '@portal/shared/catalog';
import { apiRequest } from './api-client';

/** The shared option lists (spec §7 ObtenerCiudades, ObtenerCategorias), fetched once per visit. */
export const citiesQuery = queryOptions({
  queryKey: ['catalog', 'cities'],
  queryFn: async () => cityListSchema.parse(await apiRequest('/ObtenerCiudades')),
  staleTime: Infinity,
});

export const categoriesQuery = queryOptions({
  queryKey: ['catalog', 'categories'],
  queryFn: async () => categoryListSchema.parse(await apiRequest('/ObtenerCategorias')),
  staleTime: Infinity,
});
