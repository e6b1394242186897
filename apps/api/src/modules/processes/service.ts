import {
  clientProcessMessages as messages,
  type ApprovalCandidate,
  type ClientCandidateState,
  type DecisionBody,
  type ProcessDetail,
  type ProcessStatus,
  type ProcessSummary,
} from '@portal/shared/client-processes';
import type { Database, Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { StaffPrincipal } from '../../plugins/staff-auth.js';

type CompanyUser = StaffPrincipal & { id_empresa: number };
import { clientDecision, clientShortlist } from '../applications/pipeline-service.js';
import { vacanciesOfCompany, vacancyOfCompany, type CompanyVacancyRow } from '../vacancies/client-service.js';

/**
 * A client company's hiring processes: for now, each vacancy the agency opened for the company is one
 * process, followed on real applications (orders that create them come with the cart).
 */

const iso = (value: Date | string) => new Date(value).toISOString();

/** Finalizado when closed or filled; Pendiente until the agency sends someone; else En progreso. */
function statusOf(row: CompanyVacancyRow): ProcessStatus {
  if (row.estado === 'cerrada' || row.contratados >= row.cantidad_vacantes) return 'Finalizado';
  return row.enviados === 0 ? 'Pendiente' : 'En progreso';
}

const toSummary = (row: CompanyVacancyRow): ProcessSummary => ({
  id: row.id_vacante,
  nombre: row.titulo,
  descripcion: row.descripcion,
  estado: statusOf(row),
  fechaInicio: iso(row.fecha_publicacion),
  pendientes: row.pendientes,
});

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

export async function listProcesses(db: Db, company: CompanyUser): Promise<ProcessSummary[]> {
  return (await vacanciesOfCompany(db, company.id_empresa)).map(toSummary);
}

export async function processDetail(db: Db, company: CompanyUser, id: number): Promise<ProcessDetail> {
  const row = await vacancyOfCompany(db, company.id_empresa, id);
  if (!row) throw AppError.notFound(messages.notFound);
  const candidates: ApprovalCandidate[] = (await clientShortlist(db, id)).map((entry) => ({
    id_postulacion: entry.id_postulacion,
    nombre: entry.nombre,
    estado: candidateStates[entry.estado] ?? 'pendiente',
    progreso: progressOf[entry.estado] ?? 0,
    comentarios: entry.notas,
    ultimaActualizacion: iso(entry.updated_at),
    fechaContratacion: entry.contratado_en ? iso(entry.contratado_en) : null,
  }));
  return {
    ...toSummary(row),
    solicitud: {
      cargo: row.titulo,
      ciudad: row.nombre_ciudad,
      lugar: row.lugar,
      salario: row.salario,
      turno: row.turno,
      cantidad_vacantes: row.cantidad_vacantes,
      fecha_cierre: row.fecha_cierre,
      postulaciones: row.postulaciones,
      contratados: row.contratados,
    },
    candidatos: candidates,
  };
}

/** Approve or reject candidates of one of the company's processes; another company's is a 404. */
export async function decide(db: Database, company: CompanyUser, id: number, body: DecisionBody) {
  if (!(await vacancyOfCompany(db, company.id_empresa, id))) throw AppError.notFound(messages.notFound);
  const decided = await clientDecision(db, company, id, body);
  return { message: messages.decided(decided.length, body.decision) };
}
