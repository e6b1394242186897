import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import { categorias, ciudades } from '../../db/schema/index.js';

const citiesByName = preparedQuery((db) =>
  db
    .select({ id_ciudad: ciudades.id_ciudad, nombre_ciudad: ciudades.nombre_ciudad })
    .from(ciudades)
    .orderBy(asc(ciudades.nombre_ciudad))
    .prepare('catalog_cities'),
);

const categoriesById = preparedQuery((db) =>
  db
    .select({ id_categoria: categorias.id_categoria, nombre_categoria: categorias.nombre_categoria })
    .from(categorias)
    .orderBy(asc(categorias.id_categoria))
    .prepare('catalog_categories'),
);

export const listCities = (db: Database) => citiesByName(db).execute();
export const listCategories = (db: Database) => categoriesById(db).execute();
