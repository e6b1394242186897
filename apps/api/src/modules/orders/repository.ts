import { and, asc, eq, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { plannedRead } from '../../db/planned.js';
import {
  cargosCatalogo,
  carritoItems,
  carritos,
  categorias,
  ciudades,
  ordenesServicio,
} from '../../db/schema/index.js';

/**
 * The company's own active positions, or the agency's default catalogue when it has none; Montacargas
 * first (the spec's picker order), then by category and name.
 */
const catalogueOf = (
  idEmpresa: number | Placeholder,
) => sql`${cargosCatalogo.activo} and (${cargosCatalogo.id_empresa} = ${idEmpresa} or
  (${cargosCatalogo.id_empresa} is null and not exists (
    select 1 from cargos_catalogo own where own.id_empresa = ${idEmpresa} and own.activo)))`;

const jobColumns = {
  id: cargosCatalogo.id_cargo,
  name: cargosCatalogo.nombre,
  description: cargosCatalogo.descripcion,
  salario: cargosCatalogo.salario_min,
  salario_max: cargosCatalogo.salario_max,
  category: categorias.nombre_categoria,
  id_categoria: cargosCatalogo.id_categoria,
  image: cargosCatalogo.imagen,
};

const catalogueJobsRead = plannedRead((db) =>
  db
    .select(jobColumns)
    .from(cargosCatalogo)
    .innerJoin(categorias, eq(categorias.id_categoria, cargosCatalogo.id_categoria))
    .where(catalogueOf(sql.placeholder('empresa')))
    .orderBy(
      sql`${categorias.nombre_categoria} <> 'Montacargas'`,
      asc(categorias.id_categoria),
      asc(cargosCatalogo.nombre),
    ),
);
export const catalogueJobs = (db: Db, idEmpresa: number) => catalogueJobsRead(db, { empresa: idEmpresa });

export async function catalogueJob(db: Db, idEmpresa: number, idCargo: number) {
  const [job] = await db
    .select(jobColumns)
    .from(cargosCatalogo)
    .innerJoin(categorias, eq(categorias.id_categoria, cargosCatalogo.id_categoria))
    .where(and(eq(cargosCatalogo.id_cargo, idCargo), catalogueOf(idEmpresa)));
  return job;
}

export async function cityExists(db: Db, idCiudad: number) {
  const [row] = await db
    .select({ id: ciudades.id_ciudad })
    .from(ciudades)
    .where(eq(ciudades.id_ciudad, idCiudad));
  return Boolean(row);
}

export async function categoryByName(db: Db, name: string) {
  const [row] = await db.select().from(categorias).where(eq(categorias.nombre_categoria, name));
  return row;
}

/** The cart row, created on first use and locked until the transaction ends (one writer at a time). */
export async function lockCart(db: Db, idUsuario: number) {
  await db.insert(carritos).values({ id_usuario: idUsuario }).onConflictDoNothing();
  await db.select().from(carritos).where(eq(carritos.id_usuario, idUsuario)).for('update');
}

const selectedCategoryRead = plannedRead((db) =>
  db
    .select({ categoria: categorias.nombre_categoria })
    .from(carritos)
    .innerJoin(categorias, eq(categorias.id_categoria, carritos.id_categoria))
    .where(eq(carritos.id_usuario, sql.placeholder('usuario'))),
);
export async function selectedCategory(db: Db, idUsuario: number) {
  const [row] = await selectedCategoryRead(db, { usuario: idUsuario });
  return row?.categoria;
}

const cartItemsRead = plannedRead((db) =>
  db
    .select({
      ...jobColumns,
      configuracion: carritoItems.configuracion,
      nombre_ciudad: ciudades.nombre_ciudad,
    })
    .from(carritoItems)
    .innerJoin(cargosCatalogo, eq(cargosCatalogo.id_cargo, carritoItems.id_cargo))
    .innerJoin(categorias, eq(categorias.id_categoria, cargosCatalogo.id_categoria))
    .leftJoin(ciudades, sql`${ciudades.id_ciudad} = (${carritoItems.configuracion} ->> 'cityId')::int`)
    .where(eq(carritoItems.id_usuario, sql.placeholder('usuario')))
    .orderBy(asc(carritoItems.created_at), asc(carritoItems.id_cargo)),
);
export const cartItems = (db: Db, idUsuario: number) => cartItemsRead(db, { usuario: idUsuario });

/** True when added; false when the position was already in the cart (spec: adding it again is ignored). */
/** Puts a position in the cart, or replaces its configuration when it is there: true when new. */
export async function saveCartItem(db: Db, idUsuario: number, idCargo: number, configuracion: unknown) {
  const [row] = await db
    .insert(carritoItems)
    .values({ id_usuario: idUsuario, id_cargo: idCargo, configuracion })
    .onConflictDoUpdate({ target: [carritoItems.id_usuario, carritoItems.id_cargo], set: { configuracion } })
    // xmax is 0 on a row this statement inserted, and set on one it updated.
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return row?.inserted === true;
}

export async function deleteCartItem(db: Db, idUsuario: number, idCargo: number) {
  const rows = await db
    .delete(carritoItems)
    .where(and(eq(carritoItems.id_usuario, idUsuario), eq(carritoItems.id_cargo, idCargo)))
    .returning({ id: carritoItems.id_cargo });
  return rows.length > 0;
}

export async function clearCartItems(db: Db, idUsuario: number) {
  await db.delete(carritoItems).where(eq(carritoItems.id_usuario, idUsuario));
}

export async function setCartCategory(db: Db, idUsuario: number, idCategoria: number) {
  await db
    .update(carritos)
    .set({ id_categoria: idCategoria, updated_at: new Date() })
    .where(eq(carritos.id_usuario, idUsuario));
}

export async function insertOrder(db: Db, idEmpresa: number, idUsuario: number) {
  const [row] = await db
    .insert(ordenesServicio)
    .values({ id_empresa: idEmpresa, id_usuario: idUsuario })
    .returning({ id: ordenesServicio.id_orden });
  return row!.id;
}
