import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Colombian municipalities; id_ciudad is the DANE code, so ids are stable across environments. */
export const ciudades = pgTable('ciudades', {
  id_ciudad: integer('id_ciudad').primaryKey(),
  nombre_ciudad: text('nombre_ciudad').notNull(),
  departamento: text('departamento').notNull(),
});

export const categorias = pgTable(
  'categorias',
  {
    id_categoria: serial('id_categoria').primaryKey(),
    nombre_categoria: text('nombre_categoria').notNull(),
  },
  (table) => [uniqueIndex('categorias_nombre_unique').on(table.nombre_categoria)],
);
