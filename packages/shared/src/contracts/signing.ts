import { z } from 'zod';
import { rowId } from '../ids';
import { CONTRACT_TYPES } from './template';

/**
 * The worker's contract signed electronically (issue 31 item 2; decision 0065): the agency issues it
 * from an assignment, the worker signs first and an agency representative countersigns, each with a
 * one-time code mailed to them (Ley 527 de 1999, art. 7; Decreto 2364 de 2012, arts. 3 y 4).
 */

export const CONTRACT_STATES = ['por_firmar_trabajador', 'por_firmar_agencia', 'firmado', 'anulado'] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];
export const contractStateLabels: Record<ContractState, string> = {
  por_firmar_trabajador: 'Espera la firma del trabajador',
  por_firmar_agencia: 'Espera la firma de la agencia',
  firmado: 'Firmado',
  anulado: 'Anulado',
};

export const SIGNER_ROLES = ['trabajador', 'agencia'] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];
export const signerRoleLabels: Record<SignerRole, string> = {
  trabajador: 'Trabajador en misión',
  agencia: 'Representante de la agencia (empleador)',
};

/** What each signer accepts, word for word; it is kept with the signature and printed as evidence. */
export const SIGNING_CONSENT =
  'Leí el contrato completo, acepto su contenido y firmo electrónicamente con el código de un solo uso que recibí en mi correo; reconozco esta firma como mía (Ley 527 de 1999, art. 7).';

/** A contract or certificate the portal issues weighs tens of KB: a file to check is refused past this. */
export const VERIFIED_FILE_MAX_BYTES = 2 * 1024 * 1024;

/** The minutes a signing code lasts, and the wrong codes it takes before a new one is needed. */
export const SIGNING_CODE_MINUTES = 10;
export const SIGNING_CODE_ATTEMPTS = 5;
/** Codes one signer may ask for a contract in an hour: a mailbox is not flooded by one click. */
export const SIGNING_CODES_PER_HOUR = 5;

export const signingMessages = {
  issue: 'Emitir contrato',
  issued: 'Contrato emitido: el trabajador ya puede leerlo y firmarlo desde su portal.',
  typeLabel: 'Tipo de contrato',
  typeInvalid: 'Elige el tipo de contrato.',
  alreadyIssued: 'Esta misión ya tiene un contrato vigente. Anúlalo antes de emitir otro.',
  assignmentEnded: 'Esta misión ya terminó: no se emite un contrato nuevo.',
  missingFields: (fields: string[]) =>
    `El contrato no se puede emitir porque faltan estos datos: ${fields.join(', ')}.`,
  noTemplate: 'Ese tipo de contrato todavía no tiene plantilla.',
  notFound: 'Ese contrato no existe o no está a tu alcance.',
  notYours: 'Ese contrato no existe o no es tuyo.',
  voidAction: 'Anular contrato',
  voided: 'Contrato anulado. Puedes emitir uno nuevo para esta misión.',
  cannotVoid: 'Un contrato firmado por las dos partes no se anula: termina la misión si la relación acabó.',
  notWorkersTurn: 'Este contrato no espera tu firma.',
  notAgencysTurn: 'Este contrato todavía no espera la firma de la agencia: primero firma el trabajador.',
  noEmail:
    'Tu correo no está confirmado. Confírmalo en «Mi perfil» para recibir el código con el que firmas.',
  codeSent: (address: string) =>
    `Te enviamos un código de 6 dígitos a ${address}. Vence en ${SIGNING_CODE_MINUTES} minutos.`,
  tooManyCodes: 'Pediste varios códigos en la última hora. Espera un poco y vuelve a pedirlo.',
  codeInvalid: 'Escribe el código de 6 dígitos que te llegó al correo.',
  codeWrong: 'El código no es correcto. Revisa el último correo que te enviamos.',
  codeExpired: 'El código venció o ya se usó. Pide uno nuevo.',
  consentRequired: 'Marca la casilla de aceptación para firmar.',
  codeExplainer:
    'Te enviaremos un código de un solo uso al correo. Escribirlo aquí y aceptar equivale a tu firma (Ley 527 de 1999).',
  documentRequired: 'Escribe tu número de documento, sin puntos: queda en la evidencia de la firma.',
  signedByWorker: 'Firmaste el contrato. Cuando la agencia firme, podrás descargarlo firmado.',
  signedByAgency: 'Contrato firmado por las dos partes. El paso «Contrato firmado» quedó completado.',
  verifyTitle: 'Verificar un documento',
  verifyNotFound: 'No hay un documento con ese código de verificación. Revisa que lo copiaste completo.',
  verifyMatch: 'El archivo coincide con el documento registrado: no ha sido modificado.',
  verifyMismatch:
    'El archivo NO coincide con el documento registrado: fue modificado o no es el documento de este código.',
  verifyFileRequired: 'Elige el archivo PDF que quieres comprobar (hasta 2 MB).',
  verifyTooMany: 'Hiciste muchas consultas seguidas. Espera un minuto y vuelve a intentarlo.',
  verifyIssuedCopy:
    'El archivo es el contrato tal como se emitió, antes de las firmas: no fue modificado, pero la copia firmada es otra. Descárgala desde el portal.',
  verifyIntro: 'Estos son los datos registrados del documento con este código.',
  verifyKinds: { contrato: 'Contrato de trabajo', certificado_laboral: 'Certificado laboral' },
  verifyCode: 'Código de verificación',
  verifyState: 'Estado',
  verifyHolder: 'A nombre de',
  verifyIssuer: 'Expedido por',
  verifyIssuedAt: 'Emitido el',
  verifySigners: 'Firmado por',
  verifyNoSigners: 'Todavía nadie lo ha firmado.',
  verifyDocumentHash: 'Huella SHA-256 del documento',
  verifySignedFileHash: 'Huella SHA-256 del archivo firmado',
  verifyFileHash: 'Huella SHA-256 del archivo',
  verifyCheckTitle: 'Comprobar un archivo',
  verifyCheckIntro:
    'Si tienes el PDF de este documento, compruébalo aquí: lo comparamos con la huella registrada. Cualquier cambio en el archivo hace que no coincida.',
  verifyFileLabel: 'Elige el PDF que recibiste',
  verifyFileHint: 'Solo archivos PDF, hasta 2 MB.',
  verifyCheckAction: 'Comprobar archivo',
  verifyCheckError: 'No pudimos comprobar el archivo. Intenta de nuevo en un momento.',
  verifyNotFoundTitle: 'Documento no encontrado',
  verifyLoadError: 'No pudimos cargar el documento',
  verifyLoading: 'Buscando el documento...',
} as const;

