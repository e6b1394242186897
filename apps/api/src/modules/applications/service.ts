import { CONSENT_TEXTS } from '@portal/shared/consents';
import {
  type Application,
  type ApplicationState,
  type applyRequestSchema,
  type ApplyResponse,
  SHARE_CV_CONSENT,
} from '@portal/shared/application';
import { shareCvMessages, vacancyMessages } from '@portal/shared/messages';
import type { z } from 'zod';
import type { Database, Db } from '../../db/client.js';
import { consentStands } from '../consents/service.js';
import { AppError } from '../../lib/app-error.js';
import {
  bookSlot,
  findApplicationId,
  findVacancyState,
  insertApplication,
  listApplications,
  setCvSharing,
  slotExists,
  hasHiredApplication,
} from './repository.js';
import { recordAudit } from '../audit/service.js';

type ApplyInput = z.output<typeof applyRequestSchema>;

/** Thrown inside the transaction when a concurrent request created the same application first. */
class AlreadyApplied extends Error {}

export async function applicationsOf(
  db: Database,
  candidateId: number,
  onlyId?: number,
): Promise<Application[]> {
  const [{ rows, history }, sharing] = await Promise.all([
    listApplications(db, candidateId, onlyId),
    consentStands(db, candidateId, 'compartir'),
  ]);
  return rows.map(({ slot_fecha, slot_lugar, fecha_postulacion, ...row }) => ({
    ...row,
    comparte_hv: row.comparte_hv && sharing,
    comparte_con_empresas: sharing,
    estado: row.estado as ApplicationState,
    fecha_postulacion: fecha_postulacion.toISOString(),
    entrevista: slot_fecha && slot_lugar ? { fecha_hora: slot_fecha.toISOString(), lugar: slot_lugar } : null,
    historial: history
      .filter((entry) => entry.id_postulacion === row.id_postulacion)
      .map((entry) => ({
        estado: entry.estado as ApplicationState,
        nota: entry.nota,
        fecha: entry.fecha.toISOString(),
      })),
  }));
}

async function existing(db: Database, candidateId: number, applicationId: number): Promise<ApplyResponse> {
  const [application] = await applicationsOf(db, candidateId, applicationId);
  return { created: false, application: application! };
}

const today = () => new Date().toISOString().slice(0, 10);

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
      if (vacancy.estado !== 'abierta' || vacancy.fecha_cierre < today()) {
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

/** Whether the agency ever hired the candidate: their labor record must then be kept by law. */
export async function wasHired(db: Db, candidateId: number): Promise<boolean> {
  return hasHiredApplication(db, candidateId);
}
