import { categoryListSchema, cityListSchema } from '@portal/shared/catalog/public';
import type { Database } from '../../db/client.js';
import { listCategories, listCities } from './repository.js';

/** The city options as GET /api/ObtenerCiudades answers them, for pages that carry them (the landing). */
export const cityOptions = async (db: Database) => cityListSchema.parse(await listCities(db));

/** The category options as GET /api/ObtenerCategorias answers them. */
export const categoryOptions = async (db: Database) => categoryListSchema.parse(await listCategories(db));
