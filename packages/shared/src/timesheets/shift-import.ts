import { z } from 'zod';
import { foldText } from '../text';

/**
 * The company's import of shifts from a spreadsheet (issue 32 item 1), with the template pattern of the
 * bulk user import: download the template, fill one row per shift, check it (dry run), then save it
 * all or nothing.
 */
export const SHIFT_IMPORT_COLUMNS = [
  'Documento del trabajador',
  'Fecha',
  'Entrada',
  'Salida',
  'Descanso desde',
  'Descanso hasta',
] as const;

export const SHIFT_IMPORT_MAX_ROWS = 5000;

export const shiftImportMessages = {
  title: 'Importar turnos',
  intro:
    'Descarga la plantilla, escribe un turno por fila (fecha AAAA-MM-DD, horas HH:MM; si la salida es menor que la entrada, termina al día siguiente) y revisa el archivo antes de guardarlo.',
  missingColumns: (columns: string[]) =>
    `Al archivo le faltan estas columnas de la plantilla: ${columns.join(', ')}.`,
  tooManyRows: `El archivo tiene más de ${SHIFT_IMPORT_MAX_ROWS} turnos: divídelo en varios archivos.`,
  unknownWorker: (documento: string) =>
    `No tienes un trabajador en misión con el documento ${documento} ese día.`,
  breakIncomplete: 'Escribe el descanso completo (desde y hasta) o déjalo vacío.',
  checked: (count: number) =>
    `El archivo está bien: ${count === 1 ? '1 turno listo' : `${count} turnos listos`} para guardar.`,
  saved: (count: number) => (count === 1 ? 'Se guardó 1 turno.' : `Se guardaron ${count} turnos.`),
  noRows: 'El archivo no tiene turnos: escribe al menos uno debajo de los encabezados de la plantilla.',
  withErrors: (count: number) =>
    count === 1
      ? 'Hay 1 fila con errores: corrígela y vuelve a subir el archivo. No se guardó nada.'
      : `Hay ${count} filas con errores: corrígelas y vuelve a subir el archivo. No se guardó nada.`,
} as const;

/** The template's column a header names, ignoring case, accents and outer spaces. */
export const importColumnOf = (header: string) =>
  SHIFT_IMPORT_COLUMNS.find((column) => foldText(column) === foldText(header.trim()));

export const shiftImportQuerySchema = z.object({
  modo: z
    .enum(['dry_run', 'commit'], { error: 'Elige si revisas (dry_run) o guardas (commit).' })
    .default('dry_run'),
});

export const shiftImportResultSchema = z.object({
  modo: z.enum(['dry_run', 'commit']),
  total: z.number().int(),
  guardados: z.number().int(),
  errores: z.array(z.object({ fila: z.number().int(), mensaje: z.string() })),
  message: z.string(),
});
export type ShiftImportResult = z.infer<typeof shiftImportResultSchema>;
