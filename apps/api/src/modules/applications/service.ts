import { announceInterview } from './interviews.js';
import { bogotaToday } from '@portal/shared/bogota-time';
import { CONSENT_TEXTS } from '@portal/shared/consents/consents';
import {
  type Application,
  type ApplicationState,
  type applyRequestSchema,
  type ApplyResponse,
  SHARE_CV_CONSENT,
} from '@portal/shared/applications/candidate';
import { shareCvMessages, vacancyMessages } from '@portal/shared/messages';
import { candidateStatusOf } from '@portal/shared/vacancies/constants';
import type { z } from 'zod';
import type { Database, Db } from '../../db/client.js';
import { consentStands } from '../consents/service.js';
import { AppError } from '../../lib/app-error.js';
import {
  bookSlot,
  findApplicationId,
  findVacancyState,
  hiredAmong,
  insertApplication,
  listApplications,
  heldSlot,
  setCvSharing,
  slotExists,
} from './repository.js';
import { recordAudit } from '../audit/service.js';
import { HIRING_APPLICATION_STATES } from '@portal/shared/applications/hiring';
import { hiringRecords } from './hiring/service.js';

type ApplyInput = z.output<typeof applyRequestSchema>;

/** Thrown inside the transaction when a concurrent request created the same application first. */
class AlreadyApplied extends Error {}

export async function applicationsOf(
  db: Database,
  candidateId: number,
  onlyId?: number,
): Promise<Application[]> {
  const { rows, history } = await listApplications(db, candidateId, onlyId);
  return rows.map((row) => ({
    id_postulacion: row.id_postulacion,
    id_vacante: row.id_vacante,
    titulo: row.titulo,
    empresa: row.empresa,
    nombre_ciudad: row.nombre_ciudad,
    estado: row.estado as ApplicationState,
    utm_source: row.utm_source,
    utm_campaign: row.utm_campaign,
    fecha_postulacion: row.fecha_postulacion.toISOString(),
    // Out of the process, no interview box (their place was given back when they left it).
    entrevista: candidateStatusOf[row.estado as ApplicationState] === 'rechazado' ? null : interviewOf(row),
    historial: historyOf(history, row.id_postulacion).map(({ estado, nota, fecha }) => ({
      estado: estado as ApplicationState,
      nota,
      fecha: fecha.toISOString(),
    })),
    comparte_hv: row.comparte_hv && row.comparte_con_empresas,
    comparte_con_empresas: row.comparte_con_empresas,
  }));
}

type Listed = Awaited<ReturnType<typeof listApplications>>;

const interviewOf = (row: Listed['rows'][number]) =>
  row.slot_id && row.slot_fecha && row.slot_lugar
    ? {
        id_espacio_agendamiento: row.slot_id,
        fecha_hora: row.slot_fecha.toISOString(),
        lugar: row.slot_lugar,
      }
    : null;

const historyOf = (history: Listed['history'], applicationId: number) =>
  history.filter((entry) => entry.id_postulacion === applicationId);

/**
 * For the candidate's own data export: every application with its vacancy, the CV-sharing
 * authorization as kept (date and text), every state with who moved it (`id_usuario`, null for the
 * candidate), and the hiring steps of those that reached hiring.
 */
export async function applicationRecords(db: Database, candidateId: number) {
  const { rows, history } = await listApplications(db, candidateId);
  const hiring = await hiringRecords(
    db,
    rows
      .filter((row) => HIRING_APPLICATION_STATES.includes(row.estado))
      .map((row) => ({
        ...row,
        id_candidato: candidateId,
        nombre: '',
        cargo: row.titulo,
        updated_at: row.actualizada_en,
      })),
    'candidato',
  );
  return rows.map((row) => {
    const steps = hiring.find((record) => record.id_postulacion === row.id_postulacion);
    return {
      id_postulacion: row.id_postulacion,
      vacante: {
        id_vacante: row.id_vacante,
        titulo: row.titulo,
        empresa: row.empresa,
        ciudad: row.nombre_ciudad,
        estado: row.vacante_estado,
        fecha_publicacion: row.vacante_publicada_en,
        fecha_cierre: row.vacante_cierre,
      },
      estado: row.estado,
      fecha_postulacion: row.fecha_postulacion,
      actualizada_en: row.actualizada_en,
      utm_source: row.utm_source,
      utm_campaign: row.utm_campaign,
      entrevista: interviewOf(row),
      comparte_hv: row.comparte_hv,
      comparte_hv_en: row.comparte_hv_en,
      comparte_hv_texto: row.comparte_hv_texto,
      historial: historyOf(history, row.id_postulacion).map(({ id_postulacion: _, ...entry }) => entry),
      contratacion: steps ? { estado: steps.estado, progreso: steps.progreso, pasos: steps.pasos } : null,
    };
  });
}

