import { z } from 'zod';

/** How a person hears of an event: only in the bell, by mail at once, or in one mail a day. */
export const DELIVERIES = ['app', 'inmediato', 'diario'] as const;
export type Delivery = (typeof DELIVERIES)[number];

export const deliveryLabels: Record<Delivery, string> = {
  app: 'Solo en el portal',
  inmediato: 'Correo al momento',
  diario: 'Un correo al día',
};

export type NotificationAudience = 'candidato' | 'empresa' | 'agencia';

/**
 * Every kind of event, the audience it is for and its name on the preferences screen. Mail is on by
 * default: until someone chooses otherwise they hear of everything that concerns them.
 */
export const NOTIFICATION_EVENTS = {
  candidatos_por_aprobar: { audiencia: 'empresa', etiqueta: 'Candidatos enviados para tu aprobación' },
  cargo_aceptado: { audiencia: 'empresa', etiqueta: 'Un cargo de tu orden fue aceptado' },
  cargo_rechazado: { audiencia: 'empresa', etiqueta: 'Un cargo de tu orden no se pudo atender' },
  candidato_contratado: { audiencia: 'empresa', etiqueta: 'Una contratación quedó completa' },
  paso_empresa: { audiencia: 'empresa', etiqueta: 'Un paso de contratación que le toca a tu empresa' },
  mensaje_orden: { audiencia: 'empresa', etiqueta: 'Mensajes de la agencia sobre tus procesos' },
  fecha_propuesta: { audiencia: 'empresa', etiqueta: 'La agencia propone otra fecha de inicio' },
  mision_por_terminar_empresa: {
    audiencia: 'empresa',
    etiqueta: 'Un trabajador en misión está por terminar su plazo',
  },
  contrato_firmado_empresa: {
    audiencia: 'empresa',
    etiqueta: 'El contrato de un trabajador en misión quedó firmado',
  },
  orden_nueva: { audiencia: 'agencia', etiqueta: 'Una empresa envió una orden' },
  decision_empresa: { audiencia: 'agencia', etiqueta: 'Una empresa aprobó o rechazó un candidato' },
  documento_cargado: { audiencia: 'agencia', etiqueta: 'Un candidato cargó un documento solicitado' },
  solicitud_por_vencer: { audiencia: 'agencia', etiqueta: 'Una solicitud de datos está por vencer' },
  mensaje_empresa: { audiencia: 'agencia', etiqueta: 'Mensajes de las empresas sobre sus procesos' },
  mision_por_terminar: { audiencia: 'agencia', etiqueta: 'Una misión está por terminar su plazo' },
  contrato_por_contrafirmar: {
    audiencia: 'agencia',
    etiqueta: 'Un trabajador firmó su contrato y falta la firma de la agencia',
  },
  postulacion_actualizada: { audiencia: 'candidato', etiqueta: 'Cambios en tus postulaciones' },
  documento_solicitado: { audiencia: 'candidato', etiqueta: 'Documentos que te pide la agencia' },
  contrato_por_firmar: { audiencia: 'candidato', etiqueta: 'Contratos que te toca firmar' },
  contrato_firmado: { audiencia: 'candidato', etiqueta: 'Tu contrato quedó firmado por la agencia' },
  horas_revisadas: { audiencia: 'candidato', etiqueta: 'La empresa aprobó o devolvió tus horas' },
  // Its mail goes apart and only under the alerts consent (decision 0067): the bell repeats it.
  invitacion_vacante: {
    audiencia: 'candidato',
    etiqueta: 'Invitaciones de la agencia a postularte',
    correoAparte: true,
  },
  // Its mail is the calendar invitation itself, sent apart and always: the bell only repeats it.
  entrevista: { audiencia: 'candidato', etiqueta: 'Tus entrevistas', correoAparte: true },
} as const satisfies Record<
  string,
  { audiencia: NotificationAudience; etiqueta: string; correoAparte?: boolean }
>;

export type NotificationEventKey = keyof typeof NOTIFICATION_EVENTS;
export const notificationEventKeys = Object.keys(NOTIFICATION_EVENTS) as NotificationEventKey[];

/** Whether the event's mail goes apart from the notification mailer (no preference to choose). */
export const mailedApart = (key: NotificationEventKey) => 'correoAparte' in NOTIFICATION_EVENTS[key];

/** The events a person of this audience chooses how to hear of. */
export const eventsFor = (audiencia: NotificationAudience) =>
  notificationEventKeys.filter(
    (key) => NOTIFICATION_EVENTS[key].audiencia === audiencia && !mailedApart(key),
  );

export const notificationSchema = z.object({
  id: z.number().int(),
  evento: z.string(),
  titulo: z.string(),
  cuerpo: z.string(),
  /** A path inside the portal. */
  enlace: z.string(),
  creada_en: z.string(),
  leida: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  no_leidas: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const notificationPreferencesSchema = z.object({
  eventos: z.array(z.object({ evento: z.string(), etiqueta: z.string(), entrega: z.enum(DELIVERIES) })),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const preferenceBodySchema = z.object({
  evento: z.enum(notificationEventKeys as [NotificationEventKey, ...NotificationEventKey[]], {
    error: 'Ese tipo de aviso no existe.',
  }),
  entrega: z.enum(DELIVERIES, { error: 'Elige cómo quieres recibir el aviso.' }),
});
export type PreferenceBody = z.infer<typeof preferenceBodySchema>;
