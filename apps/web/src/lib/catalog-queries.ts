import { queryOptions } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import type { CategoryOption, CityOption } from '@portal/shared/catalog/public';
import { categoriesQueryKey, citiesQueryKey } from '@portal/shared/vacancies/constants';
import { apiRequest } from './api-client';
import { parsedWith } from './parse-later';

// The public search uses these lists too: their schemas load with the call (decision 0025).
const schemas = () => import('@portal/shared/catalog/public');

/** An option list; a failed load gives an empty list and a console error (spec §8). */
async function optionList<T>(path: string, context: string, schema: () => Promise<ZodType<T[]>>) {
  try {
    return await parsedWith(schema, apiRequest(path));
  } catch (error) {
    console.error(context, error);
    return [];
  }
}

/** The shared option lists (spec §7 ObtenerCiudades, ObtenerCategorias), reused for five minutes. */
export const citiesQuery = queryOptions({
  queryKey: citiesQueryKey,
  queryFn: () =>
    optionList('/ObtenerCiudades', 'Error fetching cities', async () => (await schemas()).cityListSchema),
  staleTime: 5 * 60_000,
});

export const categoriesQuery = queryOptions({
  queryKey: categoriesQueryKey,
  queryFn: () =>
    optionList(
      '/ObtenerCategorias',
      'Error fetching categories',
      async () => (await schemas()).categoryListSchema,
    ),
  staleTime: 5 * 60_000,
});

/** The lists as the options of a select (value: the id as text). */
export const cityOptions = (cities: CityOption[] = []) =>
  cities.map((city) => ({ value: String(city.id_ciudad), label: city.nombre_ciudad }));

export const categoryOptions = (categories: CategoryOption[] = []) =>
  categories.map((category) => ({ value: String(category.id_categoria), label: category.nombre_categoria }));
