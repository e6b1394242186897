import { queryOptions } from '@tanstack/react-query';
import {
  categoryListSchema,
  cityListSchema,
  type CategoryOption,
  type CityOption,
} from '@portal/shared/catalog';
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

/** The lists as the options of a select (value: the id as text). */
export const cityOptions = (cities: CityOption[] = []) =>
  cities.map((city) => ({ value: String(city.id_ciudad), label: city.nombre_ciudad }));

export const categoryOptions = (categories: CategoryOption[] = []) =>
  categories.map((category) => ({ value: String(category.id_categoria), label: category.nombre_categoria }));
