import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import { cargosCatalogo, categorias, ciudades } from '../../db/schema/index.js';

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

const positionColumns = {
  id_cargo: cargosCatalogo.id_cargo,
  id_empresa: cargosCatalogo.id_empresa,
  id_categoria: cargosCatalogo.id_categoria,
  categoria: categorias.nombre_categoria,
  nombre: cargosCatalogo.nombre,
  descripcion: cargosCatalogo.descripcion,
  imagen: cargosCatalogo.imagen,
  salario_min: cargosCatalogo.salario_min,
  salario_max: cargosCatalogo.salario_max,
  activo: cargosCatalogo.activo,
};

/** One catalogue as staff edit it, inactive positions included (null: the default catalogue). */
export function catalogPositions(db: Db, idEmpresa: number | null, idCargo?: number) {
  return db
    .select(positionColumns)
    .from(cargosCatalogo)
    .innerJoin(categorias, eq(categorias.id_categoria, cargosCatalogo.id_categoria))
    .where(
      and(
        idEmpresa === null ? isNull(cargosCatalogo.id_empresa) : eq(cargosCatalogo.id_empresa, idEmpresa),
        idCargo === undefined ? undefined : eq(cargosCatalogo.id_cargo, idCargo),
      ),
    )
    .orderBy(asc(categorias.id_categoria), asc(cargosCatalogo.nombre));
}

export async function findPosition(db: Db, idCargo: number) {
  const [row] = await db.select().from(cargosCatalogo).where(eq(cargosCatalogo.id_cargo, idCargo));
  return row;
}

export async function categoryById(db: Db, idCategoria: number) {
  const [row] = await db.select().from(categorias).where(eq(categorias.id_categoria, idCategoria));
  return row;
}

export async function insertPosition(db: Db, values: typeof cargosCatalogo.$inferInsert) {
  const [row] = await db.insert(cargosCatalogo).values(values).returning({ id: cargosCatalogo.id_cargo });
  return row!.id;
}

export async function updatePosition(
  db: Db,
  idCargo: number,
  values: Partial<typeof cargosCatalogo.$inferInsert>,
) {
  await db.update(cargosCatalogo).set(values).where(eq(cargosCatalogo.id_cargo, idCargo));
}
