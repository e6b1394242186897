import { z } from 'zod';
import { rowId } from '../ids';
import { staffCatalogMessages } from '../messages/staff';

/** Contracts of the agency's catalogue editor: the positions each company can order, in COP. */

const id = rowId();
const text = (min: number, max: number, message: string) =>
  z.string(message).trim().min(min, message).max(max, message);
const pesos = (message: string) =>
  z.coerce.number<unknown>(message).int(message).min(0, message).max(100_000_000, message);

/** Catalogue images by category; other categories use the generic one. */
export const catalogueImageOf = (categoria: string) =>
  ({
    Montacargas: '/catalogo/montacargas.svg',
    Bodega: '/catalogo/bodega.svg',
    Conductor: '/catalogo/conductor.svg',
    Producción: '/catalogo/produccion.svg',
    Calidad: '/catalogo/calidad.svg',
    Empaque: '/catalogo/empaque.svg',
  })[categoria] ?? '/catalogo/generico.svg';

/** ?id_empresa= names a company's own catalogue; without it, the agency's default one. */
export const staffCatalogQuerySchema = z.object({ id_empresa: id.optional() });
export const catalogParamsSchema = z.object({ id });

export const catalogPositionInputSchema = z
  .object({
    id_empresa: id.nullable().default(null),
    id_categoria: id,
    nombre: text(3, 120, 'Escribe el nombre del cargo (3 a 120 caracteres).'),
    descripcion: text(10, 1000, 'Describe el cargo (al menos 10 caracteres).'),
    salario_min: pesos('El salario mínimo debe ser un número mayor o igual a 0.'),
    salario_max: pesos('El salario máximo debe ser un número mayor o igual a 0.'),
    activo: z.boolean().default(true),
  })
  .refine((input) => input.salario_max >= input.salario_min, {
    message: staffCatalogMessages.salaryRange,
    path: ['salario_max'],
  });
export type CatalogPositionInput = z.infer<typeof catalogPositionInputSchema>;

export const catalogPositionSchema = z.object({
  id_cargo: z.number().int(),
  id_empresa: z.number().int().nullable(),
  id_categoria: z.number().int(),
  categoria: z.string(),
  nombre: z.string(),
  descripcion: z.string(),
  imagen: z.string(),
  salario_min: z.number().int(),
  salario_max: z.number().int(),
  activo: z.boolean(),
});
export type CatalogPosition = z.infer<typeof catalogPositionSchema>;
export const catalogPositionListSchema = z.array(catalogPositionSchema);