async function existing(db: Database, candidateId: number, applicationId: number): Promise<ApplyResponse> {
  const [application] = await applicationsOf(db, candidateId, applicationId);
  return { created: false, application: application! };
}

/**
 * Applies once per candidate and vacancy: a repeat answers the existing application and books nothing.
 * A closed vacancy, an unknown or full slot are refused; the slot place is taken in the same
 * transaction as the insert, so a failure half-way books nothing.
 */
export async function apply(db: Database, candidateId: number, input: ApplyInput): Promise<ApplyResponse> {
  const before = await findApplicationId(db, candidateId, input.id_vacante);
  if (before) return existing(db, candidateId, before);
  try {
    const id = await db.transaction(async (tx) => {
      const vacancy = await findVacancyState(tx, input.id_vacante);
      if (!vacancy) throw AppError.notFound(vacancyMessages.notFound);
      if (vacancy.estado !== 'abierta' || vacancy.fecha_cierre < bogotaToday()) {
        throw new AppError('VACANCY_CLOSED', vacancyMessages.closed);
      }
      const slotId = input.id_espacio_agendamiento ?? null;
      if (slotId && !(await bookSlot(tx, slotId, input.id_vacante))) {
        const slot = await slotExists(tx, slotId, input.id_vacante);
        if (!slot) throw AppError.notFound(vacancyMessages.slotNotFound);
        throw new AppError('SLOT_FULL', vacancyMessages.slotFull);
      }
      const created = await insertApplication(tx, {
        id_candidato: candidateId,
        id_vacante: input.id_vacante,
        id_espacio_agendamiento: slotId,
        utm_source: input.utm_source,
        utm_campaign: input.utm_campaign,
        states: ['recibida'],
        // Who authorized sharing with the companies of the vacancies they apply to shares this one.
        comparte_hv_texto: (await consentStands(tx, candidateId, 'compartir'))
          ? CONSENT_TEXTS.compartir
          : null,
      });
      if (!created) throw new AlreadyApplied();
      const slot = slotId ? await heldSlot(tx, created) : undefined;
      if (slot) await announceInterview(tx, created, slot, 'booked');
      return created;
    });
    const [application] = await applicationsOf(db, candidateId, id);
    return { created: true, application: application! };
  } catch (error) {
    if (!(error instanceof AlreadyApplied)) throw error;
    const raced = await findApplicationId(db, candidateId, input.id_vacante);
    return existing(db, candidateId, raced!);
  }
}

/**
 * The candidate grants or withdraws showing their CV to the vacancy's client company, for one
 * application of their own; the accepted text and the date are kept as proof, and audited.
 */
export async function shareCv(
  db: Database,
  candidate: { id_candidato: number; numero_documento: string },
  applicationId: number,
  autoriza: boolean,
) {
  return db.transaction(async (tx) => {
    // Sharing one application needs the sharing authorization of Mis datos first (0028).
    if (autoriza && !(await consentStands(tx, candidate.id_candidato, 'compartir'))) {
      throw AppError.conflict(shareCvMessages.needsSharingConsent);
    }
    const text = autoriza ? SHARE_CV_CONSENT : null;
    if (!(await setCvSharing(tx, candidate.id_candidato, applicationId, text)))
      throw AppError.notFound(shareCvMessages.notFound);
    await recordAudit(tx, {
      actor: { candidato: candidate.numero_documento },
      accion: autoriza ? 'autorizar_compartir_hv' : 'retirar_compartir_hv',
      entidad: 'postulacion',
      entidad_id: applicationId,
      despues: { comparte_hv: autoriza, texto: text },
    });
    return { message: autoriza ? shareCvMessages.granted : shareCvMessages.withdrawn };
  });
}

/** Of these candidates, those the agency hired: their labor records must be kept by law. */
export const candidatesHired = (db: Db, candidateIds: number[]) => hiredAmong(db, candidateIds);
