import { and, eq, gte, isNull, lte, or } from 'drizzle-orm';
import {
  importColumnOf,
  SHIFT_IMPORT_COLUMNS,
  SHIFT_IMPORT_MAX_ROWS,
  type ShiftImportResult,
  shiftImportMessages as messages,
} from '@portal/shared/timesheets/shift-import';
import { shiftBodySchema } from '@portal/shared/timesheets/timesheet';
import type { CompanyUser } from '../../access/staff-scope.js';
import type { Database, Db } from '../../db/client.js';
import { candidatos, misiones } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { assignmentRows } from '../assignments/service.js';
import { scopeOf, type TimeActor } from './access.js';
import { enterShift } from './shifts.js';

type Column = (typeof SHIFT_IMPORT_COLUMNS)[number];

/**
 * What Spanish Excel does to a typed template, undone: "8:00" or "08:00:00" is 08:00 and
 * "20/07/2026" is 2026-07-20. Anything else is left for the form's own checks to name.
 */
function asTemplateText(column: Column, text: string) {
  if (column === 'Fecha') {
    const date = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
    return date ? `${date[3]}-${date[2]!.padStart(2, '0')}-${date[1]!.padStart(2, '0')}` : text;
  }
  if (column === 'Documento del trabajador') return text;
  const time = /^(\d{1,2}):(\d{2})(:\d{2})?$/.exec(text);
  return time ? `${time[1]!.padStart(2, '0')}:${time[2]}` : text;
}
/** Thrown to roll back a dry run (or a commit with errors) after every row was tried. */
class RollBack extends Error {}

/** The company's running assignment of the worker with that document on that day. */
async function assignmentOn(tx: Db, actor: TimeActor, documento: string, day: string) {
  const [row] = await assignmentRows(
    tx,
    and(
      scopeOf(actor),
      eq(candidatos.numero_documento, documento),
      lte(misiones.inicio, day),
      or(
        gte(misiones.terminada_el, day),
        and(isNull(misiones.terminada_el), gte(misiones.fin_previsto, day)),
      ),
    ),
  );
  return row;
}

/**
 * Every row checked as if entered by hand, in one transaction: a dry run always rolls back; a commit
 * keeps them only when no row failed, so a file is saved whole or not at all.
 */
export async function importShifts(
  db: Database,
  company: CompanyUser,
  table: { headers: string[]; rows: string[][] },
  modo: 'dry_run' | 'commit',
  now: Date,
): Promise<ShiftImportResult> {
  const positions = new Map<Column, number>();
  table.headers.forEach((header, index) => {
    const column = importColumnOf(header);
    if (column && !positions.has(column)) positions.set(column, index);
  });
  const missing = SHIFT_IMPORT_COLUMNS.filter((column) => !positions.has(column));
  if (missing.length) throw AppError.badRequest(messages.missingColumns(missing));
  if (table.rows.length > SHIFT_IMPORT_MAX_ROWS) throw AppError.badRequest(messages.tooManyRows);
  if (table.rows.length === 0) throw AppError.badRequest(messages.noRows);
  const cell = (row: string[], column: Column) =>
    asTemplateText(column, (row[positions.get(column)!] ?? '').trim());

  const actor: TimeActor = { kind: 'usuario', staff: company };
  const errores: ShiftImportResult['errores'] = [];
  await db
    .transaction(async (tx) => {
      for (const [index, row] of table.rows.entries()) {
        const fila = index + 2; // the header is row 1, as the spreadsheet numbers it
        try {
          const [desde, hasta] = [cell(row, 'Descanso desde'), cell(row, 'Descanso hasta')];
          if (Boolean(desde) !== Boolean(hasta)) throw AppError.badRequest(messages.breakIncomplete);
          const parsed = shiftBodySchema.safeParse({
            fecha: cell(row, 'Fecha'),
            inicio: cell(row, 'Entrada'),
            fin: cell(row, 'Salida'),
            descansos: desde ? [{ inicio: desde, fin: hasta }] : [],
          });
          if (!parsed.success) throw AppError.badRequest(parsed.error.issues[0]!.message);
          const documento = cell(row, 'Documento del trabajador');
          const assignment = await assignmentOn(tx, actor, documento, parsed.data.fecha);
          if (!assignment) throw AppError.badRequest(messages.unknownWorker(documento));
          await enterShift(tx, actor, assignment, parsed.data, now, 'importacion');
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          errores.push({ fila, mensaje: error.message });
        }
      }
      if (modo === 'dry_run' || errores.length > 0) throw new RollBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error;
    });
  const total = table.rows.length;
  const guardados = modo === 'commit' && errores.length === 0 ? total : 0;
  const message = errores.length
    ? messages.withErrors(errores.length)
    : modo === 'commit'
      ? messages.saved(total)
      : messages.checked(total);
  return { modo, total, guardados, errores, message };
}
