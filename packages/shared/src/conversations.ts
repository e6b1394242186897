import { z } from 'zod';
import { bogotaToday } from './bogota-time';
import { rowId } from './ids';

/**
 * The conversation of one hiring process between the client company and the agency (issue 30 item 4):
 * messages with their author, time and read state, an optional attachment, and start dates proposed,
 * accepted or answered with another date.
 */

export const CONVERSATION_SIDES = ['empresa', 'agencia'] as const;
export type ConversationSide = (typeof CONVERSATION_SIDES)[number];

export const PROPOSAL_STATES = ['abierta', 'aceptada', 'reemplazada'] as const;
export type ProposalState = (typeof PROPOSAL_STATES)[number];

export const MESSAGE_MAX_CHARS = 2000;

export const conversationMessages = {
  title: 'Conversación con la agencia',
  staffTitle: 'Conversación con la empresa',
  intro:
    'Escribe aquí lo que necesites sobre este proceso; la otra parte lo ve en el portal y le llega un aviso.',
  empty: 'Todavía no hay mensajes en este proceso.',
  textLabel: 'Mensaje',
  textRequired: 'Escribe el mensaje.',
  textTooLong: `Escribe el mensaje en máximo ${MESSAGE_MAX_CHARS} caracteres.`,
  dateLabel: 'Proponer otra fecha de inicio (opcional)',
  dateInvalid: 'Escribe la fecha como AAAA-MM-DD.',
  datePast: 'La fecha propuesta no puede ser anterior a hoy.',
  dateNotOrderLine: 'Solo se puede proponer una fecha de inicio en un cargo pedido en una orden.',
  attachLabel: 'Adjuntar archivo (PNG, JPG o PDF, hasta 10 MB)',
  attachmentGone: 'El archivo adjunto ya no está; vuelve a adjuntarlo.',
  attachmentNotYours: 'Ese archivo adjunto no lo subiste tú; vuelve a adjuntarlo.',
  send: 'Enviar mensaje',
  sent: 'Mensaje enviado.',
  accept: 'Aceptar fecha',
  accepted: (fecha: string) => `Aceptaste la fecha de inicio ${fecha}.`,
  counter: 'Proponer otra fecha',
  proposal: (fecha: string) => `Propone iniciar el ${fecha}`,
  proposalStates: { abierta: 'Sin responder', aceptada: 'Aceptada', reemplazada: 'Se propuso otra fecha' },
  acceptedText: (fecha: string) => `Acepto la fecha de inicio propuesta: ${fecha}.`,
  notFound: 'Ese proceso no existe o no es de tu empresa.',
  messageNotFound: 'Ese mensaje no existe en este proceso.',
  notOpen: 'Esa propuesta ya fue respondida.',
  ownProposal: 'No puedes aceptar tu propia propuesta; espera la respuesta de la otra parte.',
  read: 'Mensajes marcados como leídos.',
  seen: 'Leído',
  unseen: 'Sin leer',
  you: 'Tú',
  agency: 'Agencia',
  loadError: 'No pudimos cargar la conversación. Intenta de nuevo en un momento.',
} as const;

const messageText = z
  .string({ error: conversationMessages.textRequired })
  .trim()
  .min(1, conversationMessages.textRequired)
  .max(MESSAGE_MAX_CHARS, conversationMessages.textTooLong);

export const proposedDateSchema = z.iso
  .date({ error: conversationMessages.dateInvalid })
  .refine((value) => value >= bogotaToday(), conversationMessages.datePast);

export const sendMessageBodySchema = z.object({
  texto: messageText,
  /** An attachment uploaded first (POST …/conversation-files) by the same person. */
  adjunto_url: z.string().max(1000).optional(),
  fecha_propuesta: proposedDateSchema.optional(),
});
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;

export const conversationParamsSchema = z.object({ id: rowId() });
export const conversationMessageParamsSchema = z.object({ id: rowId(), messageId: rowId() });

export const conversationMessageSchema = z.object({
  id: z.number().int(),
  lado: z.enum(CONVERSATION_SIDES),
  autor: z.string(),
  /** Written by the person asking. */
  propio: z.boolean(),
  texto: z.string(),
  creado_en: z.string(),
  /** Seen by someone of the other side. */
  leido: z.boolean(),
  adjunto: z.object({ nombre: z.string() }).nullable(),
  fecha_propuesta: z.string().nullable(),
  propuesta_estado: z.enum(PROPOSAL_STATES).nullable(),
  /** An open proposal of the other side: the person asking may accept it. */
  puede_aceptar: z.boolean(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

export const conversationSchema = z.object({
  id_proceso: z.number().int(),
  cargo: z.string(),
  empresa: z.string(),
  /** Whether a start date may be proposed here (an order line). */
  admite_fecha: z.boolean(),
  fecha_inicio: z.string().nullable(),
  mensajes: z.array(conversationMessageSchema),
  /** Messages of the other side the asking side has not seen. */
  no_leidos: z.number().int(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationFileSchema = z.object({ adjunto_url: z.string(), adjunto_nombre: z.string() });
export type ConversationFile = z.infer<typeof conversationFileSchema>;
