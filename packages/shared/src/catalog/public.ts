import { z } from 'zod';

/** City option of spec §3, as answered by GET /api/ObtenerCiudades. */
export const cityOptionSchema = z.object({
  id_ciudad: z.number().int(),
  nombre_ciudad: z.string(),
});
export const cityListSchema = z.array(cityOptionSchema);
export type CityOption = z.infer<typeof cityOptionSchema>;

/** Category option of spec §3, as answered by GET /api/ObtenerCategorias. */
export const categoryOptionSchema = z.object({
  id_categoria: z.number().int(),
  nombre_categoria: z.string(),
});
export const categoryListSchema = z.array(categoryOptionSchema);
export type CategoryOption = z.infer<typeof categoryOptionSchema>;
