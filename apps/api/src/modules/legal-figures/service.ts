import { bogotaToday, formatCalendarDay } from '@portal/shared/bogota-time';
import {
  type AddLegalFigureBody,
  LEGAL_FIGURES,
  type LegalFigureKey,
  type LegalFigureList,
  legalFigureKeys,
  legalFigureMessages as messages,
} from '@portal/shared/legal-figures';
import { MissingFigureError, rulesFromFigures, type TimeRules } from '@portal/shared/timesheets/rules';
import type { Database, Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { StaffPrincipal } from '../../plugins/staff-auth.js';
import { recordAudit } from '../audit/service.js';
import * as repo from './repository.js';

/**
 * Figures the law sets by date (decision 0064): every calculation asks for the value in force on its
 * own day. Admins register the next value when its norm is out; a value in force is never edited, so
 * what was computed with it stays explainable.
 */

/**
 * Every dated figure as the rules of time (issue 32): one read, then each day's lookups in memory.
 * A day with no value in force answers 409 naming what to register, as `legalFigureOn` does.
 */
export async function timeRules(db: Db): Promise<TimeRules> {
  const rules = rulesFromFigures(await repo.allFigures(db));
  return {
    restDay: rules.restDay,
    figure(clave, day) {
      try {
        return rules.figure(clave, day);
      } catch (error) {
        if (error instanceof MissingFigureError)
          throw AppError.conflict(messages.missing(LEGAL_FIGURES[clave].etiqueta, formatCalendarDay(day)));
        throw error;
      }
    },
  };
}

/** The value of `clave` in force on `day` (AAAA-MM-DD); a 409 naming what to register when none is. */
export async function legalFigureOn(db: Db, clave: LegalFigureKey, day: string): Promise<number> {
  const row = await repo.figureRowOn(db, clave, day);
  if (!row) throw AppError.conflict(messages.missing(LEGAL_FIGURES[clave].etiqueta, formatCalendarDay(day)));
  return row.valor;
}

export async function legalFigureList(db: Db, now: Date): Promise<LegalFigureList> {
  const hoy = bogotaToday(now);
  const rows = await repo.allFigures(db);
  return {
    hoy,
    parametros: legalFigureKeys.map((clave) => {
      const mine = rows.filter((row) => row.clave === clave);
      // Rows come newest first: the first one that started is in force, the ones before it are next.
      const current = mine.find((row) => row.vigente_desde <= hoy);
      return {
        clave,
        ...LEGAL_FIGURES[clave],
        valores: mine.map((row) => ({
          id: row.id,
          clave,
          vigente_desde: row.vigente_desde,
          valor: row.valor,
          fuente: row.fuente,
          estado: row === current ? 'vigente' : row.vigente_desde > hoy ? 'proximo' : 'anterior',
        })),
      };
    }),
  };
}

export async function addLegalFigure(
  db: Database,
  admin: StaffPrincipal,
  body: AddLegalFigureBody,
  now: Date,
) {
  if (body.vigente_desde < bogotaToday(now)) throw AppError.badRequest(messages.pastDay);
  return db.transaction(async (tx) => {
    const id = await repo.insertFigure(tx, { ...body, id_usuario: admin.id_usuario });
    if (id === undefined) throw AppError.conflict(messages.duplicate(formatCalendarDay(body.vigente_desde)));
    await recordAudit(tx, {
      actor: admin,
      accion: 'registrar_parametro_legal',
      entidad: 'parametro_legal',
      entidad_id: id,
      despues: body,
    });
    return { message: messages.added };
  });
}

/** Only a value not yet in force may be taken back (a mistaken entry for next year). */
export async function removeLegalFigure(db: Database, admin: StaffPrincipal, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const row = await repo.findFigure(tx, id);
    if (!row) throw AppError.notFound(messages.notFound);
    if (row.vigente_desde <= bogotaToday(now)) throw AppError.conflict(messages.inForce);
    await repo.deleteFigure(tx, id);
    await recordAudit(tx, {
      actor: admin,
      accion: 'borrar_parametro_legal',
      entidad: 'parametro_legal',
      entidad_id: id,
      antes: { clave: row.clave, vigente_desde: row.vigente_desde, valor: row.valor, fuente: row.fuente },
    });
    return { message: messages.removed };
  });
}
