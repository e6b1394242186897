// Vacancy, application, pipeline and hiring texts, for candidates, staff and client companies.

import type { HiringOwner } from '../applications/hiring';
import { APPLICATION_TRANSITIONS, pipelineStateLabels, type ApplicationState } from '../vacancies/constants';

export const vacancyMessages = {
  notFound:
    'No encontramos esta vacante. Puede que el enlace esté mal escrito o que la vacante ya no exista.',
  closed: 'Esta vacante está cerrada y ya no recibe postulaciones.',
  slotFull: 'Este horario de entrevista ya está lleno. Elige otro horario.',
  slotNotFound: 'El horario de entrevista elegido no existe para esta vacante.',
  salaryRange: 'El salario mínimo no puede ser mayor que el máximo.',
} as const;

export const applicationMessages = {
  created: '¡Listo! Tu postulación quedó registrada.',
  already: 'Ya te habías postulado a esta vacante. Tu postulación sigue activa.',
  listError: 'No pudimos cargar tus postulaciones. Intenta de nuevo.',
} as const;

export const shareCvMessages = {
  granted: 'Listo: la empresa podrá ver tu hoja de vida en este proceso.',
  withdrawn: 'Retiraste la autorización: la empresa ya no verá tu hoja de vida.',
  notFound: 'La postulación no existe.',
  needsSharingConsent:
    'Para compartir tu hoja de vida, primero autoriza compartir con las empresas en Mis datos.',
} as const;

/** The candidate cancels the interview they booked (the place goes back to the slot). */
export const interviewMessages = {
  cancelled: 'Cancelaste tu entrevista: tu cupo quedó libre para otra persona.',
  nothingToCancel: 'Esta postulación no tiene una entrevista próxima para cancelar.',
  staffCancelled: 'Cancelaste la entrevista: el cupo quedó libre y el candidato recibió el aviso.',
  moved: 'Listo: la entrevista quedó en el nuevo horario y le enviamos la invitación actualizada.',
  booked: 'Listo: la entrevista quedó agendada y le enviamos la invitación.',
  sameSlot: 'La entrevista ya está en ese horario; elige otro.',
  slotUnavailable: 'Ese horario ya no tiene cupos o ya pasó; elige otro.',
  closedApplication: 'Esta postulación ya terminó: no se puede agendar una entrevista.',
  notYet: 'La entrevista todavía no ha pasado: marca la asistencia cuando llegue su hora.',
  noInterview: 'Esta postulación no tiene una entrevista agendada.',
  attendance: (label: string) => `Asistencia marcada: ${label}.`,
} as const;

export const pipelineMessages = {
  moved: (estado: ApplicationState) => `La postulación pasó a «${pipelineStateLabels[estado]}».`,
  notAllowed: (from: ApplicationState) => {
    const allowed = APPLICATION_TRANSITIONS[from].map((state) => pipelineStateLabels[state]);
    return allowed.length
      ? `Desde «${pipelineStateLabels[from]}» solo se puede pasar a: ${allowed.join(', ')}.`
      : `Una postulación «${pipelineStateLabels[from]}» ya no cambia de estado.`;
  },
  reasonRequired: 'Para descartar una postulación escribe el motivo.',
  notFound: 'La postulación no existe o no está en tu alcance.',
  movedMany: (total: number, estado: ApplicationState) =>
    total === 1
      ? `La postulación pasó a «${pipelineStateLabels[estado]}».`
      : `${total} postulaciones pasaron a «${pipelineStateLabels[estado]}».`,
  notInVacancy: 'Alguna de las postulaciones elegidas no es de esta vacante. No se movió ninguna.',
  companyApproves:
    'Este proceso viene de la orden de una empresa: aprobar al candidato le corresponde a la empresa. ' +
    'Espera su decisión, o marca «Aprobado por la agencia en nombre de la empresa» y escribe el motivo.',
  onBehalfReason:
    'Para aprobar en nombre de la empresa escribe el motivo (por ejemplo, quién lo autorizó y cómo).',
  hiringStepsPending: (missing: string[]) =>
    `Para marcar «Contratada» faltan estos pasos de contratación: ${missing.join(', ')}. ` +
    'Complétalos, o marca «Contratar sin completar los pasos» y escribe el motivo.',
  overrideReason: 'Para contratar sin completar los pasos escribe el motivo.',
  noteNotFound: 'Esa nota no existe en esta postulación o no está en tu alcance.',
  noteForwarded: 'La nota quedó compartida con el candidato: la verá en su pestaña Aplicaciones.',
  sent: (total: number) =>
    total === 1 ? 'Mensaje enviado a 1 candidato.' : `Mensaje enviado a ${total} candidatos.`,
} as const;

export const hiringMessages = {
  notInHiring: 'Solo se sigue la contratación de candidatos aprobados.',
  notFound: 'La postulación no existe o no está a tu cargo.',
  derived: 'Este paso se completa solo cuando el candidato tiene todos sus documentos al día.',
  notYours: (owner: HiringOwner) =>
    owner === 'cliente' ? 'Este paso lo marca la empresa.' : 'Este paso lo marca la agencia.',
  alreadyHired: 'El candidato ya está contratado; su contratación no se puede deshacer.',
  marked: (nombre: string, completado: boolean) =>
    `«${nombre}» quedó ${completado ? 'completado' : 'pendiente'}.`,
  hired: (nombre: string) => `«${nombre}» quedó completado. ¡Contratación completa!`,
} as const;

export const staffVacancyMessages = {
  created: 'Vacante creada.',
  saved: 'Cambios guardados.',
  opened: 'La vacante quedó publicada y recibe postulaciones.',
  closed: 'La vacante quedó cerrada: ya no recibe postulaciones.',
  notFound: 'La vacante no existe o no está en tu alcance.',
  pastClosing: 'La fecha de cierre no puede ser anterior a hoy.',
  salaryMissing: 'Indica el salario mensual de la vacante: se publica con la vacante y no puede ser $ 0.',
  slotBelowBooked: (booked: number) =>
    `Ese espacio ya tiene ${booked} persona(s) agendada(s): la capacidad no puede ser menor.`,
  slotBooked: 'No puedes quitar un espacio de entrevista con personas agendadas.',
  companyOutOfScope: 'Esa empresa no es de tu grupo.',
  companyNameOutOfScope:
    'Ese nombre corresponde a una empresa cliente de otro grupo: solo puedes publicar vacantes de las empresas de tu grupo. Escribe otro nombre o pide a un administrador que la publique.',
} as const;
