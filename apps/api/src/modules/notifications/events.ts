import { applicationStateLabels, type ApplicationState } from '@portal/shared/applications/candidate';
import type { NotificationEventKey } from '@portal/shared/notifications';
import { formatCalendarDay } from '@portal/shared/bogota-time';

/**
 * Each event's words, written once: the bell shows them and the mail carries them. They name the
 * vacancy, position or order, never a candidate, so a company's or the agency's bell keeps no
 * personal data that a candidate's erasure would have to chase.
 */
export interface NotificationEvent {
  evento: NotificationEventKey;
  titulo: string;
  cuerpo: string;
  /** A path inside the portal. */
  enlace: string;
}

export const notificationEvents = {
  candidatesForApproval: (cargo: string, count: number, idProceso: number): NotificationEvent => ({
    evento: 'candidatos_por_aprobar',
    titulo: `Candidatos para aprobar: ${cargo}`,
    cuerpo:
      count === 1
        ? `La agencia te envió 1 candidato para «${cargo}». Revísalo y apruébalo o recházalo.`
        : `La agencia te envió ${count} candidatos para «${cargo}». Revísalos y aprueba o rechaza cada uno.`,
    enlace: `/order/procesos/${idProceso}`,
  }),

  orderLineAccepted: (cargo: string, idProceso: number): NotificationEvent => ({
    evento: 'cargo_aceptado',
    titulo: `La agencia aceptó: ${cargo}`,
    cuerpo: `La agencia aceptó tu orden de «${cargo}» y abrió la vacante. Te avisaremos cuando haya candidatos para aprobar.`,
    enlace: `/order/procesos/${idProceso}`,
  }),

  orderLineRejected: (cargo: string, motivo: string, idProceso: number): NotificationEvent => ({
    evento: 'cargo_rechazado',
    titulo: `La agencia no pudo atender: ${cargo}`,
    cuerpo: `La agencia revisó tu orden de «${cargo}» y no la pudo atender: ${motivo}`,
    enlace: `/order/procesos/${idProceso}`,
  }),

  hiringCompleted: (cargo: string, idProceso: number): NotificationEvent => ({
    evento: 'candidato_contratado',
    titulo: `Contratación completa: ${cargo}`,
    cuerpo: `Se completó una contratación para «${cargo}». La persona ya aparece en Candidatos contratados.`,
    enlace: `/order/procesos/${idProceso}`,
  }),

  companyStepDue: (cargo: string, paso: string, idProceso: number): NotificationEvent => ({
    evento: 'paso_empresa',
    titulo: `Te toca: ${paso}`,
    cuerpo: `La agencia completó sus pasos de una contratación para «${cargo}». Falta el de tu empresa: ${paso}. Márcalo en la etapa Contratación del proceso cuando lo hagas.`,
    enlace: `/order/procesos/${idProceso}?etapa=3`,
  }),

  orderPlaced: (empresa: string, idOrden: number, cargos: string[]): NotificationEvent => ({
    evento: 'orden_nueva',
    titulo: `Nueva orden N.º ${idOrden} de ${empresa}`,
    cuerpo: `${empresa} envió la orden N.º ${idOrden}: ${cargos.join(', ')}. Acepta cada cargo para abrir su vacante.`,
    enlace: '/dashboard/ordenes',
  }),

  companyDecision: (
    empresa: string,
    titulo: string,
    idVacante: number,
    decision: 'aprobado' | 'rechazado',
    motivo?: string | null,
  ): NotificationEvent => ({
    evento: 'decision_empresa',
    titulo: `${empresa} ${decision === 'aprobado' ? 'aprobó' : 'rechazó'} un candidato`,
    cuerpo:
      decision === 'aprobado'
        ? `${empresa} aprobó un candidato de «${titulo}». Ya puedes seguir con la contratación.`
        : `${empresa} rechazó un candidato de «${titulo}»${motivo ? `: ${motivo}` : '.'}`,
    enlace: `/dashboard/vacantes/${idVacante}`,
  }),

  dataRequestDueSoon: (id: number, tipo: string, vence: string): NotificationEvent => ({
    evento: 'solicitud_por_vencer',
    titulo: `Solicitud de datos N.º ${id} por vencer`,
    cuerpo: `La solicitud de datos N.º ${id} (${tipo}) de un candidato vence el ${vence}. Respóndela o prorrógala a tiempo: es un plazo de ley (Ley 1581 de 2012).`,
    enlace: '/dashboard/solicitudes-datos',
  }),

  /** 30 and 15 days before an assignment's planned end, to the agency's group and to the company. */
  assignmentEnding: (
    reader: 'agencia' | 'empresa',
    servicio: string,
    empresa: string,
    fin: string,
    days: number,
  ): NotificationEvent =>
    reader === 'agencia'
      ? {
          evento: 'mision_por_terminar',
          titulo: `Misión por terminar: ${servicio} en ${empresa}`,
          cuerpo: `Una misión de «${servicio}» en ${empresa} termina el ${fin} (faltan ${days} días). Prorrógala dentro del plazo que permite la ley o prepara su terminación.`,
          enlace: '/dashboard/misiones?filtro=por_vencer',
        }
      : {
          evento: 'mision_por_terminar_empresa',
          titulo: `Un trabajador en misión termina el ${fin}`,
          cuerpo: `Una persona en misión como «${servicio}» termina su plazo el ${fin} (faltan ${days} días). Si la necesitas más tiempo, escríbele a la agencia antes de esa fecha.`,
          enlace: '/order/misiones',
        },

  /** The contract of an assignment as it moves: issued, signed by the worker, signed by both. */
  contractToSign: (titulo: string): NotificationEvent => ({
    evento: 'contrato_por_firmar',
    titulo: 'Tienes un contrato para firmar',
    cuerpo: `La agencia emitió tu «${titulo}». Léelo en el portal y fírmalo con el código que te enviaremos al correo.`,
    enlace: '/?tab=applications',
  }),

  contractToCountersign: (servicio: string, empresa: string): NotificationEvent => ({
    evento: 'contrato_por_contrafirmar',
    titulo: `Contrato por firmar: ${servicio} en ${empresa}`,
    cuerpo: `El trabajador en misión como «${servicio}» en ${empresa} firmó su contrato. Falta la firma de un representante de la agencia.`,
    enlace: '/dashboard/misiones',
  }),

  contractSigned: (reader: 'candidato' | 'empresa', servicio: string): NotificationEvent =>
    reader === 'candidato'
      ? {
          evento: 'contrato_firmado',
          titulo: 'Tu contrato quedó firmado',
          cuerpo: `La agencia firmó tu contrato de «${servicio}». Ya puedes descargarlo firmado desde Mis misiones.`,
          enlace: '/?tab=applications',
        }
      : {
          evento: 'contrato_firmado_empresa',
          titulo: `Contrato firmado: ${servicio}`,
          cuerpo: `El contrato de una persona en misión como «${servicio}» quedó firmado por el trabajador y la agencia.`,
          enlace: '/order/misiones',
        },

  /** The company's review of a worker's week of hours; the link opens that week. */
  hoursReviewed: (
    idMision: number,
    monday: string,
    approved: boolean,
    comentario: string | null,
  ): NotificationEvent => {
    const semana = formatCalendarDay(monday);
    return {
      evento: 'horas_revisadas',
      titulo: approved
        ? `Tus horas de la semana del ${semana} fueron aprobadas`
        : `Corrige tus horas de la semana del ${semana}`,
      cuerpo: approved
        ? `La empresa aprobó tus horas de la semana del ${semana}. Ya van para la nómina.`
        : `La empresa devolvió tus horas de la semana del ${semana}: ${comentario ?? ''} Corrígelas en Mis horas.`,
      enlace: `/mis-horas/${idMision}?semana=${monday}`,
    };
  },

  documentUploaded: (documento: string, idCandidato: number): NotificationEvent => ({
    evento: 'documento_cargado',
    titulo: `Documento cargado: ${documento}`,
    cuerpo: `Un candidato cargó «${documento}», que la agencia le había solicitado. Revísalo.`,
    enlace: `/dashboard/candidatos/${idCandidato}/documentos`,
  }),

  applicationMoved: (vacante: string, estado: ApplicationState, nota: string | null): NotificationEvent => ({
    evento: 'postulacion_actualizada',
    titulo: `Tu postulación a ${vacante}: ${applicationStateLabels[estado]}`,
    cuerpo:
      `Tu postulación a la vacante «${vacante}» ahora está: ${applicationStateLabels[estado]}.` +
      (nota ? ` Nota de la agencia: ${nota}` : ''),
    enlace: '/?tab=applications',
  }),

  documentRequested: (documento: string, descripcion: string | undefined): NotificationEvent => ({
    evento: 'documento_solicitado',
    titulo: `Te pidieron un documento: ${documento}`,
    cuerpo:
      `La agencia te pidió este documento: ${documento}.` +
      (descripcion ? ` ${descripcion}` : '') +
      ' Cárgalo en la pestaña Documentos.',
    enlace: '/solicitudes-documentos',
  }),

  messageFromAgency: (
    cargo: string,
    enlace: string,
    news: { fecha?: string; aceptada?: string },
  ): NotificationEvent =>
    news.fecha
      ? {
          evento: 'fecha_propuesta',
          titulo: `La agencia propone otra fecha: ${cargo}`,
          cuerpo: `La agencia propone iniciar «${cargo}» el ${news.fecha}. Acepta la fecha o propone otra en la conversación del proceso.`,
          enlace,
        }
      : {
          evento: 'mensaje_orden',
          titulo: `Mensaje de la agencia: ${cargo}`,
          cuerpo: news.aceptada
            ? `La agencia aceptó iniciar «${cargo}» el ${news.aceptada}.`
            : `La agencia te escribió sobre «${cargo}». Lee y responde en la conversación del proceso.`,
          enlace,
        },

  messageFromCompany: (
    empresa: string,
    cargo: string,
    enlace: string,
    news: { fecha?: string; aceptada?: string },
  ): NotificationEvent => ({
    evento: 'mensaje_empresa',
    titulo: `Mensaje de ${empresa}: ${cargo}`,
    cuerpo: news.fecha
      ? `${empresa} propone iniciar «${cargo}» el ${news.fecha}. Acepta la fecha o propone otra en la conversación.`
      : news.aceptada
        ? `${empresa} aceptó iniciar «${cargo}» el ${news.aceptada}.`
        : `${empresa} escribió sobre «${cargo}». Lee y responde en la conversación del proceso.`,
    enlace,
  }),

  interviewBooked: (vacante: string, cuando: string, lugar: string): NotificationEvent => ({
    evento: 'entrevista',
    titulo: `Entrevista agendada: ${vacante}`,
    cuerpo: `Tu entrevista para «${vacante}» es el ${cuando}, en ${lugar}. Te enviamos la invitación a tu correo.`,
    enlace: '/?tab=applications',
  }),

  interviewMoved: (vacante: string, cuando: string, lugar: string): NotificationEvent => ({
    evento: 'entrevista',
    titulo: `Nuevo horario de entrevista: ${vacante}`,
    cuerpo: `Tu entrevista para «${vacante}» cambió de horario: ahora es el ${cuando}, en ${lugar}. Te enviamos la invitación actualizada a tu correo.`,
    enlace: '/?tab=applications',
  }),

  interviewReminder: (vacante: string, cuando: string, lugar: string): NotificationEvent => ({
    evento: 'entrevista',
    titulo: `Recordatorio de tu entrevista: ${vacante}`,
    cuerpo: `Te esperamos el ${cuando}, en ${lugar}, para la entrevista de «${vacante}». Lleva tu documento de identidad. Si no puedes ir, cancélala o cambia el horario en Aplicaciones.`,
    enlace: '/?tab=applications',
  }),

  interviewCancelled: (vacante: string, cuando: string): NotificationEvent => ({
    evento: 'entrevista',
    titulo: `Entrevista cancelada: ${vacante}`,
    cuerpo: `La entrevista del ${cuando} para «${vacante}» quedó cancelada.`,
    enlace: '/?tab=applications',
  }),
};