export const contractSummarySchema = z.object({
  id: z.number().int(),
  codigo: z.string(),
  tipo: z.enum(CONTRACT_TYPES),
  titulo: z.string(),
  estado: z.enum(CONTRACT_STATES),
  emitido_en: z.string(),
  firmado_trabajador_en: z.string().nullable(),
  firmado_agencia_en: z.string().nullable(),
});
export type ContractSummary = z.infer<typeof contractSummarySchema>;

/** The worker's view of a contract to read before signing: its text and where the code goes. */
export const candidateContractSchema = contractSummarySchema.extend({
  texto: z.string(),
  /** The mailbox the code goes to, partly hidden (ma***@correo.com); null without one. */
  correo: z.string().nullable(),
  consentimiento: z.string(),
});
export type CandidateContract = z.infer<typeof candidateContractSchema>;

export const contractParamsSchema = z.object({ id: rowId() });

export const issueContractBodySchema = z.object({
  tipo: z.enum(CONTRACT_TYPES, { error: signingMessages.typeInvalid }),
});
export type IssueContractBody = z.infer<typeof issueContractBodySchema>;

const code = z
  .string({ error: signingMessages.codeInvalid })
  .trim()
  .regex(/^\d{6}$/, signingMessages.codeInvalid);
const consent = z.literal(true, { error: signingMessages.consentRequired });

export const workerSignBodySchema = z.object({ codigo: code, acepto: consent });
export type WorkerSignBody = z.infer<typeof workerSignBodySchema>;

export const agencySignBodySchema = workerSignBodySchema.extend({
  documento: z
    .string({ error: signingMessages.documentRequired })
    .trim()
    .regex(/^\d{5,12}$/, signingMessages.documentRequired),
});
export type AgencySignBody = z.infer<typeof agencySignBodySchema>;

/** A verification code as printed: three groups of four letters or digits (no 0/O, 1/I to misread). */
export const VERIFICATION_CODE = /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;
export const verificationParamsSchema = z.object({
  codigo: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => VERIFICATION_CODE.test(value), signingMessages.verifyNotFound),
});

export const VERIFIED_KINDS = ['contrato', 'certificado_laboral'] as const;
export const verificationSchema = z.object({
  codigo: z.string(),
  tipo: z.enum(VERIFIED_KINDS),
  titulo: z.string(),
  estado: z.string(),
  emitido_en: z.string(),
  /** SHA-256 of the document as signed or issued (printed on its evidence page). */
  sha256_documento: z.string(),
  /** SHA-256 of the final file a person holds: what a checked file must match. Null until signed. */
  sha256_archivo: z.string().nullable(),
  /** Whose document it is (the worker's name), and who issued it; names only (Ley 1581, art. 4 f). */
  titular: z.string(),
  emisor: z.string(),
  /** Names only: the public page shows no document numbers, addresses or IPs. */
  firmantes: z.array(z.object({ rol: z.string(), nombre: z.string(), firmado_en: z.string() })),
});
export type Verification = z.infer<typeof verificationSchema>;
export const fileCheckSchema = z.object({ coincide: z.boolean(), message: z.string() });
export type FileCheck = z.infer<typeof fileCheckSchema>;

/** The certificado laboral (issue 31 item 5; CST art. 57 num. 7): the salary only if the worker wants. */
export const certificateQuerySchema = z.object({
  salario: z
    .enum(['si', 'no'], { error: 'Indica si el certificado lleva el salario (si o no).' })
    .default('no'),
});
export const certificateMessages = {
  download: 'Certificado laboral',
  withSalary: 'Incluir mi salario',
  notStarted:
    'Tu misión todavía no empieza: el certificado laboral se expide desde el primer día de trabajo.',
  tooMany:
    'Ya descargaste varios certificados en la última hora. Usa uno de esos o vuelve a intentarlo más tarde.',
} as const;
