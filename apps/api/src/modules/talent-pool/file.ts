import { sql } from 'drizzle-orm';
import { bogotaToday } from '@portal/shared/bogota-time';
import { ageOn } from '@portal/shared/candidates/profile';
import type { CandidateAvailability } from '@portal/shared/candidates/work-profile';
import { CONSENT_KINDS, type ConsentKind } from '@portal/shared/consents/consents';
import type { NoteVisibility } from '@portal/shared/applications/note-audience';
import { talentPoolMessages as messages } from '@portal/shared/messages';
import type { PoolFile } from '@portal/shared/talent-pool/file';
import type { Db } from '../../db/client.js';
import { candidateReachable, placementScope, vacancyScope } from '../../access/staff-scope.js';
import { AppError } from '../../lib/app-error.js';
import type { StaffPrincipal } from '../../plugins/staff-auth.js';
import { recordAudit } from '../audit/service.js';
import { visibleDocumentReport } from '../documents/completeness.js';
import * as repo from './file-repository.js';
import { refreshPool } from './refresh.js';

const fullName = (row: repo.ProfileRow) =>
  [row.primer_nombre, row.segundo_nombre, row.primer_apellido, row.segundo_apellido]
    .filter(Boolean)
    .join(' ');

/**
 * A candidate's file for agency staff (decision 0067): the profile, consents and sums for every
 * staff role; applications with their notes, documents, assignments and invitations only where the
 * caller's group reaches them (today's scope), the rest counted. Every opening is audited.
 */
export async function candidateFile(db: Db, staff: StaffPrincipal, candidateId: number): Promise<PoolFile> {
  await refreshPool(db, [candidateId]);
  const profile = await repo.findProfile(db, candidateId);
  // Who withdrew the authorization answers as nobody: staff cannot tell who exercised that right.
  if (!profile || profile.tratamiento === false) throw AppError.notFound(messages.candidateNotFound);
  const vacancies = vacancyScope(staff);
  const companies = placementScope(staff, { id_grupo: sql`e.id_grupo`, id_empresa: sql`e.id_empresa` });
  const [consents, applications, assignments, invitations, outside, reachable] = await Promise.all([
    repo.consentsInForce(db, candidateId),
    repo.applicationsInScope(db, candidateId, vacancies),
    repo.assignmentsInScope(db, candidateId, companies),
    repo.invitationsInScope(db, candidateId, vacancies),
    repo.countsOutOfScope(db, candidateId, vacancies, companies),
    candidateReachable(db, staff, candidateId),
  ]);
  const documents = reachable ? await visibleDocumentReport(db, candidateId) : null;
  await recordAudit(db, {
    actor: { id_usuario: staff.id_usuario },
    accion: 'ver_ficha',
    entidad: 'candidato',
    entidad_id: candidateId,
  });
  const byKind = new Map(consents.map((row) => [row.tipo, row]));
  return {
    a_tu_alcance: reachable,
    perfil: {
      id_candidato: profile.id_candidato,
      nombre: fullName(profile),
      numero_documento: profile.numero_documento,
      // Contact data only for the group that manages an application: others contact through an
      // invitation, which checks the alerts consent and the cap (decision 0067).
      correo: reachable ? profile.correo : null,
      numero_contacto1: reachable ? profile.numero_contacto1 : null,
      edad: profile.fecha_nacimiento ? ageOn(profile.fecha_nacimiento, bogotaToday()) : null,
      ciudad: profile.ciudad,
      departamento: profile.departamento,
      anios_experiencia: profile.anios_experiencia,
      certificaciones: profile.certificaciones,
      categorias: profile.categorias,
      registrado_en: profile.registrado_en,
      ultima_actividad: profile.ultima_actividad,
      id_ciudad: profile.id_ciudad,
      experiencia: profile.experiencia,
      habilidades: profile.habilidades,
      categorias_experiencia: profile.categorias_experiencia,
      aspiracion_salarial: profile.aspiracion_salarial,
      disponibilidad: profile.disponibilidad as CandidateAvailability | null,
    },
    consentimientos: CONSENT_KINDS.map((tipo: ConsentKind) => ({
      tipo,
      // Accounts from before consents were recorded hold the treatment authorization of their sign-up.
      otorgado: byKind.get(tipo)?.otorgado ?? tipo === 'tratamiento',
      fecha: byKind.get(tipo)?.fecha ?? null,
    })),
    resumen: {
      postulaciones: profile.postulaciones,
      contrataciones: profile.contrataciones,
      misiones: profile.misiones,
      asistencias: profile.asistencias,
      inasistencias: profile.inasistencias,
      documentos_listos: profile.documentos_listos,
    },
    postulaciones: applications.map((row) => ({
      id_postulacion: row.id_postulacion,
      id_vacante: row.id_vacante,
      vacante: row.vacante,
      empresa: row.empresa,
      estado: row.estado,
      fecha: row.fecha,
      entrevista: row.entrevista_fecha
        ? { fecha_hora: row.entrevista_fecha, lugar: row.entrevista_lugar ?? '', asistencia: row.asistencia }
        : null,
      historial: row.historial.map((entry) => ({ ...entry, audiencia: entry.audiencia as NoteVisibility })),
    })),
    postulaciones_fuera_de_alcance: outside.postulaciones,
    documentos: documents,
    misiones: assignments,
    misiones_fuera_de_alcance: outside.misiones,
    invitaciones: invitations,
  };
}
