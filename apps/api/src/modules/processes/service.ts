import { bogotaToday } from '@portal/shared/documents/rules';
import { ageOn } from '@portal/shared/candidates/profile';
import {
  type ApprovalCandidate,
  type ClientCandidateState,
  type CvState,
  type DecisionBody,
  type ProcessDetail,
  type ProcessStatus,
  type ProcessSummary,
} from '@portal/shared/processes/client';
import { clientProcessMessages as messages } from '@portal/shared/messages';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.js';
import type { StorageProvider } from '../../infra/storage/provider.js';
import type { AnnouncedTable } from '../../infra/table-versions.js';
import { AppError } from '../../lib/app-error.js';
import { toIso } from '../../lib/clock.js';
import type { CompanyUser } from '../../access/staff-scope.js';
import type { ClientMarkStepBody } from '@portal/shared/applications/hiring';
import { hiringRecordsOf, markHiringStep } from '../applications/hiring/service.js';
import { clientDecision, clientShortlist } from '../applications/pipeline/service.js';
import { candidatesSharingDocuments } from '../consents/service.js';
import { latestCvs, openCvForCompany } from '../documents/shared-cv.js';
import { orderedPosition } from './order-lines.js';
import { processesOfVacancies, processRows, type ProcessRow } from './repository.js';

/**
 * A client company's hiring processes: each line of its service orders, and each vacancy the agency
 * opened for it directly, followed on the real vacancy and applications once there is one.
 */

/** Pendiente until the agency sends someone; Rechazada when turned down; Finalizado when closed or filled. */
function statusOf(row: ProcessRow): ProcessStatus {
  if (row.estado_solicitud === 'rechazada') return 'Rechazada';
  if (row.id_vacante === null) return 'Pendiente';
  if (row.vacante_estado === 'cerrada' || row.contratados >= (row.cantidad_vacantes ?? 1))
    return 'Finalizado';
  return row.enviados === 0 ? 'Pendiente' : 'En progreso';
}

function toSummary(row: ProcessRow): ProcessSummary {
  const ordered = orderedPosition(row);
  return {
    id: row.id_proceso,
    nombre: row.nombre,
    descripcion: row.descripcion,
    estado: statusOf(row),
    // The start the company asked for; a process the agency opened starts when it was opened.
    fechaInicio: ordered?.startDate ?? toIso(row.created_at),
    pendientes: row.pendientes,
    orden: row.id_orden,
    ciudad: row.nombre_ciudad ?? ordered?.nombre_ciudad ?? null,
    cubiertos: row.contratados,
    solicitados: row.cantidad_vacantes ?? ordered?.quantity ?? 1,
  };
}

const vacancyOf = (row: ProcessRow) =>
  row.id_vacante === null
    ? null
    : {
        id_vacante: row.id_vacante,
        ciudad: row.nombre_ciudad ?? '',
        lugar: row.lugar ?? '',
        salario: row.salario ?? 0,
        turno: row.turno ?? '',
        cantidad_vacantes: row.cantidad_vacantes ?? 0,
        fecha_cierre: row.fecha_cierre ?? '',
        estado: row.vacante_estado ?? '',
        postulaciones: row.postulaciones,
        contratados: row.contratados,
      };

const candidateStates: Record<string, ClientCandidateState> = {
  enviada_cliente: 'pendiente',
  aprobada: 'aprobado',
  rechazada: 'rechazado',
  en_contratacion: 'en contratación',
  contratada: 'contratado',
};
const progressOf: Record<string, number> = {
  enviada_cliente: 40,
  rechazada: 40,
  aprobada: 60,
  en_contratacion: 80,
  contratada: 100,
};

/** What the company sees of a person once hired, and only then (spec §3 Hired candidate). */
function hiredProfile(entry: {
  estado: string;
  fecha_nacimiento: string | null;
  anios_experiencia: number | null;
  certificaciones: string[];
}) {
  if (entry.estado !== 'contratada') return { edad: null, experiencia: null, certificaciones: [] };
  return {
    edad: entry.fecha_nacimiento ? ageOn(entry.fecha_nacimiento, bogotaToday()) : null,
    experiencia: entry.anios_experiencia,
    certificaciones: entry.certificaciones,
  };
}

const ofCompany = (company: CompanyUser, id?: number) =>
  id === undefined
    ? sql`p.id_empresa = ${company.id_empresa}`
    : sql`p.id_empresa = ${company.id_empresa} and p.id_proceso = ${id}`;

/** What `listProcesses` reads (decision 0083). */
export const PROCESS_LIST_TABLES = [
  'procesos',
  'empresas',
  'categorias',
  'ciudades',
  'vacantes',
  'postulaciones',
] as const satisfies readonly AnnouncedTable[];

export async function listProcesses(db: Db, company: CompanyUser): Promise<ProcessSummary[]> {
  return (await processRows(db, ofCompany(company))).map(toSummary);
}

