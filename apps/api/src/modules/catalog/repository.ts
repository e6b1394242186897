import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { categorias, ciudades } from '../../db/schema/index.js';

export function listCities(db: Database) {
  return db
    .select({ id_ciudad: ciudades.id_ciudad, nombre_ciudad: ciudades.nombre_ciudad })
    .from(ciudades)
    .orderBy(asc(ciudades.nombre_ciudad));
}

export function listCategories(db: Database) {
  return db
    .select({ id_categoria: categorias.id_categoria, nombre_categoria: categorias.nombre_categoria })
    .from(categorias)
    .orderBy(asc(categorias.id_categoria));
}