async function companyProcess(db: Db, company: CompanyUser, id: number) {
  const [row] = await processRows(db, ofCompany(company, id));
  if (!row) throw AppError.notFound(messages.notFound);
  return row;
}

/**
 * The shortlist entries whose CV the company may open: the candidate authorized it for this
 * application (0022) and the sharing authorization of Mis datos still stands (0028), and a CV exists.
 */
async function sharedCvs(db: Db, shortlist: Awaited<ReturnType<typeof clientShortlist>>) {
  const asked = shortlist.filter((entry) => entry.comparte_hv).map((entry) => entry.id_candidato);
  const sharing = await candidatesSharingDocuments(db, asked);
  return { cvs: await latestCvs(db, [...sharing]), authorized: sharing };
}

/** Whether the company may open the CV, or why not: not shared, or shared but none uploaded. */
const cvState = (shared: Awaited<ReturnType<typeof sharedCvs>>, candidateId: number): CvState =>
  shared.cvs.has(candidateId)
    ? 'compartida'
    : shared.authorized.has(candidateId)
      ? 'sin_cargar'
      : 'no_compartida';

/** Where the company opens a shared CV: our route, which checks and logs each opening. */
const cvPath = (processId: number, applicationId: number) =>
  `/api/client/processes/${processId}/candidatos/${applicationId}/hoja-de-vida`;

export async function processDetail(db: Db, company: CompanyUser, id: number): Promise<ProcessDetail> {
  const row = await companyProcess(db, company, id);
  const shortlist = row.id_vacante === null ? [] : await clientShortlist(db, row.id_vacante);
  const shared = await sharedCvs(db, shortlist);
  const candidates: ApprovalCandidate[] = shortlist.map((entry) => ({
    id_postulacion: entry.id_postulacion,
    nombre: entry.nombre,
    estado: candidateStates[entry.estado] ?? 'pendiente',
    progreso: progressOf[entry.estado] ?? 0,
    comentarios: entry.notas,
    ultimaActualizacion: toIso(entry.updated_at),
    fechaContratacion: entry.contratado_en ? toIso(entry.contratado_en) : null,
    hojaDeVida: shared.cvs.has(entry.id_candidato) ? cvPath(id, entry.id_postulacion) : null,
    hojaDeVidaEstado: cvState(shared, entry.id_candidato),
    ...hiredProfile(entry),
  }));
  return {
    ...toSummary(row),
    solicitud: {
      cargo: row.nombre,
      categoria: row.categoria,
      estado: row.estado_solicitud,
      motivo_rechazo: row.motivo_rechazo,
      pedido: orderedPosition(row),
      vacante: vacancyOf(row),
    },
    candidatos: candidates,
    // The shortlist already read above feeds the hiring records: one read of the applications.
    contratacion: await hiringRecordsOf(db, shortlist, 'empresa'),
  };
}

/** Opens a shortlisted candidate's CV for the company, checking the authorizations at that moment. */
export async function openSharedCv(
  db: Db,
  storage: StorageProvider,
  company: CompanyUser,
  processId: number,
  applicationId: number,
): Promise<string> {
  const row = await companyProcess(db, company, processId);
  const shortlist = row.id_vacante === null ? [] : await clientShortlist(db, row.id_vacante);
  const entry = shortlist.find((candidate) => candidate.id_postulacion === applicationId);
  const shared = entry && (await sharedCvs(db, [entry])).cvs.has(entry.id_candidato);
  const url = shared ? await openCvForCompany(db, storage, company, entry.id_candidato) : undefined;
  if (!url) throw AppError.notFound(messages.cvNotShared);
  return url;
}

/** Approve or reject candidates of one of the company's processes; another company's is a 404. */
export async function decide(db: Database, company: CompanyUser, id: number, body: DecisionBody) {
  const row = await companyProcess(db, company, id);
  if (row.id_vacante === null) throw AppError.conflict(messages.noVacancyYet);
  const decided = await clientDecision(db, company, row.id_vacante, body);
  return { message: messages.decided(decided.length, body.decision) };
}

/** The company marks its own hiring steps (the induction) for candidates of one of its processes. */
export async function markClientStep(
  db: Database,
  company: CompanyUser,
  id: number,
  body: ClientMarkStepBody,
) {
  const row = await companyProcess(db, company, id);
  const { id_postulacion, paso, ...mark } = body;
  return markHiringStep(
    db,
    company,
    'cliente',
    id_postulacion,
    paso,
    mark,
    async (application) => application.id_vacante === row.id_vacante,
  );
}

/**
 * For a candidate's data export: the client company's process behind each vacancy they applied to,
 * which tells them which company their application (and their CV, if they share it) goes to.
 */
export const clientProcessesOf = (db: Db, vacancyIds: number[]) => processesOfVacancies(db, vacancyIds);
